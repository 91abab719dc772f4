import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { inventoryMovements, warehouseStock } from './inventory.tables.ts';
import { deriveWarehouseStock } from './ledger-history.repository.ts';
import { redateEmptiedWarehouseStock } from './ledger-history.usecases.ts';
import { recordMovements } from './record-movements.usecase.ts';

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

  it('re-dates an empty row by its history once a back-dated movement emptied it', async () => {
    const { organisation } = await signUp(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const hub = await insertWarehouse(server, organisationId, 'Hub');
    const other = await insertWarehouse(server, organisationId, 'Elsewhere');
    const sku = await seedSku(db, organisationId, { skuId: 'SHIPPED-LATE' });
    const move = (warehouseId: number, quantity: number, day: string) => ({
      organisationId,
      warehouseId,
      skuId: sku.id,
      type: quantity > 0 ? 'receipt' : 'adjustment',
      quantity,
      occurredAt: new Date(`${day}T12:00:00Z`),
      sourceType: 'test',
    });
    await db
      .insert(inventoryMovements)
      .values([
        move(hub.id, 10, '2024-05-01'),
        move(hub.id, -4, '2024-05-05'),
        move(hub.id, 4, '2024-05-06'),
        move(hub.id, -6, '2024-05-08'),
        move(other.id, 3, '2024-05-01'),
      ]);
    await deriveWarehouseStock(db, {
      organisationId,
      reported: { warehouseIds: [], shortSkuIds: [], shortBy: 0 },
    });
    // Shipped on the 3rd, recorded afterwards: the batch's own day, though the 8th emptied it.
    await recordMovements({
      db,
      organisationId,
      movements: [
        {
          warehouseId: hub.id,
          skuId: sku.id,
          type: 'transfer_out',
          quantity: -4,
          occurredAt: new Date('2024-05-03T16:00:00Z'),
          sourceType: 'test',
        },
        {
          warehouseId: other.id,
          skuId: sku.id,
          type: 'adjustment',
          quantity: -3,
          occurredAt: new Date('2024-05-02T16:00:00Z'),
          sourceType: 'test',
        },
      ],
    });
    const stockOf = async (warehouseId: number) =>
      (
        await db
          .select()
          .from(warehouseStock)
          .where(
            and(
              eq(warehouseStock.organisationId, organisationId),
              eq(warehouseStock.warehouseId, warehouseId),
              eq(warehouseStock.skuId, sku.id),
            ),
          )
      )[0];
    expect(await stockOf(hub.id)).toMatchObject({ quantity: 0, outOfStockDate: '2024-05-03' });

    const { rows } = await redateEmptiedWarehouseStock({ tx: db, organisationId, warehouseIds: [hub.id] });
    expect(rows).toBe(1);
    expect(await stockOf(hub.id)).toMatchObject({ quantity: 0, outOfStockDate: '2024-05-08' });
    // Only the warehouses asked for; a right date stays.
    expect(await stockOf(other.id)).toMatchObject({ quantity: 0, outOfStockDate: '2024-05-02' });
    expect(
      (await redateEmptiedWarehouseStock({ tx: db, organisationId, warehouseIds: [hub.id, other.id] })).rows,
    ).toBe(0);
  });
});
