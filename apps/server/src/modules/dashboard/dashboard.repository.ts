import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { movementFactsAs } from '../inventory/inventory.facts.ts';
import { salesChannelFactsAs } from '../sales-channels/sales-channels.facts.ts';
import { ofVisibleSku } from '../skus/skus.facts.ts';
import { storeOrderFactsAs } from '../store-orders/store-orders.facts.ts';

interface Range {
  organisationId: number;
  from: string;
  to: string;
  timeZone: string;
}

/** Per calendar day of the range: units in ledger sales and in store orders (not cancelled). */
export async function unitsSoldPerDay(db: Executor, { organisationId, from, to, timeZone }: Range) {
  const rows = await queryRows<{ day: string; ledger: string | null; ordered: string | null }>(
    db,
    sql`with ledger as (
          select (m.occurred_at at time zone ${timeZone})::date as day, sum(-m.quantity) as units
          from ${movementFactsAs('m')}
          where m.organisation_id = ${organisationId} and m.type = 'sale'
            and m.occurred_at >= (${from}::date::timestamp at time zone ${timeZone})
            and m.occurred_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
          group by 1
        ), ordered as (
          select (o.purchase_date at time zone ${timeZone})::date as day, sum(o.units) as units
          from ${storeOrderFactsAs('o')}
          where o.organisation_id = ${organisationId} and o.status <> 'Cancelled'
            and o.purchase_date >= (${from}::date::timestamp at time zone ${timeZone})
            and o.purchase_date < ((${to}::date + 1)::timestamp at time zone ${timeZone})
          group by 1
        )
        select to_char(coalesce(l.day, o.day), 'YYYY-MM-DD') as day, l.units as ledger, o.units as ordered
        from ledger l full join ordered o on o.day = l.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    ledger: Number(row.ledger ?? 0),
    ordered: Number(row.ordered ?? 0),
  }));
}

/**
 * The ledger's net change per calendar day of the visible SKUs, from `from` on (hidden SKUs left
 * out, as today's stock leaves them): the dashboard walks back from today's stock through them.
 */
export async function stockChanges(db: Executor, { organisationId, from, timeZone }: Omit<Range, 'to'>) {
  const changes = await queryRows<{ day: string; net: string }>(
    db,
    sql`select to_char((m.occurred_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, sum(m.quantity) as net
        from ${movementFactsAs('m')}
        where m.organisation_id = ${organisationId}
          and m.occurred_at >= (${from}::date::timestamp at time zone ${timeZone})
          and ${ofVisibleSku(sql`m.organisation_id`, sql`m.sku_id`)}
        group by 1`,
  );
  return changes.map((row) => ({ day: row.day, net: Number(row.net) }));
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
