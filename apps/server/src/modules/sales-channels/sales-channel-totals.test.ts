import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation, created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';

const server = useTestServer();

describe('the sales channels’ kept totals (sales_channel_totals)', () => {
  it('stay the count of each channel’s listings and the sum of their SKUs’ stock through every write', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const channel = async (name: string) =>
      (await created(client.post(`${base}/sales-channels`, { name, type: 'other' }))).id as number;
    const shop = await channel('Web shop');
    const fair = await channel('Trade fair');
    const sku = async (sku_id: string, sales_channel_ids: number[]) =>
      (await created(client.post(`${base}/skus`, { sku_id, sales_channel_ids }))).id as number;
    const one = await sku('ONE', [shop]);
    const two = await sku('TWO', [shop, fair]);
    const three = await sku('THREE', []);
    let four = 0;
    const shelf = await insertWarehouse(server, organisationId, 'Shelf');
    const yard = await insertWarehouse(server, organisationId, 'Yard');

    type Totals = { sales_channel_id: string; listed_skus: string; units: string }[];
    const kept = () =>
      queryRows<Totals[number]>(
        db,
        sql`select sales_channel_id::text, listed_skus::text, units::text from sales_channel_totals
            where organisation_id = ${organisationId} and (listed_skus <> 0 or units <> 0) order by 1`,
      );
    const summed = () =>
      queryRows<Totals[number]>(
        db,
        sql`select l.sales_channel_id::text, count(*)::text as listed_skus,
              coalesce(sum((select sum(ws.quantity) from warehouse_stock ws
                where ws.organisation_id = l.organisation_id and ws.sku_id = l.sku_id)), 0)::text as units
            from sku_listings l where l.organisation_id = ${organisationId}
            group by 1 order by 1`,
      );
    const move = (skuId: number, warehouseId: number, quantity: number) => ({
      skuId,
      warehouseId,
      quantity,
      type: 'adjustment' as const,
      occurredAt: new Date(),
      sourceType: 'manual',
    });
    const steps: [string, () => Promise<unknown>][] = [
      [
        'stock arrives',
        () =>
          recordMovements({
            db,
            organisationId,
            movements: [
              move(one, shelf.id, 10),
              move(two, shelf.id, 5),
              move(two, yard.id, 2),
              move(three, yard.id, 7),
            ],
          }),
      ],
      [
        'stock leaves',
        () =>
          recordMovements({
            db,
            organisationId,
            movements: [move(one, shelf.id, -4), move(two, yard.id, -2)],
          }),
      ],
      ['a SKU listed on a channel', () => client.put(`${base}/skus/${three}`, { sales_channel_ids: [fair] })],
      ['a SKU taken off one channel', () => client.put(`${base}/skus/${two}`, { sales_channel_ids: [fair] })],
      ['a new SKU listed on both', async () => (four = await sku('FOUR', [shop, fair]))],
      // The API deletes only a SKU without stock history; one with stock goes only with its
      // organisation, channels and all (migration 0069 says why that matters).
      ['a listed SKU deleted', () => client.delete(`${base}/skus/${four}`)],
    ];
    for (const [step, write] of steps) {
      await write();
      expect(await kept(), step).toEqual(await summed());
    }
    // The web shop: ONE (6); the fair: TWO (5) and THREE (7).
    expect(await kept()).toEqual([
      { sales_channel_id: String(shop), listed_skus: '1', units: '6' },
      { sales_channel_id: String(fair), listed_skus: '2', units: '12' },
    ]);
    const list = await client.get<{ data: { id: number; sku_count: number; stock: number }[] }>(
      `${base}/sales-channels?sort=sku_count&sortDesc=true`,
    );
    expect(list.body.data.map(({ id, sku_count, stock }) => ({ id, sku_count, stock }))).toEqual([
      { id: fair, sku_count: 2, stock: 12 },
      { id: shop, sku_count: 1, stock: 6 },
    ]);

    // A channel deleted (there is no route: with its organisation) takes its row with it, and its
    // listings' removal inserts none again.
    await db.execute(
      sql`delete from sales_channels where organisation_id = ${organisationId} and id = ${shop}`,
    );
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select sales_channel_id::text as id from sales_channel_totals where organisation_id = ${organisationId}`,
    );
    expect(rows.map((row) => row.id)).toEqual([String(fair)]);
  });
});
