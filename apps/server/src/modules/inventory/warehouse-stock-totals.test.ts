import type { MovementType } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation, created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from './record-movements.usecase.ts';

const server = useTestServer();

describe('the warehouses’ kept stock totals (warehouse_stock_totals)', () => {
  it('stay the sum of the warehouse’s stock rows and the SKUs above zero through every stock write', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const skus = await Promise.all(
      ['ONE', 'TWO', 'THREE'].map((sku_id) => created(client.post(`${base}/skus`, { sku_id }))),
    );
    const [one, two, three] = skus.map((sku) => sku.id as number);
    const shelf = await insertWarehouse(server, organisationId, 'Shelf');
    const yard = await insertWarehouse(server, organisationId, 'Yard');
    const kept = () =>
      queryRows<{ warehouse_id: string; units: string; skus_in_stock: string }>(
        db,
        sql`select warehouse_id::text, units::text, skus_in_stock::text from warehouse_stock_totals
            where organisation_id = ${organisationId} and (units <> 0 or skus_in_stock <> 0) order by 1`,
      );
    const summed = () =>
      queryRows<{ warehouse_id: string; units: string; skus_in_stock: string }>(
        db,
        sql`select warehouse_id::text, sum(quantity)::text as units,
              count(*) filter (where quantity > 0)::text as skus_in_stock
            from warehouse_stock where organisation_id = ${organisationId}
            group by warehouse_id having sum(quantity) <> 0 or count(*) filter (where quantity > 0) <> 0 order by 1`,
      );
    const move = (
      skuId: number | undefined,
      warehouseId: number,
      quantity: number,
      type: MovementType = 'adjustment',
    ) => ({
      skuId: skuId as number,
      warehouseId,
      quantity,
      type,
      occurredAt: new Date(),
      sourceType: 'manual',
    });
    const steps = [
      [move(one, shelf.id, 10), move(two, shelf.id, 5), move(three, yard.id, 3)],
      [move(one, shelf.id, -10, 'sale'), move(two, yard.id, 4)],
      [move(three, yard.id, -5, 'lost')],
    ];
    for (const [index, movements] of steps.entries()) {
      await recordMovements({ db, organisationId, movements });
      expect(await kept(), `step ${index + 1}`).toEqual(await summed());
    }
    // Shelf: ONE at 0, TWO at 5; Yard: TWO at 4, THREE at −2.
    expect(await kept()).toEqual([
      { warehouse_id: String(shelf.id), units: '5', skus_in_stock: '1' },
      { warehouse_id: String(yard.id), units: '2', skus_in_stock: '1' },
    ]);
    const warehouses = await client.get<{ data: { ulid: string; stock: number; sku_count: number }[] }>(
      `${base}/warehouses?per_page=50`,
    );
    expect(warehouses.body.data.find((row) => row.ulid === shelf.ulid)).toMatchObject({
      stock: 5,
      sku_count: 1,
    });
  });
});
