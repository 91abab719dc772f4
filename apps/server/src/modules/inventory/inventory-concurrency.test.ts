import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { inventoryMovements, warehouseStock } from './inventory.tables.ts';
import type { MovementInput } from './ledger.domain.ts';
import { recordMovements } from './record-movements.usecase.ts';

/** Races need real connections in parallel: PGlite serves one at a time, so these run on PostgreSQL. */
describe.runIf(testDatabaseUrl())('stock under concurrent writers', () => {
  const server = useTestServer();

  it('40 parallel adjustments of one (warehouse, SKU) lose no update', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const warehouse = await createWarehouseViaApi(client, base);
    const sku = await seedSku(server.ctx.db, organisation.id);
    const quantities = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? -(index + 1) : index + 1));
    const responses = await Promise.all(
      quantities.map((quantity) =>
        client.post(`${base}/warehouses/${warehouse.ulid}/adjustments`, {
          sku_id: sku.id,
          quantity,
          reason: `parallel ${quantity}`,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(quantities.map(() => 201));

    const [stock] = await server.ctx.db
      .select()
      .from(warehouseStock)
      .where(and(eq(warehouseStock.organisationId, organisation.id), eq(warehouseStock.skuId, sku.id)));
    expect(stock?.quantity).toBe(quantities.reduce((sum, quantity) => sum + quantity, 0));
    const ledger = await server.ctx.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.organisationId, organisation.id));
    expect(ledger).toHaveLength(40);
    expect(await checkLedger({ db: server.ctx.db, organisationId: organisation.id })).toEqual({
      checked: 1,
      mismatches: [],
      // The per-SKU totals kept by triggers lose nothing to concurrent writers either.
      totalMismatches: [],
      countMismatches: [],
    });
  });

  it('the same idempotency key recorded by parallel writers lands once', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const warehouse = await createWarehouseViaApi(client, base);
    const sku = await seedSku(server.ctx.db, organisation.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        recordMovements({
          db: server.ctx.db,
          organisationId: organisation.id,
          movements: [
            {
              warehouseId: warehouse.id,
              skuId: sku.id,
              type: 'receipt',
              quantity: 7,
              occurredAt: new Date(),
              sourceType: 'report',
              idempotencyKey: 'doc-1:line-1',
            },
          ],
        }),
      ),
    );
    expect(results.filter((result) => result.movements.length === 1)).toHaveLength(1);
    const [stock] = await server.ctx.db
      .select()
      .from(warehouseStock)
      .where(and(eq(warehouseStock.organisationId, organisation.id), eq(warehouseStock.skuId, sku.id)));
    expect(stock?.quantity).toBe(7);
  });

  it('writers re-processing overlapping documents in opposite orders neither deadlock nor double-count', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const warehouse = await createWarehouseViaApi(client, base);
    const skus = [
      await seedSku(server.ctx.db, organisation.id),
      await seedSku(server.ctx.db, organisation.id),
    ];
    const lines: MovementInput[] = Array.from({ length: 2000 }, (_, index) => ({
      warehouseId: warehouse.id,
      skuId: skus[index % 2]?.id ?? 0,
      type: 'receipt',
      quantity: index + 1,
      occurredAt: new Date(),
      sourceType: 'report',
      idempotencyKey: `doc-2:line-${index}`,
    }));
    const batches = Array.from({ length: 12 }, (_, index) => (index % 2 ? [...lines].reverse() : lines));
    const results = await Promise.all(
      batches.map((movements) =>
        recordMovements({ db: server.ctx.db, organisationId: organisation.id, movements }),
      ),
    );
    expect(results.reduce((sum, result) => sum + result.movements.length, 0)).toBe(2000);
    const ledger = await server.ctx.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.organisationId, organisation.id));
    expect(ledger).toHaveLength(2000);
    expect(await checkLedger({ db: server.ctx.db, organisationId: organisation.id })).toEqual({
      checked: 2,
      mismatches: [],
      // The per-SKU totals kept by triggers lose nothing to concurrent writers either.
      totalMismatches: [],
      countMismatches: [],
    });
  });
});
