import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testDatabaseUrl } from '../../testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.usecase.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
import { recomputeQueuedForecasts } from './forecasts.jobs.ts';
import { queueSkus } from './forecasts.repository.ts';
import { forecastQueue } from './forecasts.tables.ts';

/**
 * An action moving a SKU's stock holds it until it commits; the background recompute writing
 * plans meanwhile must neither wait for it while holding other rows (on PostgreSQL the two
 * deadlocked: the recompute wrote forecasts then stock rows, the action stock rows then, through
 * its projection, forecasts) nor overwrite it: it plans the others and leaves that SKU queued.
 * PostgreSQL only (PGlite's one connection never sees another transaction).
 */
describe.skipIf(!testDatabaseUrl())('the forecast recompute beside an action moving stock', () => {
  let handle: DatabaseHandle;
  let organisationId: number;
  let warehouseId: number;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const seeded = await seedDemo({
      db: handle.db,
      options: { skus: 12, days: 60, seed: 3, email: 'locks@example.com', orders: false },
    });
    organisationId = seeded.organisation.id;
    const [warehouse] = await handle.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.organisationId, organisationId))
      .limit(1);
    warehouseId = warehouse?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const queued = async () =>
    (
      await handle.db
        .select({ skuId: forecastQueue.skuId })
        .from(forecastQueue)
        .where(eq(forecastQueue.organisationId, organisationId))
        .orderBy(asc(forecastQueue.skuId))
    ).map((row) => row.skuId);

  it('plans every other SKU at once, and the moved one once the action is done', async () => {
    await handle.db.delete(forecastQueue).where(eq(forecastQueue.organisationId, organisationId));
    const visible = await queueSkus(handle.db, { organisationId });
    const [moved] = await queued();
    expect(visible).toBeGreaterThan(5);
    let release: () => void = () => undefined;
    let recorded: () => void = () => undefined;
    const isRecorded = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const action = handle.db.transaction(async (tx) => {
      await recordMovements({
        db: tx,
        organisationId,
        movements: [
          {
            warehouseId,
            skuId: moved as number,
            type: 'adjustment',
            quantity: 3,
            occurredAt: new Date(),
            sourceType: 'manual',
          },
        ],
      });
      recorded();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isRecorded;
    const meanwhile = await recomputeQueuedForecasts({ db: handle.db, organisationId, batchSize: 4 });
    release();
    await action;
    expect(meanwhile).toMatchObject({ computed: visible - 1, left: 1 });
    expect(await queued()).toEqual([moved]);
    const after = await recomputeQueuedForecasts({ db: handle.db, organisationId });
    expect(after).toMatchObject({ computed: 1, left: 0 });
    expect(await queued()).toEqual([]);
  }, 60_000);
});
