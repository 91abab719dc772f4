import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../src/db/list-sql.ts';

/**
 * The best single statement we can write for each page the API serves, with the same joins
 * (product name, stock per SKU as kept with the ledger, listings with their marketplaces) and the total:
 * what a hand-tuned endpoint would send to the database. The API's time against it is the cost
 * of everything else.
 */
export interface SkuPageQuery {
  sort: 'sku_id' | 'stock';
  sortDesc: boolean;
  search?: string;
  needsAttention?: boolean;
  page: number;
  perPage: number;
}

export function skuPageSql(organisationId: number, query: SkuPageQuery): SQL {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = sql.join(
    [
      sql`s.organisation_id = ${organisationId}`,
      pattern
        ? sql`(s.search_text like lower(${pattern}) or s.product_id in (select id from products where organisation_id = ${organisationId} and name ilike ${pattern}))`
        : undefined,
      query.needsAttention ? sql`((s.product_id is null or s.cogs is null) and not s.is_hidden)` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const byStock = query.sort === 'stock';
  // Stock is never null: plain ASC/DESC on (quantity, sku_id) walks sku_stock_totals' index.
  const innerOrder = byStock
    ? sql`t.quantity ${direction}, t.sku_id ${direction}`
    : sql`s.sku_id ${direction} nulls last, s.id ${direction}`;
  const outerOrder = byStock ? sql`page.stock` : sql`page.sku_id`;
  // The unfiltered total is the organisation's kept SKU count (migration 0007); a filter counts.
  const total =
    pattern || query.needsAttention
      ? sql`(select count(*)::int from skus s
          left join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
          where ${where})`
      : sql`coalesce((select skus::int from organisation_sku_counts where organisation_id = ${organisationId}), 0)`;
  return sql`
    select page.*, ${total} as total,
      coalesce((select json_agg(json_build_object('sales_channel_id', l.sales_channel_id,
          'id', m.id, 'name', m.name, 'country_code', m.country_code) order by l.sales_channel_id)
        from sku_listings l
        join sales_channels c on c.organisation_id = l.organisation_id and c.id = l.sales_channel_id
        left join marketplaces m on m.id = c.marketplace_id
        where l.organisation_id = ${organisationId} and l.sku_id = page.id), '[]') as listings
    from (
      -- Stock per SKU is kept with the ledger (sku_stock_totals), so no stock row is summed here.
      select s.*, p.name as product_name, t.quantity::int as stock
      from skus s
      join sku_stock_totals t on t.organisation_id = s.organisation_id and t.sku_id = s.id
      left join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
      where ${where}
      order by ${innerOrder}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}
    ) page
    order by ${outerOrder} ${direction} nulls last, page.id ${direction}`;
}

/** A product's stock per warehouse with its SKUs' quantities, as the endpoint answers it. */
export function stockPerWarehouseSql(organisationId: number, productId: number): SQL {
  return sql`
    select w.id, w.ulid, w.name, w.is_fulfillment_center, sum(ws.quantity)::int as quantity,
      json_agg(json_build_object('id', s.id, 'sku_id', s.sku_id, 'quantity', ws.quantity) order by s.sku_id) as skus
    from warehouse_stock ws
    join skus s on s.organisation_id = ws.organisation_id and s.id = ws.sku_id
    join warehouses w on w.organisation_id = ws.organisation_id and w.id = ws.warehouse_id
    where ws.organisation_id = ${organisationId} and s.product_id = ${productId}
    group by w.id, w.ulid, w.name, w.is_fulfillment_center
    order by w.name, w.id`;
}

/** The sidebar's SKU badge: unmapped or without COGS, not hidden. */
export function skusNeedingAttentionSql(organisationId: number): SQL {
  return sql`select count(*)::int as count from skus
    where organisation_id = ${organisationId} and (product_id is null or cogs is null) and not is_hidden`;
}
