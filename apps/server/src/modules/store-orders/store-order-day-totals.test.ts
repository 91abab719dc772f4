import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('the store orders’ kept day totals (store_order_day_totals)', () => {
  it('stay what the orders sum to through new, rewritten, cancelled and deleted orders and a new time zone', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const kept = () =>
      queryRows<Record<string, string>>(
        db,
        sql`select day::text, sales_channel_id::text, sales_channel_name, units::text, orders::text
            from store_order_day_totals where organisation_id = ${organisationId} and (units <> 0 or orders <> 0)
            order by 1, 2, 3`,
      );
    const rebuilt = async () => {
      await db.execute(sql`select store_order_day_totals_rebuild(array[${organisationId}]::bigint[])`);
      return kept();
    };
    const [source] = await queryRows<{ id: number }>(
      db,
      sql`insert into report_sources (organisation_id, ulid, uuid, name, type)
        values (${organisationId}, ${ulid()}, gen_random_uuid(), 'Orders', 'manual') returning id`,
    );
    // 40 orders over four days, two of them at 23:30 UTC, one in ten without a channel name.
    await db.execute(sql`insert into store_orders (organisation_id, report_source_id, order_id, purchase_date,
        status, fulfillment_channel, currency, units, item_count, item_total, sales_channel_name)
      select ${organisationId}, ${source?.id}, 'D-' || n,
        timestamptz '2026-03-01 12:00+00' + make_interval(days => n % 4) + case when n < 3 then interval '11 hours 30 minutes' else interval '0' end,
        case when n % 7 = 0 then 'Cancelled' else 'Shipped' end, 'AFN', 'USD', 1 + n % 3, 1, 100,
        case when n % 10 = 0 then null else 'Amazon.com' end
      from generate_series(1, 40) as n`);
    const first = await kept();
    expect(first.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(40 - 5);
    expect(first).toEqual(await rebuilt());

    const steps = [
      sql`update store_orders set units = units + 2 where organisation_id = ${organisationId} and order_id in ('D-1', 'D-2')`,
      sql`update store_orders set status = 'Cancelled' where organisation_id = ${organisationId} and order_id = 'D-3'`,
      sql`update store_orders set status = 'Shipped' where organisation_id = ${organisationId} and order_id = 'D-7'`,
      sql`update store_orders set purchase_date = purchase_date - interval '3 days' where organisation_id = ${organisationId} and order_id = 'D-4'`,
      sql`delete from store_orders where organisation_id = ${organisationId} and order_id in ('D-5', 'D-14')`,
    ];
    for (const [index, step] of steps.entries()) {
      await db.execute(step);
      expect(await kept(), `step ${index + 1}`).toEqual(await rebuilt());
    }
    const before = await kept();
    const changed = await client.put(`${base}/forecasts/settings`, {
      time_zone: 'Asia/Tokyo',
      cover_days: 30,
    });
    expect(changed.status).toBe(200);
    const east = await kept();
    expect(east).not.toEqual(before);
    expect(east).toEqual(await rebuilt());
  });
});
