import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { inventoryMovements, warehouseStock } from './inventory.tables.ts';
import { deriveWarehouseStock } from './ledger-history.repository.ts';

const server = useTestServer();

describe('deriving warehouse stock from a bulk-written ledger', () => {
  it('sums each pair, dates a stockout by the movement that emptied it, as recordMovements does, and keeps what reports state', async () => {
    const { organisation } = await signUp(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const warehouse = await insertWarehouse(server, organisationId, 'FBA Test');
    const emptied = await seedSku(db, organisationId, { skuId: 'EMPTIED' });
    const neverStocked = await seedSku(db, organisationId, { skuId: 'NEVER' });
    const stocked = await seedSku(db, organisationId, { skuId: 'STOCKED' });
    const move = (skuId: number, quantity: number, day: string) => ({
      organisationId,
      warehouseId: warehouse.id,
      skuId,
      type: quantity > 0 ? 'receipt' : 'adjustment',
      quantity,
      occurredAt: new Date(`${day}T12:00:00Z`),
      sourceType: 'test',
    });
    await db.insert(inventoryMovements).values([
      move(emptied.id, 5, '2024-05-01'),
      move(emptied.id, -5, '2024-05-02'), // emptied here
      move(emptied.id, -1, '2024-05-03'), // a later shrink while already out
      move(neverStocked.id, -2, '2024-05-01'),
      move(stocked.id, 5, '2024-05-01'),
      move(stocked.id, -5, '2024-05-02'),
      move(stocked.id, 3, '2024-05-04'),
    ]);

    await deriveWarehouseStock(db, {
      organisationId,
      reported: { warehouseIds: [warehouse.id], shortSkuIds: [stocked.id], shortBy: 2 },
    });

    const stockOf = async (skuId: number) =>
      (
        await db
          .select()
          .from(warehouseStock)
          .where(and(eq(warehouseStock.organisationId, organisationId), eq(warehouseStock.skuId, skuId)))
      )[0];
    expect(await stockOf(emptied.id)).toMatchObject({
      quantity: -1,
      outOfStockDate: '2024-05-02',
      inventoryCache: 0,
    });
    expect(await stockOf(neverStocked.id)).toMatchObject({
      quantity: -2,
      outOfStockDate: null,
      inventoryCache: 0,
    });
    expect(await stockOf(stocked.id)).toMatchObject({ quantity: 3, outOfStockDate: null, inventoryCache: 1 });
  });
});
