import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { inventoryMovements, warehouseStock } from './inventory.tables.ts';
import type { MovementInput } from './ledger.domain.ts';
import { recordMovements } from './record-movements.usecase.ts';

const server = useTestServer();

async function setUp() {
  const owner = await signUp(server);
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const organisationId = owner.organisation.id;
  const warehouse = await createWarehouseViaApi(owner.client, base);
  const sku = await seedSku(server.ctx.db, organisationId);
  const move = (quantity: number, extra: Partial<MovementInput> = {}): MovementInput => ({
    warehouseId: warehouse.id,
    skuId: sku.id,
    type: quantity > 0 ? 'receipt' : 'sale',
    quantity,
    occurredAt: new Date('2024-05-01T12:00:00Z'),
    sourceType: 'test',
    ...extra,
  });
  return { owner, base, organisationId, warehouse, sku, move };
}

async function stockOf(organisationId: number, warehouseId: number, skuId: number) {
  const [row] = await server.ctx.db
    .select()
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.organisationId, organisationId),
        eq(warehouseStock.warehouseId, warehouseId),
        eq(warehouseStock.skuId, skuId),
      ),
    );
  return row;
}

async function ledgerOf(organisationId: number) {
  return server.ctx.db
    .select()
    .from(inventoryMovements)
    .where(eq(inventoryMovements.organisationId, organisationId));
}

describe('recordMovements', () => {
  it('appends the rows and adds their sum to warehouse stock', async () => {
    const { organisationId, warehouse, sku, move } = await setUp();
    const db = server.ctx.db;
    const first = await recordMovements({ db, organisationId, movements: [move(10), move(-3)] });
    expect(first.movements.map((row) => row.quantity)).toEqual([10, -3]);
    expect(first.stock).toEqual([
      { warehouseId: warehouse.id, skuId: sku.id, quantity: 7, outOfStockDate: null },
    ]);
    await recordMovements({ db, organisationId, movements: [move(5)] });
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.quantity).toBe(12);
    expect(await ledgerOf(organisationId)).toHaveLength(3);
  });

  it('skips movements whose idempotency key was recorded before, and applies only what it wrote', async () => {
    const { organisationId, warehouse, sku, move } = await setUp();
    const db = server.ctx.db;
    await recordMovements({
      db,
      organisationId,
      movements: [move(10, { idempotencyKey: 'report-1:line-1' })],
    });
    const again = await recordMovements({
      db,
      organisationId,
      movements: [
        move(10, { idempotencyKey: 'report-1:line-1' }),
        move(4, { idempotencyKey: 'report-1:line-2' }),
      ],
    });
    expect(again.movements.map((row) => row.idempotencyKey)).toEqual(['report-1:line-2']);
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.quantity).toBe(14);
    expect(await ledgerOf(organisationId)).toHaveLength(2);
  });

  it('treats a key repeated inside one batch as one movement', async () => {
    const { organisationId, warehouse, sku, move } = await setUp();
    await recordMovements({
      db: server.ctx.db,
      organisationId,
      movements: [move(6, { idempotencyKey: 'dup' }), move(6, { idempotencyKey: 'dup' })],
    });
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.quantity).toBe(6);
  });

  it('keys are per organisation: another organisation may use the same key', async () => {
    const one = await setUp();
    const two = await setUp();
    const key = { idempotencyKey: 'shared-key' };
    await recordMovements({
      db: server.ctx.db,
      organisationId: one.organisationId,
      movements: [one.move(1, key)],
    });
    await recordMovements({
      db: server.ctx.db,
      organisationId: two.organisationId,
      movements: [two.move(2, key)],
    });
    expect((await stockOf(two.organisationId, two.warehouse.id, two.sku.id))?.quantity).toBe(2);
  });

  it('dates running out of stock and clears the date when stock returns', async () => {
    const { organisationId, warehouse, sku, move } = await setUp();
    const db = server.ctx.db;
    const on = (day: string) => ({ occurredAt: new Date(`${day}T09:00:00Z`) });
    await recordMovements({ db, organisationId, movements: [move(3, on('2024-05-01'))] });
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.outOfStockDate).toBeNull();
    const out = await recordMovements({ db, organisationId, movements: [move(-3, on('2024-05-04'))] });
    expect(out.stock[0]?.outOfStockDate).toBe('2024-05-04');
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.outOfStockDate).toBe('2024-05-04');
    // Oversold later: still out since the 4th.
    await recordMovements({ db, organisationId, movements: [move(-1, on('2024-05-06'))] });
    expect((await stockOf(organisationId, warehouse.id, sku.id))?.outOfStockDate).toBe('2024-05-04');
    await recordMovements({ db, organisationId, movements: [move(5, on('2024-05-08'))] });
    const back = await stockOf(organisationId, warehouse.id, sku.id);
    expect(back).toMatchObject({ quantity: 4, outOfStockDate: null });
  });

  it('refuses another organisation’s warehouse or SKU and writes nothing', async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const db = server.ctx.db;
    const foreignSku = recordMovements({
      db,
      organisationId: mine.organisationId,
      movements: [mine.move(1), mine.move(1, { skuId: theirs.sku.id })],
    });
    await expect(foreignSku).rejects.toMatchObject({
      status: 422,
      code: 'inventory.invalid_sku',
      errors: { sku_id: ['The selected sku is invalid.'] },
    });
    const foreignWarehouse = recordMovements({
      db,
      organisationId: mine.organisationId,
      movements: [mine.move(1, { warehouseId: theirs.warehouse.id })],
    });
    await expect(foreignWarehouse).rejects.toMatchObject({
      status: 422,
      code: 'inventory.invalid_warehouse',
      errors: { warehouse_id: ['The selected warehouse is invalid.'] },
    });
    expect(await ledgerOf(mine.organisationId)).toHaveLength(0);
    expect(await stockOf(mine.organisationId, mine.warehouse.id, mine.sku.id)).toBeUndefined();
  });

  it('joins a caller’s transaction: when the caller rolls back, neither ledger nor stock changed', async () => {
    const { organisationId, warehouse, sku, move } = await setUp();
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await recordMovements({ db: tx, organisationId, movements: [move(9)] });
        throw new Error('caller failed after recording');
      }),
    ).rejects.toThrow('caller failed');
    expect(await ledgerOf(organisationId)).toHaveLength(0);
    expect(await stockOf(organisationId, warehouse.id, sku.id)).toBeUndefined();
  });

  it('refuses malformed movements before touching the database', async () => {
    const { organisationId, move } = await setUp();
    await expect(
      recordMovements({ db: server.ctx.db, organisationId, movements: [move(1.5)] }),
    ).rejects.toThrow(/integer/);
  });
});
