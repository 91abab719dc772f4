import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { warehouseStock } from './inventory.tables.ts';
import type { MovementInput } from './ledger.domain.ts';
import { recordMovements } from './record-movements.usecase.ts';

const server = useTestServer();

/** An organisation with 3 warehouses × 4 SKUs and 300 random movements recorded in batches. */
async function busyOrganisation() {
  const owner = await signUp(server);
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const organisationId = owner.organisation.id;
  const db = server.ctx.db;
  const warehouses = [];
  for (let index = 0; index < 3; index++) warehouses.push(await createWarehouseViaApi(owner.client, base));
  const skus = [];
  for (let index = 0; index < 4; index++) skus.push(await seedSku(db, organisationId));
  const expected = new Map<string, number>();
  for (let batch = 0; batch < 10; batch++) {
    const movements: MovementInput[] = [];
    for (let index = 0; index < 30; index++) {
      const warehouse = warehouses[(batch + index) % 3];
      const sku = skus[(batch * 7 + index) % 4];
      if (!warehouse || !sku) throw new Error('fixture');
      const quantity = ((batch * 31 + index * 17) % 41) - 15 || 1;
      movements.push({
        warehouseId: warehouse.id,
        skuId: sku.id,
        type: quantity > 0 ? 'receipt' : 'sale',
        quantity,
        occurredAt: new Date(Date.UTC(2024, 0, 1 + batch, index)),
        sourceType: 'test',
      });
      const key = `${warehouse.id}:${sku.id}`;
      expected.set(key, (expected.get(key) ?? 0) + quantity);
    }
    await recordMovements({ db, organisationId, movements });
  }
  return { organisationId, warehouses, skus, expected };
}

describe('the ledger consistency check', () => {
  it('passes after many movements, and stock equals the sums it was given', async () => {
    const { organisationId, expected } = await busyOrganisation();
    const result = await checkLedger({ db: server.ctx.db, organisationId });
    expect(result).toEqual({
      checked: expected.size,
      mismatches: [],
      totalMismatches: [],
      countMismatches: [],
    });
    const rows = await server.ctx.db
      .select()
      .from(warehouseStock)
      .where(eq(warehouseStock.organisationId, organisationId));
    expect(new Map(rows.map((row) => [`${row.warehouseId}:${row.skuId}`, row.quantity]))).toEqual(expected);
  });

  it('fails when someone changes warehouse_stock behind the ledger’s back', async () => {
    const { organisationId, warehouses, skus } = await busyOrganisation();
    const [warehouse] = warehouses;
    const [sku] = skus;
    if (!warehouse || !sku) throw new Error('fixture');
    const db = server.ctx.db;
    await db
      .update(warehouseStock)
      .set({ quantity: sql`${warehouseStock.quantity} + 5` })
      .where(
        and(
          eq(warehouseStock.organisationId, organisationId),
          eq(warehouseStock.warehouseId, warehouse.id),
          eq(warehouseStock.skuId, sku.id),
        ),
      );
    const { mismatches } = await checkLedger({ db, organisationId });
    expect(mismatches).toHaveLength(1);
    const [mismatch] = mismatches;
    expect(mismatch).toMatchObject({ organisationId, warehouseId: warehouse.id, skuId: sku.id });
    expect((mismatch?.stockQuantity ?? 0) - (mismatch?.ledgerQuantity ?? 0)).toBe(5);
  });

  it('catches a stock row without movements and movements whose stock row vanished', async () => {
    const owner = await signUp(server);
    const base = `/api/organisations/${owner.organisation.ulid}`;
    const organisationId = owner.organisation.id;
    const db = server.ctx.db;
    const warehouse = await createWarehouseViaApi(owner.client, base);
    const [moved, invented] = [await seedSku(db, organisationId), await seedSku(db, organisationId)];
    await recordMovements({
      db,
      organisationId,
      movements: [
        {
          warehouseId: warehouse.id,
          skuId: moved.id,
          type: 'receipt',
          quantity: 8,
          occurredAt: new Date(),
          sourceType: 'test',
        },
      ],
    });
    await db
      .delete(warehouseStock)
      .where(and(eq(warehouseStock.organisationId, organisationId), eq(warehouseStock.skuId, moved.id)));
    await db
      .insert(warehouseStock)
      .values({ organisationId, warehouseId: warehouse.id, skuId: invented.id, quantity: 3 });
    // A report's inventory_cache on a zero row is not a disagreement with the ledger.
    const cacheOnly = await seedSku(db, organisationId);
    await db.insert(warehouseStock).values({
      organisationId,
      warehouseId: warehouse.id,
      skuId: cacheOnly.id,
      quantity: 0,
      inventoryCache: 40,
    });

    const { checked, mismatches } = await checkLedger({ db, organisationId });
    expect(checked).toBe(3);
    expect(mismatches).toEqual(
      expect.arrayContaining([
        {
          organisationId,
          warehouseId: warehouse.id,
          skuId: moved.id,
          stockQuantity: null,
          ledgerQuantity: 8,
        },
        {
          organisationId,
          warehouseId: warehouse.id,
          skuId: invented.id,
          stockQuantity: 3,
          ledgerQuantity: null,
        },
      ]),
    );
    expect(mismatches).toHaveLength(2);
  });

  it('checks one organisation without reporting another’s problems', async () => {
    const broken = await busyOrganisation();
    const healthy = await busyOrganisation();
    await server.ctx.db
      .update(warehouseStock)
      .set({ quantity: 999_999 })
      .where(eq(warehouseStock.organisationId, broken.organisationId));
    expect(
      (await checkLedger({ db: server.ctx.db, organisationId: healthy.organisationId })).mismatches,
    ).toEqual([]);
    const everywhere = await checkLedger({ db: server.ctx.db });
    // Without a scope it sees every organisation (earlier tests in this file broke others too).
    const organisations = new Set(everywhere.mismatches.map((row) => row.organisationId));
    expect(organisations.has(broken.organisationId)).toBe(true);
    expect(organisations.has(healthy.organisationId)).toBe(false);
  });
});
