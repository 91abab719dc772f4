import { gzipSync } from 'node:zlib';
import { isReportRequestFinished, type ReportRequest } from '@backoffice/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { REPORT_HEADERS } from '../../integrations/amazon/reports/index.ts';
import { exited, startChildServer } from '../../testing/child-server.ts';
import { setUpKillTest, signUpOnChild } from '../../testing/kill-test.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { storeOrderItems, storeOrders } from '../store-orders/store-orders.tables.ts';
import { reportRequests } from './report-requests.tables.ts';

/**
 * kill -9 while a large order report is being processed (decision 15): the real server in a
 * child process, on a copy of the test template (testing/kill-test.ts), with the default job
 * timeout (300 s). The killed server's job stops beating; about 30 s after its last beat the
 * restarted server takes it for lost and runs it again at once (decision 9, JOB_LIVENESS), not
 * after the job timeout. Processing resumes after the last committed batch, and the request ends
 * with exactly the file's counts: every order once, every line once, nothing lost.
 */
const ORDERS = 8_000;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** An all-orders report: order i has 1 to 3 lines (SKUs), quantities 1 to 2. */
function ordersReport(): { file: Buffer; lines: number; items: number; units: number } {
  const header = REPORT_HEADERS.GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL;
  const rows = [header.join('\t')];
  let units = 0;
  for (let order = 0; order < ORDERS; order++) {
    for (let line = 0; line <= order % 3; line++) {
      const quantity = 1 + ((order + line) % 2);
      units += quantity;
      const cells: Record<string, string> = {
        'amazon-order-id': `111-${String(order).padStart(7, '0')}`,
        'purchase-date': new Date(Date.UTC(2026, 9, 1) + order * 60_000).toISOString(),
        'order-status': 'Shipped',
        'fulfillment-channel': 'Amazon',
        'sales-channel': 'Amazon.com',
        sku: `KILL-${(order * 7 + line) % 500}`,
        quantity: String(quantity),
        currency: 'USD',
        'item-price': '19.99',
      };
      rows.push(header.map((name) => cells[name] ?? '').join('\t'));
    }
  }
  const lines = rows.length - 1;
  return { file: gzipSync(`${rows.join('\n')}\n`), lines, items: lines, units };
}

describe('kill -9 while a report is processed', () => {
  it('resumes after a restart and ends with exactly the file’s rows, none twice', {
    timeout: 300_000,
  }, async () => {
    const setUp = await setUpKillTest('sbo-report-kill-');
    cleanup.push(setUp.remove);
    const { baseUrl } = setUp;
    // The product's own job timeout, not the kill tests' short one: the resume must not wait for it.
    const { JOB_TIMEOUT_SECONDS: _short, ...env } = setUp.env;
    let ulid = '';
    const inspect = <T>(check: (db: Database, organisationId: number) => Promise<T>): Promise<T> =>
      setUp.inspect(ulid, check);

    let server = await startChildServer(env, baseUrl);
    cleanup.push(async () => {
      server.kill('SIGKILL');
      await exited(server);
    });
    const signedUp = await signUpOnChild(baseUrl, 'report-kill@example.com');
    const { client, base } = signedUp;
    ulid = signedUp.ulid;
    const source = await client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' });
    expect(source.status, JSON.stringify(source.body)).toBe(201);

    const report = ordersReport();
    const form = new FormData();
    form.set('report_source_id', String(source.body.data.id));
    form.set('report_type', 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL');
    form.set('file', new Blob([report.file]), 'orders.txt.gz');
    const upload = await client.post(`${base}/report-requests`, form);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const id = (upload.body.data as ReportRequest).id;

    // Kill once some batches have committed and more are to come.
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let seen: ReportRequest | undefined;
    for (let polls = 0; polls < 3_000; polls++) {
      seen = await fetch(`${baseUrl}${base}/report-requests/${id}`, {
        headers: { cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(500),
      }).then(
        async (response) => ((await response.json()) as { data: ReportRequest }).data,
        () => seen,
      );
      if (seen && seen.rows_parsed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.kill('SIGKILL');
    const killedAt = Date.now();
    await exited(server);
    const atKill = await inspect(async (db, organisationId) => {
      const [killed] = await db
        .select()
        .from(reportRequests)
        .where(and(eq(reportRequests.organisationId, organisationId), eq(reportRequests.id, id)));
      return killed;
    });
    expect(atKill?.status, 'the kill came too late').toBe('PROCESSING');
    expect(atKill?.resumeLine).toBeGreaterThan(0);
    expect(atKill?.rowsParsed).toBeLessThan(report.lines);
    // The killed server's job: still active with the default timeout, beaten until the kill.
    const [lostJob] = await inspect((db) =>
      queryRows<{ expire_in: number; silent_for: number }>(
        db,
        sql`select extract(epoch from expire_in)::float8 as expire_in,
                   extract(epoch from now() - coalesce((output->>'beat')::timestamptz, started_on))::float8 as silent_for
            from pgboss.job
            where name = 'report-requests.process' and state = 'active' and data->>'requestId' = ${String(id)}`,
      ),
    );
    expect(lostJob?.expire_in).toBe(300);
    expect(lostJob?.silent_for).toBeLessThan(30);

    // From the restart to processing going on (a batch past the kill's) and to its end.
    const restartedAt = Date.now();
    server = await startChildServer(env, baseUrl);
    const upAt = Date.now();
    let resumedAt = 0;
    let outcome: ReportRequest | undefined;
    const deadline = Date.now() + 180_000;
    while (!outcome || !isReportRequestFinished(outcome.status)) {
      expect(Date.now(), `report still ${outcome?.status}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
      outcome = (await client.get(`${base}/report-requests/${id}`)).body.data as ReportRequest;
      if (!resumedAt && outcome.rows_parsed > (atKill?.rowsParsed ?? 0)) resumedAt = Date.now();
    }
    const finishedAt = Date.now();
    server.kill('SIGTERM');
    await exited(server);
    const seconds = (at: number) => ((at - restartedAt) / 1000).toFixed(1);
    console.info(
      `report kill test (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): the restarted server answered after ` +
        `${seconds(upAt)} s, processing resumed ${seconds(resumedAt)} s after the restart, the report was ` +
        `processed ${seconds(finishedAt)} s after it; ${((resumedAt - killedAt) / 1000).toFixed(1)} s from the kill ` +
        `to the resume`,
    );
    // Within about 30 s of the killed job's last beat; the job timeout (300 s) would be far later.
    expect(resumedAt - restartedAt).toBeLessThan(60_000);

    expect(outcome).toMatchObject({
      status: 'PROCESSED',
      rows_parsed: report.lines,
      rows_written: report.lines,
      rows_failed: 0,
    });
    // Created counts add up over the two attempts to exactly the file's orders and lines.
    expect(outcome.counts).toMatchObject({ orders_created: ORDERS, order_items_created: report.items });
    await inspect(async (db, organisationId) => {
      const [orders] = await db
        .select({ n: count() })
        .from(storeOrders)
        .where(eq(storeOrders.organisationId, organisationId));
      const [items] = await db
        .select({ n: count(), units: sql<number>`sum(${storeOrderItems.quantity})::int` })
        .from(storeOrderItems)
        .where(eq(storeOrderItems.organisationId, organisationId));
      expect(orders?.n).toBe(ORDERS);
      expect(items).toEqual({ n: report.items, units: report.units });
      const ledger = await checkLedger({ db });
      expect(ledger.mismatches).toEqual([]);
      expect(ledger.countMismatches).toEqual([]);
    });
  });
});
