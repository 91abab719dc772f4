import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { countSkus, listSkus } from '../skus/skus-list.repository.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
import { skuStockTotals } from './inventory.tables.ts';
import { recordMovements } from './record-movements.usecase.ts';

/**
 * Issue 7, 13d: each SKU's stock over its warehouses and each organisation's SKU count are kept
 * in the same transaction as the writes (migration 0007's triggers), so the SKU list sorts by
 * stock and shows its total without aggregating per request; check:ledger proves them.
 */
let handle: DatabaseHandle;
let organisationId: number;
let other: number;
const warehouse: number[] = [];
const sku: number[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  const made = await handle.db
    .insert(organisations)
    .values([
      { ulid: ulid(), name: 'Totals' },
      { ulid: ulid(), name: 'Other' },
    ])
    .returning();
  organisationId = made[0]?.id ?? 0;
  other = made[1]?.id ?? 0;
  const placed = await handle.db
    .insert(warehouses)
    .values([
      { organisationId, ulid: ulid(), name: 'One' },
      { organisationId, ulid: ulid(), name: 'Two' },
    ])
    .returning();
  warehouse.push(...placed.map((row) => row.id));
  for (const code of ['A', 'B', 'C'])
    sku.push((await seedSku(handle.db, organisationId, { skuId: code })).id);
  await seedSku(handle.db, other, { skuId: 'OTHER' });
});

afterAll(async () => {
  await handle?.close();
});

const totals = async () =>
  Object.fromEntries(
    (
      await handle.db.select().from(skuStockTotals).where(eq(skuStockTotals.organisationId, organisationId))
    ).map((row) => [row.skuId, row.quantity]),
  );
const at = new Date('2026-01-05T10:00:00Z');
const move = (warehouseIndex: number, skuIndex: number, quantity: number) => ({
  warehouseId: warehouse[warehouseIndex] as number,
  skuId: sku[skuIndex] as number,
  type: 'adjustment' as const,
  quantity,
  occurredAt: at,
  sourceType: 'manual',
});

describe('stock totals and SKU counts', () => {
  it('give every new SKU a total of zero and count it', async () => {
    expect(await totals()).toEqual({ [sku[0] as number]: 0, [sku[1] as number]: 0, [sku[2] as number]: 0 });
    expect(await countSkus(handle.db, { organisationId, filters: {} })).toBe(3);
    expect(await countSkus(handle.db, { organisationId: other, filters: {} })).toBe(1);
  });

  it('follow the ledger over every warehouse, inserts and updates alike', async () => {
    await recordMovements({
      db: handle.db,
      organisationId,
      movements: [move(0, 0, 10), move(1, 0, 5), move(0, 1, 7), move(0, 2, 1)],
    });
    await recordMovements({ db: handle.db, organisationId, movements: [move(0, 0, -3), move(1, 2, 20)] });
    expect(await totals()).toEqual({ [sku[0] as number]: 12, [sku[1] as number]: 7, [sku[2] as number]: 21 });
  });

  it('are what the list sorts by and shows, without summing stock rows', async () => {
    const page = await listSkus(handle.db, {
      organisationId,
      query: { sort: 'stock', sortDesc: true },
      page: { limit: 2, offset: 0 },
    });
    expect(page.map((row) => [row.sku.skuId, row.stock])).toEqual([
      ['C', 21],
      ['A', 12],
    ]);
    const ascending = await listSkus(handle.db, {
      organisationId,
      query: { sort: 'stock', sortDesc: false },
    });
    expect(ascending.map((row) => row.stock)).toEqual([7, 12, 21]);
  });

  it('roll back with the ledger', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordMovements({ db: tx, organisationId, movements: [move(0, 1, 100)] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await totals())[sku[1] as number]).toBe(7);
  });

  it('lose a deleted SKU from the count, and a filtered total still counts rows', async () => {
    const extra = await seedSku(handle.db, organisationId, { skuId: 'GONE' });
    expect(await countSkus(handle.db, { organisationId, filters: {} })).toBe(4);
    await handle.db.delete(skus).where(eq(skus.id, extra.id));
    expect(await countSkus(handle.db, { organisationId, filters: {} })).toBe(3);
    expect(await countSkus(handle.db, { organisationId, filters: { search: 'A' } })).toBe(1);
    // The list passes its whole query: page and sort are not filters, the kept count answers.
    await handle.db.execute(
      sql`update organisation_sku_counts set skus = 30 where organisation_id = ${organisationId}`,
    );
    const listQuery = { page: 2, per_page: 25, sort: 'sku_id', sortDesc: false, search: undefined };
    expect(await countSkus(handle.db, { organisationId, filters: listQuery })).toBe(30);
    await handle.db.execute(
      sql`update organisation_sku_counts set skus = 3 where organisation_id = ${organisationId}`,
    );
  });

  it('are checked by check:ledger, which names a total or a count that drifted', async () => {
    expect(await checkLedger({ db: handle.db, organisationId })).toMatchObject({
      mismatches: [],
      totalMismatches: [],
      countMismatches: [],
    });
    await handle.db.execute(
      sql`update sku_stock_totals set quantity = quantity + 1 where organisation_id = ${organisationId} and sku_id = ${sku[1]}`,
    );
    await handle.db.execute(
      sql`update organisation_sku_counts set skus = 9 where organisation_id = ${organisationId}`,
    );
    const checked = await checkLedger({ db: handle.db, organisationId });
    expect(checked.totalMismatches).toEqual([
      { organisationId, skuId: sku[1], totalQuantity: 8, ledgerQuantity: 7 },
    ]);
    expect(checked.countMismatches).toEqual([{ organisationId, kept: 9, counted: 3 }]);
  });
});
