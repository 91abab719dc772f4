import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { isReportRequestFinished, type ReportRequest, type ReportType } from '@backoffice/shared';
import { startJobs } from '../src/bootstrap.ts';
import { REPORT_HEADERS } from '../src/integrations/amazon/reports/index.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import { copyFloor } from './copy-floor.ts';

/**
 * Report ingestion (issue 10): an all-orders report and an inventory ledger report of
 * BENCH_INGEST_ROWS lines each (default 100,000; 1,000,000 for the memory check), uploaded
 * gzipped and processed by the background job; rows per second and the process's peak RSS,
 * beside a raw COPY of the same rows into the same tables (copy-floor.ts; the ratio is the
 * figure).
 */
export async function ingestionBench(rows: number): Promise<void> {
  const server = await startBenchServer();
  await startJobs(server.ctx);
  const dir = await mkdtemp(join(tmpdir(), 'sbo-ingest-'));
  let owner: { organisationId: number; userId: number } | undefined;
  try {
    const client = new TestClient(server.baseUrl);
    await client.csrf();
    const registered = await client.post('/api/fortify/register', {
      name: 'Bench',
      email: `bench-ingest-${Date.now()}@example.com`,
      password: 'benchmark password',
      password_confirmation: 'benchmark password',
    });
    owner = { organisationId: registered.body.data.current_organisation.id, userId: registered.body.data.id };
    const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
    const source = await client.post(`${base}/report-sources`, { name: 'Bench files', type: 'manual' });
    const sourceId = source.body.data.id as number;
    console.log(
      `Report ingestion, ${rows.toLocaleString('en')} lines per report, on ${server.ctx.database.driver}\n`,
    );
    for (const type of [
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      'GET_LEDGER_DETAIL_VIEW_DATA',
    ] as const) {
      const file = join(dir, `${type}.txt.gz`);
      await pipeline(Readable.from(reportLines(type, rows)), createGzip(), createWriteStream(file));
      const size = (await stat(file)).size;
      const peak = watchRss();
      const start = performance.now();
      const form = new FormData();
      form.set('report_source_id', String(sourceId));
      form.set('report_type', type);
      form.set('file', await openAsBlob(file), `${type}.txt.gz`);
      const upload = await client.post(`${base}/report-requests`, form);
      if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
      let current = upload.body.data as ReportRequest;
      while (!isReportRequestFinished(current.status)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = (await client.get(`${base}/report-requests/${current.id}`)).body.data as ReportRequest;
      }
      const seconds = (performance.now() - start) / 1000;
      const { baseline, peak: rss } = peak.stop();
      if (current.status !== 'PROCESSED' || current.rows_written !== rows)
        console.log(
          `WARNING: ended ${current.status}, ${current.rows_written} rows written: ${current.error}`,
        );
      const raw = await copyFloor(server, type, rows);
      const rate = rows / seconds;
      console.log(
        `${type.padEnd(52)} ${(size / 1e6).toFixed(1).padStart(6)} MB gz  ${seconds.toFixed(1).padStart(6)} s  ${Math.round(rate).toLocaleString('en').padStart(8)} rows/s  RSS ${Math.round(baseline / 1e6)} → peak ${Math.round(rss / 1e6)} MB`,
      );
      console.log(
        `${'  raw COPY of the same rows into the same tables'.padEnd(52)} ${''.padStart(9)}  ${raw.toFixed(1).padStart(6)} s  ${Math.round(
          rows / raw,
        )
          .toLocaleString('en')
          .padStart(8)} rows/s  ratio ${(seconds / raw).toFixed(1)}×`,
      );
    }
  } finally {
    await server.ctx.jobs.stop({ timeoutMs: 5_000 });
    if (owner) await removeBenchOrganisation(server, owner);
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Lines of a report of `type`: orders of 1–3 lines over 5,000 SKUs; ledger events of the same SKUs. */
export function* reportLines(type: ReportType, rows: number): Generator<string> {
  const header = REPORT_HEADERS[type];
  const ledger = type === 'GET_LEDGER_DETAIL_VIEW_DATA';
  const quote = (value: string) => (ledger ? `"${value}"` : value);
  yield `${header.map(quote).join('\t')}\n`;
  let chunk = '';
  let order = 0;
  let lineOfOrder = 0;
  for (let i = 0; i < rows; i++) {
    const at = new Date(Date.UTC(2025, 0, 1) + i * 30_000);
    const cells: Record<string, string> = ledger
      ? {
          Date: `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCDate()).padStart(2, '0')}/${at.getUTCFullYear()}`,
          FNSKU: `X00${i % 5_000}`,
          MSKU: `BENCH-${i % 5_000}`,
          'Event Type': i % 10 === 0 ? 'Receipts' : 'Shipments',
          'Reference ID': i % 10 === 0 ? `FBA${i}` : `111-${i}`,
          Quantity: i % 10 === 0 ? '20' : '-1',
          'Fulfillment Center': 'PHX7',
          Disposition: 'SELLABLE',
          Country: 'US',
          'Date and Time': at.toISOString().replace('Z', '+0000'),
        }
      : {
          'amazon-order-id': `111-${String(order).padStart(8, '0')}`,
          'purchase-date': at.toISOString(),
          'order-status': 'Shipped',
          'fulfillment-channel': 'Amazon',
          'sales-channel': 'Amazon.com',
          sku: `BENCH-${(order * 7 + lineOfOrder) % 5_000}`,
          'product-name': 'Bench product',
          quantity: '1',
          currency: 'USD',
          'item-price': '19.99',
          'ship-country': 'US',
        };
    chunk += `${header.map((name) => quote(cells[name] ?? '')).join('\t')}\n`;
    lineOfOrder += 1;
    if (lineOfOrder > order % 3) {
      order += 1;
      lineOfOrder = 0;
    }
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The process's resident memory when the upload starts and its peak until processed (sampled
 * every 50 ms). The bench, its HTTP client and the server share the process, so the baseline is
 * what the rest already holds; the rise is what processing the report costs.
 */
function watchRss(): { stop(): { baseline: number; peak: number } } {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return { baseline, peak: Math.max(peak, process.memoryUsage.rss()) };
    },
  };
}
