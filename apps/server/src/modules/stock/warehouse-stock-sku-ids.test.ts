import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('the warehouse stock table filtered by SKU ids', () => {
  it('keeps only the SKUs asked for (a transfer’s origin stock), with their rows at zero, and refuses a bad list', async () => {
    const { client, organisation } = await signUp(server, { name: 'Stock Keeper' });
    const base = `/api/organisations/${organisation.ulid}`;
    const warehouse = await createWarehouseViaApi(client, base);
    const path = `${base}/warehouses/${warehouse.ulid}`;
    const [a, b, c] = await Promise.all(
      ['SKU-A', 'SKU-B', 'SKU-C'].map((skuId) => seedSku(server.ctx.db, organisation.id, { skuId })),
    );
    if (!a || !b || !c) throw new Error('seeding failed');
    await client.post(`${path}/adjustments`, { sku_id: a.id, quantity: 4, reason: 'count' });
    await client.post(`${path}/adjustments`, { sku_id: b.id, quantity: 2, reason: 'count' });
    await client.post(`${path}/adjustments`, { sku_id: b.id, quantity: -2, reason: 'count' });
    await client.post(`${path}/adjustments`, { sku_id: c.id, quantity: 7, reason: 'count' });

    const picked = await client.get(`${path}/stock?sku_ids=${a.id},${b.id}&in_stock=all`);
    expect(picked.status).toBe(200);
    expect(picked.body.data.map((row: Json) => [row.sku.sku_id, row.quantity])).toEqual([
      ['SKU-A', 4],
      ['SKU-B', 0],
    ]);
    expect(picked.body.meta.total).toBe(2);
    const one = await client.get(`${path}/stock?sku_ids=${c.id}`);
    expect(one.body.data.map((row: Json) => row.sku.sku_id)).toEqual(['SKU-C']);
    // Without the filter the table is unchanged.
    expect((await client.get(`${path}/stock?in_stock=all`)).body.meta.total).toBe(3);

    for (const bad of ['a,b', '1,,2', '0', ' '])
      expect((await client.get(`${path}/stock?sku_ids=${encodeURIComponent(bad)}`)).status, bad).toBe(422);
  });

  it('never shows another organisation’s stock for its SKU ids', async () => {
    const owner = await signUp(server, { name: 'Owner' });
    const ownerBase = `/api/organisations/${owner.organisation.ulid}`;
    const ownerWarehouse = await createWarehouseViaApi(owner.client, ownerBase);
    const sku = await seedSku(server.ctx.db, owner.organisation.id, { skuId: 'PRIVATE-1' });
    await owner.client.post(`${ownerBase}/warehouses/${ownerWarehouse.ulid}/adjustments`, {
      sku_id: sku.id,
      quantity: 5,
      reason: 'count',
    });
    const other = await signUp(server, { name: 'Other' });
    const otherBase = `/api/organisations/${other.organisation.ulid}`;
    const otherWarehouse = await createWarehouseViaApi(other.client, otherBase);
    const mine = await other.client.get(
      `${otherBase}/warehouses/${otherWarehouse.ulid}/stock?sku_ids=${sku.id}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([]);
    expect(
      (await other.client.get(`${otherBase}/warehouses/${ownerWarehouse.ulid}/stock?sku_ids=${sku.id}`))
        .status,
    ).toBe(404);
  });
});
