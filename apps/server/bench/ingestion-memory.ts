import { execFileSync } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { isReportRequestFinished, type ReportRequest, type ReportType } from '@backoffice/shared';
import { exited, freePort, startChildServer } from '../src/testing/child-server.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { reportLines } from './ingestion.ts';

/**
 * The memory a report costs the server: the real server alone in a child process, compiled as
 * `npm start` runs it (build.mjs), one all-orders report of `rows` lines uploaded and processed, and the server's
 * peak resident memory read from the kernel (VmHWM) before and after. Linux only.
 */
export async function ingestionMemoryBench(rows: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sbo-ingest-memory-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(import.meta.dirname, '..'), stdio: 'ignore' });
  const server = await startChildServer(
    {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    baseUrl,
    { compiled: true },
  );
  const peakMb = async () => {
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
  };
  try {
    const type: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
    const file = join(dir, 'orders.txt.gz');
    await pipeline(Readable.from(reportLines(type, rows)), createGzip(), createWriteStream(file));
    const client = new TestClient(baseUrl);
    await client.csrf();
    const registered = await client.post('/api/fortify/register', {
      name: 'Bench',
      email: `bench-memory-${Date.now()}@example.com`,
      password: 'benchmark password',
      password_confirmation: 'benchmark password',
    });
    const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
    const source = await client.post(`${base}/report-sources`, { name: 'Bench files', type: 'manual' });
    const before = await peakMb();
    const form = new FormData();
    form.set('report_source_id', String(source.body.data.id));
    form.set('report_type', type);
    form.set('file', await openAsBlob(file), 'orders.txt.gz');
    const start = performance.now();
    const upload = await client.post(`${base}/report-requests`, form);
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
    let current = upload.body.data as ReportRequest;
    while (!isReportRequestFinished(current.status)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      current = (await client.get(`${base}/report-requests/${current.id}`)).body.data as ReportRequest;
    }
    const seconds = (performance.now() - start) / 1000;
    const after = await peakMb();
    console.log(
      `server alone, ${rows.toLocaleString('en')}-line orders report: ${current.status}, ${current.rows_written.toLocaleString('en')} rows in ${seconds.toFixed(0)} s; peak RSS ${before} MB before, ${after} MB after   target ≤ 300 MB   ${after <= 300 ? 'ok' : 'MISSED'}`,
    );
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await rm(dir, { recursive: true, force: true });
  }
}
