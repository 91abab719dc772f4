import type { SalesInterval } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { productFactsAs } from '../products/products.facts.ts';
import { salesChannelFactsAs } from '../sales-channels/sales-channels.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';

export interface PerformanceWindow {
  organisationId: number;
  channelId: number;
  interval: SalesInterval;
  /** Inclusive, UTC. */
  from: Date;
  /** Exclusive, UTC. */
  until: Date;
}

/**
 * A sales channel's performance is a figure of its store orders, so its queries live here, above
 * sales-channels (decision 22: a lower module's screen that needs a higher one's figures).
 */

/** Whether the channel is the organisation's. */
export async function salesChannelExists(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${salesChannelFactsAs('c')} where c.organisation_id = ${organisationId} and c.id = ${id}`,
  );
  return rows.length > 0;
}

/** The channel's orders in the window, not cancelled (one place for the three queries below). */
const channelOrders = ({ organisationId, channelId, from, until }: PerformanceWindow) => sql`
  select o.id, o.order_id, o.purchase_date, o.units, o.item_total, o.currency from store_orders o
  where o.organisation_id = ${organisationId} and o.sales_channel_id = ${channelId}
    and o.status <> 'Cancelled' and o.purchase_date >= ${from} and o.purchase_date < ${until}`;

/** Its orders' most common currency (the one revenue is added up in). */
export async function channelCurrency(db: Executor, window: PerformanceWindow): Promise<string | null> {
  const [row] = await queryRows<{ currency: string }>(
    db,
    sql`select currency from (${channelOrders(window)}) o where currency is not null
      group by currency order by count(*) desc, currency limit 1`,
  );
  return row?.currency ?? null;
}

export async function channelSeries(db: Executor, window: PerformanceWindow, currency: string | null) {
  const rows = await queryRows<{
    period: string;
    orders: number;
    units: number;
    revenue: string | number | null;
  }>(
    db,
    sql`select to_char(date_trunc(${window.interval}, o.purchase_date at time zone 'UTC'), 'YYYY-MM-DD') as period,
        count(*)::int as orders, coalesce(sum(o.units), 0)::int as units,
        sum(o.item_total) filter (where o.currency = ${currency}) as revenue
      from (${channelOrders(window)}) o group by 1 order by 1`,
  );
  return rows.map((row) => ({ ...row, revenue: row.revenue === null ? null : Number(row.revenue) }));
}

export async function channelTopSkus(
  db: Executor,
  window: PerformanceWindow,
  currency: string | null,
  limit = 10,
) {
  const rows = await queryRows<{
    sku_id: string | number;
    seller_sku: string;
    name: string | null;
    units: number;
    revenue: string | number | null;
  }>(
    db,
    // The channel's orders' items, each order's through its index (a lateral join kept apart by
    // OFFSET 0: joined as a set, or with the lateral pulled up, the planner read all 1.1 million
    // items to find the 20,000 of the channel's 90 days),
    // grouped and cut to the top ten before their names are joined.
    sql`with top as (
        select i.sku_id, i.seller_sku, sum(i.quantity)::int as units,
          sum(i.item_price) filter (where i.currency = ${currency}) as revenue
        from (${channelOrders(window)}) o
        cross join lateral (
          select s.sku_id, s.seller_sku, s.quantity, s.item_price, s.currency from store_order_items s
          where s.organisation_id = ${window.organisationId} and s.store_order_id = o.id
          offset 0
        ) i
        group by i.sku_id, i.seller_sku
        order by units desc, i.seller_sku limit ${limit}
      )
      select top.sku_id, top.seller_sku, coalesce(p.name, k.name) as name, top.units, top.revenue
      from top
      join ${skuFactsAs('k')} on k.organisation_id = ${window.organisationId} and k.id = top.sku_id
      left join ${productFactsAs('p')} on p.organisation_id = k.organisation_id and p.id = k.product_id
      order by top.units desc, top.seller_sku`,
  );
  return rows.map((row) => ({
    skuId: Number(row.sku_id),
    sellerSku: row.seller_sku,
    name: row.name,
    units: row.units,
    revenue: row.revenue === null ? null : Number(row.revenue),
  }));
}

/** Units the customers of these orders sent back (the customer returns report). */
export async function channelReturnedUnits(db: Executor, window: PerformanceWindow): Promise<number> {
  const [row] = await queryRows<{ units: number }>(
    db,
    sql`select coalesce(sum(r.quantity), 0)::int as units from store_order_returns r
      where r.organisation_id = ${window.organisationId}
        and r.order_id in (select order_id from (${channelOrders(window)}) o)`,
  );
  return row?.units ?? 0;
}
