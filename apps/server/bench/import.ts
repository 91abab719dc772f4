import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Import, isImportFinished } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { startJobs } from '../src/bootstrap.ts';
import { queryRows } from '../src/db/client.ts';
import { SETTLE_BATCH_LINES } from '../src/modules/skus/skus-csv.usecases.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { startBenchServer } from './bench-server.ts';

/**
 * A large SKU CSV import (BENCH_IMPORT_ROWS, default 50,000) from upload to done, with other
 * requests (`GET /api/health` and the SKU list's first page, one after another) sent the whole
 * time; prints the import's phases and the other requests' p50/p95 beside the targets.
 */
export async function importBench(rows: number): Promise<void> {
  const server = await startBenchServer();
  await startJobs(server.ctx);
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const registered = await client.post('/api/fortify/register', {
    name: 'Bench',
    email: `bench-import-${Date.now()}@example.com`,
    password: 'benchmark password',
    password_confirmation: 'benchmark password',
  });
  const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
  const lines = ['sku_id,cogs'];
  for (let i = 0; i < rows; i++) lines.push(`BENCH-${String(i).padStart(6, '0')},${(i % 997) / 100}`);
  const form = new FormData();
  form.set('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'bench.csv');

  console.log(`CSV import of ${rows.toLocaleString('en')} SKUs on ${server.ctx.database.driver}\n`);
  for (let i = 0; i < 20; i++) {
    await client.get('/api/health');
    await client.get(`${base}/skus`);
  }

  // Other requests, one at a time, for as long as the import runs.
  const samples: Record<string, number[]> = { health: [], skus: [] };
  let importing = true;
  const others = (async () => {
    while (importing) {
      for (const [name, path] of [
        ['health', '/api/health'],
        ['skus', `${base}/skus`],
      ] as const) {
        const start = performance.now();
        const response = await client.get(path);
        samples[name]?.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      }
    }
  })();

  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const start = performance.now();
  const upload = await client.post(`${base}/skus/import`, form);
  const accepted = performance.now() - start;
  if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  const id = (upload.body.data as Import).id;
  let runningAt: number | undefined;
  let current: Import;
  for (;;) {
    current = (await client.get(`${base}/imports/${id}`)).body.data as Import;
    if (current.status === 'running' && runningAt === undefined) runningAt = performance.now() - start;
    if (isImportFinished(current.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const total = performance.now() - start;
  importing = false;
  await others;
  loop.disable();
  if (current.status !== 'done' || current.created !== rows)
    console.log(`WARNING: the import ended ${current.status}, created ${current.created}`);

  const s = (ms: number) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `upload → done                   ${s(total)}   target < 10 s on PostgreSQL   ${total < 10_000 ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `  upload answered 202           ${s(accepted)}   (parse, check, stage in ${rows / 2_000} batches)`,
  );
  console.log(
    `  seen running / applied  ${runningAt === undefined ? '     ?' : s(runningAt)} / ${s(total - (runningAt ?? accepted))}   (poll every 20 ms)`,
  );
  const [phases] = await queryRows<{ apply: number; settle: number }>(
    server.ctx.db,
    sql`select extract(epoch from applied_at - started_at) * 1000 as apply,
        extract(epoch from finished_at - applied_at) * 1000 as settle
      from imports where id = ${id}`,
  );
  console.log(
    `  the apply (one transaction)   ${s(Number(phases?.apply))}   ${server.ctx.database.driver === 'pglite' ? "(every other query waits it out: PGlite's one connection)" : '(other requests run beside it)'}`,
  );
  console.log(
    `  settling                      ${s(Number(phases?.settle))}   (pending forecasts of the new SKUs, ${SETTLE_BATCH_LINES.toLocaleString('en')} per transaction)`,
  );
  // On PGlite every query runs on the one connection, which the apply holds: one request in a
  // few waits it out, so the p95 of a handful of requests is that wait (printed, not judged).
  const verdict = (p95: number) =>
    server.ctx.database.driver === 'postgres' ? (p95 < 100 ? 'ok' : 'MISSED') : '(PGlite: see the apply)';
  for (const [name, values] of Object.entries(samples)) {
    values.sort((a, b) => a - b);
    const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
    const p95 = at(0.95);
    console.log(
      `${`GET ${name === 'health' ? '/api/health' : '…/skus first page'} meanwhile`.padEnd(32)} n ${String(values.length).padStart(4)}  p50 ${ms(at(0.5))}  p95 ${ms(p95)}  max ${ms(values.at(-1) ?? 0)}   target p95 < 100 ms on PostgreSQL   ${verdict(p95)}`,
    );
  }
  console.log(`event loop's longest stall       ${ms(loop.max / 1e6)}`);
  await server.ctx.jobs.stop({ timeoutMs: 5_000 });
  await server.close();
}
