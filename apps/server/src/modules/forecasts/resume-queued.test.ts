import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { resumeQueuedRecomputes } from './forecasts.jobs.ts';
import { queueLength, queueSkus } from './forecasts.repository.ts';

const server = useTestServer();

/**
 * A stop can leave SKUs queued with no recompute job to take them (the job recorded as done as the
 * process exits): the next start queues a recompute for every organisation that has some.
 */
describe('a start after a stop', () => {
  it('queues a recompute for the organisations with SKUs left queued, which takes them', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    for (const sku_id of ['MAT-1', 'MAT-2'])
      expect((await client.post(`${base}/skus`, { sku_id })).status).toBe(201);
    await backgroundSettled(server, organisation.id);
    const organisationId = organisation.id;
    expect(await queueLength(server.ctx.db, { organisationId })).toBe(0);

    // What a cut-short recompute leaves: SKUs queued, no job.
    expect(await queueSkus(server.ctx.db, { organisationId })).toBe(2);
    expect(await resumeQueuedRecomputes({ db: server.ctx.db, jobs: server.ctx.jobs })).toBeGreaterThanOrEqual(
      1,
    );
    await backgroundSettled(server, organisationId);
    expect(await queueLength(server.ctx.db, { organisationId })).toBe(0);
  });
});
