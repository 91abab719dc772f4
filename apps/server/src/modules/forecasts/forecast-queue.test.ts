import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { queueSkus, takeQueuedSkus } from './forecasts.repository.ts';

const server = useTestServer();

describe('the forecast queue', () => {
  it('keeps a SKU queued to be refitted when its stock changes too, and makes a replan a refit when asked', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const skuId = async (sku_id: string) =>
      (await created(client.post(`${base}/skus`, { sku_id }))).id as number;
    const moved = await skuId('MOVED');
    const sold = await skuId('SOLD');
    await backgroundSettled(server, organisationId);
    const db = server.ctx.db;
    const queued = async () =>
      Object.fromEntries(
        (await takeQueuedSkus(db, { organisationId, limit: 10, afterSkuId: 0 })).map((row) => [
          row.skuId,
          row.refit,
        ]),
      );

    // Only its stock moved: a replan. Its sales came in first: the refit stays.
    await queueSkus(db, { organisationId, skuIds: [moved], refit: false });
    await queueSkus(db, { organisationId, skuIds: [sold] });
    await queueSkus(db, { organisationId, skuIds: [sold], refit: false });
    expect(await queued()).toEqual({ [moved]: false, [sold]: true });

    // Then something that moves its model too (a report's sales, a recompute asked for): a refit.
    await queueSkus(db, { organisationId, skuIds: [moved] });
    expect(await queued()).toEqual({ [moved]: true, [sold]: true });
  });
});
