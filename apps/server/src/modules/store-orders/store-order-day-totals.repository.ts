import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { salesChannelFactsAs } from '../sales-channels/sales-channels.facts.ts';

/**
 * The store orders' figures per day, summed from store_order_day_totals (migration 0061: kept by
 * the writes, per day of purchase in the organisation's time zone and sales channel; cancelled
 * orders are not in it).
 */
interface DayRange {
  organisationId: number;
  from: string;
  to: string;
}

/** Units ordered per day of the range (days without orders absent). */
export async function unitsOrderedPerDay(
  db: Executor,
  { organisationId, from, to }: DayRange,
): Promise<{ day: string; units: number }[]> {
  const rows = await queryRows<{ day: string; units: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(units)::text as units
        from store_order_day_totals
        where organisation_id = ${organisationId} and day between ${from}::date and ${to}::date
        group by day having sum(units) <> 0`,
  );
  return rows.map((row) => ({ day: row.day, units: Number(row.units) }));
}

/** Units and orders per sales channel name over the range, most units first. */
export async function unitsPerChannel(
  db: Executor,
  { organisationId, from, to }: DayRange,
): Promise<{ name: string; units: number; orders: number }[]> {
  const rows = await queryRows<{ name: string; units: string; orders: string }>(
    db,
    sql`select coalesce(c.name, nullif(t.sales_channel_name, ''), 'Unknown') as name,
          sum(t.units)::text as units, sum(t.orders)::text as orders
        from store_order_day_totals t
        left join ${salesChannelFactsAs('c')} on c.organisation_id = t.organisation_id and c.id = t.sales_channel_id
        where t.organisation_id = ${organisationId} and t.day between ${from}::date and ${to}::date
        group by 1 having sum(t.orders) <> 0 order by sum(t.units) desc, 1`,
  );
  return rows.map((row) => ({ name: row.name, units: Number(row.units), orders: Number(row.orders) }));
}
