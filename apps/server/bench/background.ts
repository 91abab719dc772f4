import { execFileSync } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { isReportRequestFinished, type ReportRequest, type StockHealth } from '@backoffice/shared';
import { exited, freePort, startChildServer } from '../src/testing/child-server.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { reportLines } from './ingestion.ts';

/**
 * Background work beside requests on the embedded database (issue 32): the compiled server on
 * PGlite in a process of its own (as `npm start` runs it), a seller who uploads an orders report
 * and an inventory ledger of BENCH_BACKGROUND_ROWS lines each (default 150,000: a year of a mid-size
 * seller's orders over 5,000 SKUs), and meanwhile a page load every 250 ms from this process
 * (`users/me`, the sidebar's counts and a list: Problem Orders, Orders, SKUs, Stock). The page
 * loads' times are kept per phase: while the reports are processed, and while the follow-up jobs
 * they set off run (the problem scan, forecasts for the new SKUs and their stock, the disputes'
 * follow-up), until none of the organisation's jobs runs. Target: p95 <= 200 ms in the follow-up
 * phase.
 */
const ROWS = Number(process.env.BENCH_BACKGROUND_ROWS ?? 150_000);
const PAGE_EVERY_MS = 250;
const P95_TARGET_MS = 200;
const serverDir = join(import.meta.dirname, '..');

type Phase = 'idle' | 'reports' | 'follow-up' | 'done';

interface Sample {
  phase: Phase;
  name: string;
  ms: number;
  ok: boolean;
}

export async function backgroundBench(): Promise<void> {
  execFileSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: serverDir, stdio: 'ignore' });
  const dir = await mkdtemp(join(tmpdir(), 'sbo-background-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startChildServer(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    baseUrl,
    { compiled: true },
  );
  try {
    const client = new TestClient(baseUrl);
    await client.csrf();
    const registered = await client.post('/api/fortify/register', {
      name: 'Bench',
      email: `bench-background-${Date.now()}@example.com`,
      password: 'benchmark password',
      password_confirmation: 'benchmark password',
    });
    const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
    const source = await client.post(`${base}/report-sources`, { name: 'Bench files', type: 'manual' });
    console.log(
      `Background work beside requests on PGlite (compiled server, its own process): two reports of ${ROWS.toLocaleString('en')} lines`,
    );

    const samples: Sample[] = [];
    let phase: Phase = 'idle';
    let loading = true;
    const lists = [
      `${base}/store-orders?page=1&per_page=25&problems=true`,
      `${base}/store-orders?page=1&per_page=25&sortDesc=true&sort=purchase_date`,
      `${base}/skus?page=1&per_page=25&sortDesc=false&sort=sku_id`,
      `${base}/stock?page=1&per_page=25&sortDesc=true&sort=money_at_risk`,
    ];
    const timed = async (name: string, path: string) => {
      const at = phase;
      const started = performance.now();
      const response = await client.get(path);
      samples.push({ phase: at, name, ms: performance.now() - started, ok: response.status === 200 });
    };
    const pageLoads = (async () => {
      for (let n = 0; loading; n++) {
        const next = performance.now() + PAGE_EVERY_MS;
        await timed('GET /api/users/me', '/api/users/me');
        await Promise.all([
          timed('GET …/counts', `${base}/counts`),
          timed('GET … a list', lists[n % lists.length] as string),
        ]);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 5_000));
    phase = 'reports';
    const started = performance.now();
    for (const type of [
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      'GET_LEDGER_DETAIL_VIEW_DATA',
    ] as const) {
      const file = join(dir, `${type}.txt.gz`);
      await pipeline(Readable.from(reportLines(type, ROWS)), createGzip(), createWriteStream(file));
      const form = new FormData();
      form.set('report_source_id', String(source.body.data.id));
      form.set('report_type', type);
      form.set('file', await openAsBlob(file), `${type}.txt.gz`);
      const upload = await client.post(`${base}/report-requests`, form);
      if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
      let request = upload.body.data as ReportRequest;
      while (!isReportRequestFinished(request.status)) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        request = (await client.get(`${base}/report-requests/${request.id}`)).body.data as ReportRequest;
      }
      console.log(
        `  ${type}: ${request.status}, ${request.rows_written} rows, at ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    const reportsDone = performance.now();
    phase = 'follow-up';
    // Until nothing of the organisation's has run for 3 checks in a row, 2 s apart (a job may
    // queue another, which the queue takes within its polling interval). Queued jobs alone do not
    // count: the ledger check waits for the end of its hour (stock-health.jobs.ts).
    let quiet = 0;
    while (quiet < 3) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const health = (await client.get(`${base}/stock/health`)).body.data as StockHealth;
      quiet = health.jobs.running === 0 ? quiet + 1 : 0;
      // Page loads once nothing runs are not beside background work.
      phase = quiet > 0 ? 'done' : 'follow-up';
    }
    const followUpSeconds = (performance.now() - reportsDone) / 1000 - 4;
    loading = false;
    await pageLoads;
    console.log(
      `  the reports processed in ${((reportsDone - started) / 1000).toFixed(0)} s; their follow-up jobs ran for about ${followUpSeconds.toFixed(0)} s after\n`,
    );
    for (const at of ['idle', 'reports', 'follow-up', 'done'] as const) {
      const ofPhase = samples.filter((sample) => sample.phase === at);
      for (const name of [...new Set(ofPhase.map((sample) => sample.name))])
        console.log(
          `  ${at.padEnd(10)} ${name.padEnd(20)} ${summary(ofPhase.filter((sample) => sample.name === name))}`,
        );
      console.log(`  ${at.padEnd(10)} ${'all'.padEnd(20)} ${summary(ofPhase)}`);
    }
    const followUp = samples.filter((sample) => sample.phase === 'follow-up');
    const p95 = percentile(
      followUp.map((sample) => sample.ms),
      0.95,
    );
    console.log(
      `  ${p95 <= P95_TARGET_MS && followUp.every((sample) => sample.ok) ? 'PASS' : 'FAIL'}  page loads while the follow-up jobs ran: p95 ${p95.toFixed(0)} ms (target <= ${P95_TARGET_MS} ms, no errors)`,
    );
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await rm(dir, { recursive: true, force: true });
  }
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function summary(samples: Sample[]): string {
  const values = samples.map((sample) => sample.ms);
  const errors = samples.filter((sample) => !sample.ok).length;
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  return `${String(samples.length).padStart(5)} req ${String(errors).padStart(3)} errors  p50 ${ms(percentile(values, 0.5))}  p95 ${ms(percentile(values, 0.95))}  max ${ms(Math.max(0, ...values))}`;
}
