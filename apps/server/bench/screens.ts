import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { TestClient } from '../src/testing/test-client.ts';
import { removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import { BIG_SELLER, type BigSellerOptions, keptBigSeller, seedBigSeller } from './big-seller.ts';
import { removeLedgerInBulk } from './bulk-load.ts';
import { explainStatements } from './explain-statements.ts';
import { leanGetter } from './lean-client.ts';
import { formatRow, measureInTurns } from './measure.ts';
import { P95_TARGET_MS, SCREEN_READS, type ScreenFigure } from './screen-reads.ts';
import { installSqlRecorder, replayStatements } from './sql-recorder.ts';

/**
 * Every screen's first-load reads (screen-reads.ts) on a big seller's organisation
 * (big-seller.ts), each over HTTP beside the same statements it sent, recorded from the request
 * and run again directly on the database in one tenant transaction (sql-recorder.ts). Prints one
 * row per read with the target's verdict; BENCH_SCREENS_OUT writes the figures as JSON.
 */
export async function screensBench({ runs, size }: { runs: number; size: Partial<BigSellerOptions> }) {
  const server = await startBenchServer();
  const { ctx } = server;
  const options = { ...BIG_SELLER, ...size };
  console.log(
    `Screens at a big seller's size on ${ctx.database.driver}: ${options.skus} SKUs, ${options.orders} orders, ${options.days} days of ledger, ${options.transfers} transfers, ${options.purchaseOrders} POs, ${options.disputes} disputes`,
  );
  const started = performance.now();
  // BENCH_SCREENS_REUSE="<email> <password>": an organisation a BENCH_SCREENS_KEEP run left.
  const reuse = process.env.BENCH_SCREENS_REUSE?.split(' ');
  const big = reuse ? await keptBigSeller(ctx.db, reuse) : await seedBigSeller(ctx.db, options);
  console.log(
    `Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${Object.entries(big.counts)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}\n`,
  );
  // The queue without workers: Stock Health reads its state (nothing runs meanwhile).
  await ctx.jobs.start();
  const recorder = installSqlRecorder(ctx.database);
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const login = await client.post('/api/fortify/login', { email: big.email, password: big.password });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
  const lean = leanGetter(client);
  const placeholders = await placeholderValues(lean, big.ulid);
  const target = P95_TARGET_MS[ctx.database.driver];
  const figures: ScreenFigure[] = [];
  try {
    // BENCH_SCREENS_ONLY=<a regular expression of paths>: only those reads.
    const only = process.env.BENCH_SCREENS_ONLY ? new RegExp(process.env.BENCH_SCREENS_ONLY) : undefined;
    for (const read of SCREEN_READS.filter((candidate) => !only || only.test(candidate.path))) {
      const path = read.path.replace(/\{([a-z-]+)\}/g, (_, key: string) => {
        const value = placeholders[key];
        if (value === undefined) throw new Error(`${read.path}: nothing for {${key}}`);
        return String(value);
      });
      // Recorded from a second request: a first may do once what the next ones read (Stock Health's
      // first ledger check, a cache), which is not what each load sends.
      await lean.get(path);
      const statements = await recorder.record(() => lean.get(path));
      const tenant = path.startsWith('/api/organisations/') ? big.organisationId : undefined;
      // BENCH_SCREENS_EXPLAIN=<a regular expression>: the plans of the statements the reads whose
      // path it matches send.
      const explain = process.env.BENCH_SCREENS_EXPLAIN;
      if (explain && new RegExp(explain).test(read.path))
        for (const { text, plan } of await explainStatements(ctx.database, tenant, statements))
          console.log(`--- ${read.path}: ${text.slice(0, 300)}\n${plan}`);
      const [endpoint, sql] = await measureInTurns(
        runs,
        [() => lean.get(path), () => replayStatements(ctx.database, tenant, statements)],
        Math.min(2, runs),
        // A read of seconds gets its 5 turns, not `runs` (BENCH_SCREENS_BUDGET_SECONDS a row).
        Number(process.env.BENCH_SCREENS_BUDGET_SECONDS ?? 20) * 1000,
      );
      if (!endpoint || !sql) throw new Error('no timing');
      figures.push({ screen: read.screen, path: read.path, statements: statements.length, endpoint, sql });
      const verdict = endpoint.p95 <= target ? 'ok  ' : 'OVER';
      console.log(
        `${verdict} ${formatRow(`${read.screen}: ${shortPath(read.path)}`.slice(0, 70).padEnd(70), endpoint, sql)}  ${statements.length} stmts`,
      );
    }
  } finally {
    await lean.close();
    await ctx.jobs.stop({ timeoutMs: 5_000 });
    // BENCH_SCREENS_KEEP=1 leaves the organisation on a PostgreSQL database, to look into a plan.
    if (process.env.BENCH_SCREENS_KEEP || reuse)
      console.log(`Kept organisation ${big.organisationId} (${big.email} / ${big.password})`);
    else {
      if (ctx.database.driver === 'postgres') await removeLedgerInBulk(ctx.db, big.organisationId);
      await removeBenchOrganisation(server, { organisationId: big.organisationId, userId: big.userId });
    }
    await server.close();
  }
  const over = figures.filter((figure) => figure.endpoint.p95 > target);
  console.log(
    `\n${figures.length} reads, ${over.length} over the p95 target of ${target} ms on ${ctx.database.driver}`,
  );
  const out = process.env.BENCH_SCREENS_OUT;
  if (out) {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ driver: ctx.database.driver, at: new Date().toISOString(), options, steps: big.steps, counts: big.counts, figures }, null, 1)}\n`,
    );
  }
  return figures;
}

function shortPath(path: string): string {
  return path.replace('/api/organisations/{organisation}', '…').replace(/page=1&per_page=25&?/, '');
}

/** The first record of each resource a path names, from the organisation's own lists. */
async function placeholderValues(
  lean: ReturnType<typeof leanGetter>,
  ulid: string,
): Promise<Record<string, string | number>> {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const values: Record<string, string | number> = { organisation: ulid, from: day(89), to: day(0) };
  const resources: [string, string][] = [
    ['products', 'id'],
    ['skus', 'id'],
    ['suppliers', 'id'],
    ['warehouses', 'ulid'],
    ['fulfillment-centers', 'id'],
    ['sales-channels', 'id'],
    ['report-sources', 'id'],
    ['report-requests', 'id'],
    ['purchase-orders', 'id'],
    ['transfers', 'id'],
    ['store-orders', 'id'],
  ];
  for (const [resource, key] of resources) {
    const list = (await lean.get(`/api/organisations/${ulid}/${resource}?per_page=1`)) as {
      data: Record<string, string | number>[];
    };
    const first = list.data[0]?.[key];
    if (first !== undefined) values[resource] = first;
  }
  return values;
}
