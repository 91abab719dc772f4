import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { salesChannelFactsAs } from '../sales-channels/sales-channels.facts.ts';
import { storeOrderFactsAs } from '../store-orders/store-orders.facts.ts';

interface Range {
  organisationId: number;
  from: string;
  to: string;
  timeZone: string;
}

/** Per calendar day of the range: units in store orders (not cancelled). */
export async function unitsOrderedPerDay(db: Executor, { organisationId, from, to, timeZone }: Range) {
  const rows = await queryRows<{ day: string; units: string }>(
    db,
    sql`select to_char((o.purchase_date at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, sum(o.units) as units
        from ${storeOrderFactsAs('o')}
        where o.organisation_id = ${organisationId} and o.status <> 'Cancelled'
          and o.purchase_date >= (${from}::date::timestamp at time zone ${timeZone})
          and o.purchase_date < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1`,
  );
  return rows.map((row) => ({ day: row.day, units: Number(row.units) }));
}

/** Units and orders per sales channel name over the range, most units first. */
export async function unitsPerChannel(db: Executor, { organisationId, from, to, timeZone }: Range) {
  const rows = await queryRows<{ name: string; units: string; orders: string }>(
    db,
    sql`select coalesce(c.name, o.sales_channel_name, 'Unknown') as name, sum(o.units) as units, count(*) as orders
        from ${storeOrderFactsAs('o')}
        left join ${salesChannelFactsAs('c')} on c.organisation_id = o.organisation_id and c.id = o.sales_channel_id
        where o.organisation_id = ${organisationId} and o.status <> 'Cancelled'
          and o.purchase_date >= (${from}::date::timestamp at time zone ${timeZone})
          and o.purchase_date < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ name: row.name, units: Number(row.units), orders: Number(row.orders) }));
}
