import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { organisations } from './organisations.tables.ts';

const server = useTestServer();

describe('deleting an organisation', () => {
  it('takes its catalog, stock and ledger with it and leaves other organisations alone', async () => {
    const doomed = await signUp(server);
    const kept = await signUp(server);
    for (const account of [doomed, kept]) {
      const base = `/api/organisations/${account.organisation.ulid}`;
      const warehouse = await account.client.post(`${base}/warehouses`, { name: 'Main' });
      expect(warehouse.status).toBe(201);
      const sku = await account.client.post(`${base}/skus`, { sku_id: 'TENT-1' });
      expect(sku.status).toBe(201);
      const adjusted = await account.client.post(
        `${base}/warehouses/${warehouse.body.data.ulid}/adjustments`,
        {
          sku_id: sku.body.data.id,
          quantity: 5,
          reason: 'count',
        },
      );
      expect(adjusted.status).toBe(201);
      // Documents naming the SKU and warehouse: their rows must not hold the cascade up.
      const depot = await account.client.post(`${base}/warehouses`, { name: 'Depot' });
      const transfer = await account.client.post(`${base}/transfers`, {
        outgoing_warehouse_id: warehouse.body.data.id,
        destination_warehouse_id: depot.body.data.id,
        items: [{ ulid: '01kaz0000000000000000000aa', sku_id: sku.body.data.id, quantity_shipped: 2 }],
      });
      expect(transfer.status).toBe(201);
      expect((await account.client.post(`${base}/transfers/${transfer.body.data.id}/ship`, {})).status).toBe(
        200,
      );
      const supplier = await account.client.post(`${base}/suppliers`, { name: 'Maker' });
      const order = await account.client.post(`${base}/purchase-orders`, {
        supplier_id: supplier.body.data.id,
        warehouse_id: warehouse.body.data.id,
        lines: [{ sku_id: sku.body.data.id, quantity: 3, unit_cost: '1.00' }],
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
    }

    await server.ctx.db.delete(organisations).where(eq(organisations.id, doomed.organisation.id));

    const remaining = async (table: string, organisationId: number) =>
      (
        await queryRows<{ n: number }>(
          server.ctx.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
        )
      )[0]?.n;
    for (const table of [
      'inventory_movements',
      'transfers',
      'transfer_items',
      'transfer_events',
      'purchase_orders',
      'purchase_order_lines',
      'warehouse_stock',
      'skus',
      'warehouses',
      'fulfillment_centers',
    ]) {
      expect(await remaining(table, doomed.organisation.id), table).toBe(0);
      expect(await remaining(table, kept.organisation.id), table).toBeGreaterThan(0);
    }
  });
});
