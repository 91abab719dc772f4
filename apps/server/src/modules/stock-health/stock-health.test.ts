import type { StockHealth, StockHealthJob } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import { created, insertStock, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { setReportedQuantities } from '../inventory/inventory-cache.repository.ts';
import { reportRequests } from '../report-requests/report-requests.tables.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import { LEDGER_CHECK_WINDOW_SECONDS, ledgerCheckFollowsStock } from './stock-health.jobs.ts';
import { checkAndStoreLedger } from './stock-health.usecases.ts';

const server = useTestServer();

/**
 * A job of the test's own: a `flaky` key fails its first run and succeeds the next; a `hold` key
 * runs until the test lets it go. No retries of its own, so a first failure is final until an
 * admin retries it.
 */
const probeJob = defineJob<{ organisationId: number; key: string }>({
  name: 'stock-health-probe',
  retryLimit: 0,
  retryDelaySeconds: 0,
});
const runs = new Map<string, number>();
let releaseHeld = () => {};
const held = new Promise<void>((resolve) => {
  releaseHeld = resolve;
});

beforeAll(async () => {
  await server.ctx.jobs.work(probeJob, async (job) => {
    const { key } = job.payload;
    const run = (runs.get(key) ?? 0) + 1;
    runs.set(key, run);
    if (key.startsWith('hold')) await held;
    if (key.startsWith('flaky') && run === 1) throw new Error(`The marketplace refused ${key}`);
  });
});

async function health(client: TestClient, base: string, query = ''): Promise<StockHealth> {
  const response = await client.get(`${base}/stock/health${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as StockHealth;
}

const jobOf = (report: StockHealth, id: string): StockHealthJob | undefined =>
  report.jobs.recent.find((job) => job.id === id);

/** Waits until the job has reached `state` in the organisation's health, and returns it. */
async function jobInState(client: TestClient, base: string, id: string, state: StockHealthJob['state']) {
  return vi.waitFor(
    async () => {
      const job = jobOf(await health(client, base), id);
      expect(job?.state).toBe(state);
      return job as StockHealthJob;
    },
    { timeout: 15_000, interval: 200 },
  );
}

/** Organisation A has an admin and a viewer besides its owner; B is someone else's. */
async function twoOrganisations() {
  const a = await teamWith(server, ['admin', 'viewer']);
  const b = await signUp(server);
  return {
    a: { ...a, id: a.organisation.id },
    b: { client: b.client, base: `/api/organisations/${b.organisation.ulid}`, id: b.organisation.id },
  };
}

describe('the sources of the stock data', () => {
  it('shows each source’s syncs, its sync error and its latest request of each type, to its organisation only', async () => {
    const { a, b } = await twoOrganisations();
    const source = await created(
      a.owner.client.post(`${a.base}/report-sources`, { name: 'Acme EU', type: 'amazon' }),
    );
    await created(a.owner.client.post(`${a.base}/report-sources`, { name: 'Files', type: 'manual' }));
    const syncedAt = new Date('2026-03-01T06:00:00Z');
    await server.ctx.db
      .update(reportSources)
      .set({
        authTokenEncrypted: 'sealed',
        ordersSyncedAt: syncedAt,
        syncStartedAt: new Date('2026-03-02T06:00:00Z'),
        syncError: 'Amazon refused the refresh token.',
      })
      .where(eq(reportSources.id, source.id));
    const request = {
      organisationId: a.id,
      reportSourceId: source.id as number,
      origin: 'requested' as const,
    };
    await server.ctx.db.insert(reportRequests).values([
      {
        ...request,
        reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        status: 'PROCESSED',
        rowsWritten: 40,
        processedAt: syncedAt,
      },
      {
        ...request,
        reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        status: 'FAILED',
        error: 'The document could not be downloaded.',
        rowsWritten: 3,
        rowsFailed: 2,
      },
      { ...request, reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', status: 'IN_QUEUE' },
    ]);

    // A viewer reads it.
    const report = await health(a.members.viewer?.client as TestClient, a.base);
    expect(report.sources.map((one) => [one.name, one.type, one.connected])).toEqual([
      ['Acme EU', 'amazon', true],
      ['Files', 'manual', false],
    ]);
    const [acme] = report.sources;
    expect(acme).toMatchObject({
      id: source.id,
      has_daily_sync: true,
      orders_synced_at: syncedAt.toISOString(),
      shipments_synced_at: null,
      sync_started_at: '2026-03-02T06:00:00.000Z',
      sync_error: 'Amazon refused the refresh token.',
    });
    expect(acme?.latest_requests.map((one) => [one.report_type, one.status, one.error])).toEqual([
      [
        'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        'FAILED',
        'The document could not be downloaded.',
      ],
      ['GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', 'IN_QUEUE', null],
    ]);
    expect(acme?.latest_requests[0]).toMatchObject({ rows_written: 3, rows_failed: 2, processed_at: null });
    expect(report.sources[1]?.latest_requests).toEqual([]);

    const other = await health(b.client, b.base);
    expect(other.sources).toEqual([]);
  });

  it('is not there for someone outside the organisation', async () => {
    const { a, b } = await twoOrganisations();
    expect((await b.client.get(`${a.base}/stock/health`)).status).toBe(404);
  });
});

describe("the database's statistics", () => {
  it('says who keeps them (autovacuum on PostgreSQL, the schedule on PGlite) and names only stale tables', async () => {
    const { a } = await twoOrganisations();
    const { statistics } = await health(a.owner.client, a.base);
    const [setting] = await queryRows<{ on: boolean }>(
      server.ctx.db,
      sql`select current_setting('autovacuum') = 'on' as on`,
    );
    const postgresAutovacuum = server.ctx.database.driver === 'postgres' && setting?.on === true;
    expect(statistics.kept_by).toBe(postgresAutovacuum ? 'autovacuum' : 'schedule');
    expect(statistics.autovacuum_off).toBe(server.ctx.database.driver === 'postgres' && !postgresAutovacuum);
    // Names and times only: nothing of any organisation's rows.
    for (const table of statistics.stale)
      expect(Object.keys(table).sort()).toEqual(['last_analysed_at', 'table']);
  });
});

describe('ledger against marketplace', () => {
  it('lists the pairs whose reported quantity differs, largest difference first, page by page', async () => {
    const { a, b } = await twoOrganisations();
    const client = a.owner.client;
    const warehouse = await created(client.post(`${a.base}/warehouses`, { name: 'Amazon UK' }));
    const sku = async (sku_id: string) =>
      (await created(client.post(`${a.base}/skus`, { sku_id }))).id as number;
    const [mug, cup, bowl] = [await sku('MUG'), await sku('CUP'), await sku('BOWL')];
    for (const [skuId, quantity] of [
      [mug, 10],
      [bowl, 5],
    ] as const) {
      const adjusted = await client.post(`${a.base}/warehouses/${warehouse.ulid}/adjustments`, {
        sku_id: skuId,
        quantity,
        reason: 'Counted',
      });
      expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    }
    // What an inventory report writes: the marketplace's figures beside the ledger's.
    await setReportedQuantities(server.ctx.db, {
      organisationId: a.id,
      warehouseId: warehouse.id,
      quantities: [
        { skuId: mug, quantity: 7 },
        { skuId: cup, quantity: 12 },
        { skuId: bowl, quantity: 5 },
      ],
    });

    const report = await health(a.members.viewer?.client as TestClient, a.base);
    expect(report.discrepancies.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(
      report.discrepancies.data.map((row) => [
        row.sku.sku_id,
        row.ledger_quantity,
        row.reported_quantity,
        row.difference,
      ]),
    ).toEqual([
      ['CUP', 0, 12, 12],
      ['MUG', 10, 7, -3],
    ]);
    expect(report.discrepancies.data[0]).toMatchObject({
      warehouse: { ulid: warehouse.ulid, name: 'Amazon UK' },
      sku: { id: cup, display_name: 'CUP' },
    });
    // The ledger itself is consistent: the check finds nothing.
    expect(report.ledger_check).toMatchObject({
      checked: 3,
      stock_mismatches: 0,
      total_mismatches: 0,
      count_mismatches: 0,
    });

    const second = await health(client, a.base, '?page=2&per_page=1');
    expect(second.discrepancies.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(second.discrepancies.data.map((row) => row.sku.sku_id)).toEqual(['MUG']);

    const other = await health(b.client, b.base);
    expect(other.discrepancies).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 },
    });
  });

  it('reports the ledger check’s mismatches for the organisation alone', async () => {
    const { a, b } = await twoOrganisations();
    const sku = await created(a.owner.client.post(`${a.base}/skus`, { sku_id: 'LOST' }));
    const warehouse = await insertWarehouse(server, a.id, 'Back room');
    // Stock the ledger never recorded: warehouse_stock (and the SKU's total) say 4, the ledger 0.
    await insertStock(server, {
      organisationId: a.id,
      warehouseId: warehouse.id,
      skuId: sku.id,
      quantity: 4,
    });

    const report = await health(a.owner.client, a.base);
    expect(report.ledger_check).toMatchObject({
      checked: 1,
      stock_mismatches: 1,
      total_mismatches: 1,
      count_mismatches: 0,
    });
    expect(Date.parse(report.ledger_check.checked_at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await health(b.client, b.base)).ledger_check).toMatchObject({
      checked: 0,
      stock_mismatches: 0,
      total_mismatches: 0,
    });
  });
});

describe('the stored ledger check', () => {
  it('is what the page shows until the job checks again, and a stock change queues that job once per window', async () => {
    const { a } = await twoOrganisations();
    const sku = await created(a.owner.client.post(`${a.base}/skus`, { sku_id: 'LATER' }));
    const warehouse = await insertWarehouse(server, a.id, 'Back room');
    const first = (await health(a.owner.client, a.base)).ledger_check;
    expect(first).toMatchObject({ checked: 0, stock_mismatches: 0 });

    // Stock the ledger never recorded: the page still shows the stored check…
    await insertStock(server, {
      organisationId: a.id,
      warehouseId: warehouse.id,
      skuId: sku.id,
      quantity: 4,
    });
    expect((await health(a.owner.client, a.base)).ledger_check).toEqual(first);
    // …until the job runs it again.
    await inTenant(server.ctx.db, a.id, (tx) => checkAndStoreLedger(tx, a.id));
    const again = (await health(a.owner.client, a.base)).ledger_check;
    expect(again).toMatchObject({ checked: 1, stock_mismatches: 1, total_mismatches: 1 });
    expect(Date.parse(again.checked_at)).toBeGreaterThanOrEqual(Date.parse(first.checked_at));

    const queued: { id?: string | undefined; startAfterSeconds?: number | undefined }[] = [];
    const event = (occurredAt: Date) => ({
      id: 1,
      transactionId: '1',
      occurredAt,
      organisationId: a.id,
      type: 'stock.changed' as const,
      aggregate: 'organisation',
      payload: { skuIds: [sku.id] },
    });
    const enqueue = async (_job: unknown, _payload: unknown, options?: (typeof queued)[number]) => {
      queued.push(options ?? {});
      return 'job';
    };
    const now = new Date();
    for (const occurredAt of [now, new Date(now.getTime() + 1000), new Date(now.getTime() + 3_600_000)])
      await ledgerCheckFollowsStock.handle({ tx: server.ctx.db as never, event: event(occurredAt), enqueue });
    // One job per organisation and hour: the first two changes share an id, the next hour's differs.
    expect(queued[0]?.id).toBe(queued[1]?.id);
    expect(queued[2]?.id).not.toBe(queued[0]?.id);
    expect(queued[0]?.startAfterSeconds).toBeGreaterThan(0);
    expect(queued[0]?.startAfterSeconds).toBeLessThanOrEqual(LEDGER_CHECK_WINDOW_SECONDS);
  });
});

describe('the organisation’s jobs', () => {
  it('counts queued and running jobs, and lists a failed one with its error, to its organisation only', async () => {
    const { a, b } = await twoOrganisations();
    const jobs = server.ctx.jobs;
    await jobs.enqueue(probeJob, { organisationId: a.id, key: 'later-a' }, { startAfterSeconds: 3600 });
    const failing = await jobs.enqueue(probeJob, { organisationId: a.id, key: 'flaky-list' });

    const failed = await jobInState(a.owner.client, a.base, failing, 'failed');
    expect(failed).toMatchObject({
      name: 'stock-health-probe',
      retry_count: 0,
      error: 'The marketplace refused flaky-list',
      retryable: true,
    });
    expect(failed.completed_on).not.toBeNull();
    // The queue runs one probe at a time: this one holds it until released below.
    await jobs.enqueue(probeJob, { organisationId: a.id, key: 'hold-a' });
    await vi.waitFor(async () => expect((await health(a.owner.client, a.base)).jobs.running).toBe(1), {
      timeout: 15_000,
      interval: 200,
    });
    const report = await health(a.members.viewer?.client as TestClient, a.base);
    expect(report.jobs).toMatchObject({ queued: 1, running: 1, failed: 1, retried: 0 });
    expect(report.jobs.recent.map((job) => job.id)).toEqual([failing]);

    // B's payloads name B: nothing of A's shows, and A's jobs cannot be retried from B.
    const other = await health(b.client, b.base);
    expect(other.jobs).toEqual({ queued: 0, running: 0, failed: 0, retried: 0, recent: [], throttled: [] });
    expect((await b.client.post(`${b.base}/stock/health/jobs/${failing}/retry`)).status).toBe(404);

    releaseHeld();
    await vi.waitFor(async () => expect((await health(a.owner.client, a.base)).jobs.running).toBe(0), {
      timeout: 15_000,
      interval: 200,
    });
    expect(runs.get('hold-a')).toBe(1);
  });

  it('lets an admin, not a viewer, run a failed job again, which then succeeds', async () => {
    const { a } = await twoOrganisations();
    const id = await server.ctx.jobs.enqueue(probeJob, { organisationId: a.id, key: 'flaky-retry' });
    await jobInState(a.owner.client, a.base, id, 'failed');
    expect(runs.get('flaky-retry')).toBe(1);

    const viewer = a.members.viewer?.client as TestClient;
    expect((await viewer.post(`${a.base}/stock/health/jobs/${id}/retry`)).status).toBe(403);
    expect(runs.get('flaky-retry')).toBe(1);

    const admin = a.members.admin?.client as TestClient;
    const retried = await admin.post(`${a.base}/stock/health/jobs/${id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    expect(retried.body.data).toMatchObject({ id, retryable: false });
    expect(['retry', 'active', 'completed']).toContain(retried.body.data.state);

    const done = await jobInState(admin, a.base, id, 'completed');
    expect(done).toMatchObject({ retry_count: 1, error: null, retryable: false });
    expect(runs.get('flaky-retry')).toBe(2);
    expect((await health(admin, a.base)).jobs).toMatchObject({ failed: 0, retried: 1 });

    // A job that has not failed (any more), or that does not exist, is not retried.
    expect((await admin.post(`${a.base}/stock/health/jobs/${id}/retry`)).status).toBe(404);
    expect(
      (await admin.post(`${a.base}/stock/health/jobs/7d3f1a52-4a4e-4c4b-9a61-3e8f5b2c1d00/retry`)).status,
    ).toBe(404);
    expect((await admin.post(`${a.base}/stock/health/jobs/not-a-job/retry`)).status).toBe(404);
  });
});
