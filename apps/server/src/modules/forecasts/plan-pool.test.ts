import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.usecase.ts';
import { recomputeQueuedForecasts } from './forecasts.jobs.ts';
import { queueLength, queueSkus } from './forecasts.repository.ts';
import { forecastQueue, forecasts } from './forecasts.tables.ts';
import { inlinePlanRunner, type PlanRunner, threadPlanRunner } from './plan-pool.worker.ts';

/**
 * The models can run on worker threads while the next batch's facts are read: the forecasts
 * written must be exactly those of the models run on the calling thread, and a batch that fails
 * leaves its SKUs queued without losing the batches before it.
 */
let handle: DatabaseHandle;
let organisationId: number;
const threads = threadPlanRunner({ threads: 2 });

beforeAll(async () => {
  handle = await openTestDatabase();
  const seeded = await seedDemo({
    db: handle.db,
    options: { skus: 30, days: 120, seed: 5, email: 'threads@example.com', orders: false },
  });
  organisationId = seeded.organisation.id;
}, 120_000);

afterAll(async () => {
  await threads.close();
  await handle?.close();
});

const now = () => new Date('2026-11-27T08:00:00Z');

async function storedForecasts() {
  const rows = await handle.db
    .select()
    .from(forecasts)
    .where(eq(forecasts.organisationId, organisationId))
    .orderBy(asc(forecasts.skuId));
  return rows.map(({ statusRank: _rank, ...row }) => row);
}

describe('forecast models on worker threads', () => {
  it('write the same forecasts as on the calling thread, batch after batch', async () => {
    // Only the visible SKUs (the seed's stock writes queued its hidden one too).
    await handle.db.delete(forecastQueue).where(eq(forecastQueue.organisationId, organisationId));
    const visible = await queueSkus(handle.db, { organisationId });
    expect(visible).toBeGreaterThan(20);
    const inline = await recomputeQueuedForecasts({
      db: handle.db,
      organisationId,
      batchSize: 7,
      now,
      planner: inlinePlanRunner,
    });
    expect(inline.computed).toBe(visible);
    const onThisThread = await storedForecasts();

    // Forget the results, so that only the threaded run can bring them back.
    expect(await queueSkus(handle.db, { organisationId })).toBe(visible);
    await handle.db
      .update(forecasts)
      .set({ units: [], generatedAt: null, reorderDate: null })
      .where(eq(forecasts.organisationId, organisationId));
    const threaded = await recomputeQueuedForecasts({
      db: handle.db,
      organisationId,
      batchSize: 7,
      now,
      planner: threads,
    });
    expect(threaded).toEqual(inline);
    expect(threads.completed()).toBe(Math.ceil(visible / 7));
    expect(await storedForecasts()).toEqual(onThisThread);
    expect(await queueLength(handle.db, { organisationId })).toBe(0);
  }, 120_000);

  it('stop at a batch whose models fail, keeping the batches before it and queueing the rest', async () => {
    const visible = await queueSkus(handle.db, { organisationId });
    let batches = 0;
    const failing: PlanRunner = {
      batchesInFlight: 3,
      plan: async (batch) => {
        batches += 1;
        if (batches === 2) throw new Error('model failed');
        return threads.plan(batch);
      },
      close: async () => undefined,
    };
    await expect(
      recomputeQueuedForecasts({ db: handle.db, organisationId, batchSize: 7, now, planner: failing }),
    ).rejects.toThrow('model failed');
    const queued = await handle.db
      .select({ skuId: forecastQueue.skuId })
      .from(forecastQueue)
      .where(eq(forecastQueue.organisationId, organisationId))
      .orderBy(asc(forecastQueue.skuId));
    // The first batch was written and left the queue; the failed one and those after it stay.
    expect(queued.length).toBe(visible - 7);
  }, 120_000);

  it('stop taking batches once the instance is stopping, writing those under way and leaving the rest queued', async () => {
    await handle.db.delete(forecastQueue).where(eq(forecastQueue.organisationId, organisationId));
    const visible = await queueSkus(handle.db, { organisationId });
    const stopping = new AbortController();
    let batches = 0;
    const stopsAfterTwo: PlanRunner = {
      batchesInFlight: 1,
      plan: async (batch) => {
        batches += 1;
        if (batches === 2) stopping.abort();
        return inlinePlanRunner.plan(batch);
      },
      close: async () => undefined,
    };
    const result = await recomputeQueuedForecasts({
      db: handle.db,
      organisationId,
      batchSize: 7,
      now,
      planner: stopsAfterTwo,
      stopping: stopping.signal,
    });
    expect(batches).toBe(2);
    expect(result.computed).toBe(14);
    expect(await queueLength(handle.db, { organisationId })).toBe(visible - 14);
    // An aborted signal takes nothing at all.
    const none = await recomputeQueuedForecasts({
      db: handle.db,
      organisationId,
      now,
      planner: inlinePlanRunner,
      stopping: stopping.signal,
    });
    expect(none).toEqual({ computed: 0, withoutHistory: 0, left: 0 });
    expect(await queueLength(handle.db, { organisationId })).toBe(visible - 14);
  }, 120_000);
});
