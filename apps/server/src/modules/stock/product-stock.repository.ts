import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { movementFactsAs, warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts, skuFactsAs } from '../skus/skus.facts.ts';
import { warehouseFacts, warehouseFactsAs } from '../warehouses/warehouses.facts.ts';

export interface ProductKey {
  organisationId: number;
  productId: number;
}

export async function productExists(db: Executor, { organisationId, productId }: ProductKey) {
  const [row] = await db
    .select({ id: productFacts.id })
    .from(productFacts)
    .where(and(eq(productFacts.organisationId, organisationId), eq(productFacts.id, productId)))
    .limit(1);
  return row !== undefined;
}

export interface WarehouseDayRow {
  warehouse_id: string | number;
  ulid: string;
  name: string;
  day: string;
  quantity: string | number;
}

/**
 * A product's stock at the end of each day from `from` to `to` (UTC days) in every warehouse
 * where its SKUs ever moved up to `to`, in one statement: the opening balance (all movements
 * before `from`) plus a running sum of the daily movements over a generated calendar.
 */
export async function productStockByDay(
  db: Executor,
  {
    organisationId,
    productId,
    from,
    to,
  }: { organisationId: number; productId: number; from: string; to: string },
): Promise<WarehouseDayRow[]> {
  return queryRows<WarehouseDayRow>(
    db,
    sql`
    with product_skus as (
      select s.id from ${skuFactsAs('s')} where s.organisation_id = ${organisationId} and s.product_id = ${productId}
    ),
    moves as (
      select m.warehouse_id, m.occurred_at, m.quantity
      from ${movementFactsAs('m')}
      where m.organisation_id = ${organisationId}
        and m.sku_id in (select id from product_skus)
        and m.occurred_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
    ),
    opening as (
      select warehouse_id, sum(quantity) as quantity from moves
      where occurred_at < (${from}::date::timestamp at time zone 'UTC')
      group by warehouse_id
    ),
    daily as (
      select warehouse_id, (occurred_at at time zone 'UTC')::date as day, sum(quantity) as quantity
      from moves
      where occurred_at >= (${from}::date::timestamp at time zone 'UTC')
      group by warehouse_id, day
    ),
    days as (
      select day::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as day
    )
    select w.id as warehouse_id, w.ulid, w.name, to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(o.quantity, 0)
             + sum(coalesce(dl.quantity, 0)) over (partition by w.id order by d.day) as quantity
    from (select distinct warehouse_id from moves) t
    join ${warehouseFactsAs('w')} on w.organisation_id = ${organisationId} and w.id = t.warehouse_id
    cross join days d
    left join opening o on o.warehouse_id = w.id
    left join daily dl on dl.warehouse_id = w.id and dl.day = d.day
    order by w.name, w.id, d.day`,
  );
}

/** The stock rows of a product's SKUs, grouped by the caller per warehouse. */
export async function productStockRows(db: Executor, { organisationId, productId }: ProductKey) {
  return db
    .select({
      warehouseId: warehouseFacts.id,
      ulid: warehouseFacts.ulid,
      name: warehouseFacts.name,
      isFulfillmentCenter: warehouseFacts.isFulfillmentCenter,
      skuId: skuFacts.id,
      skuCode: skuFacts.skuId,
      quantity: warehouseStockFacts.quantity,
    })
    .from(warehouseStockFacts)
    .innerJoin(
      skuFacts,
      and(
        eq(skuFacts.organisationId, warehouseStockFacts.organisationId),
        eq(skuFacts.id, warehouseStockFacts.skuId),
      ),
    )
    .innerJoin(
      warehouseFacts,
      and(
        eq(warehouseFacts.organisationId, warehouseStockFacts.organisationId),
        eq(warehouseFacts.id, warehouseStockFacts.warehouseId),
      ),
    )
    .where(and(eq(warehouseStockFacts.organisationId, organisationId), eq(skuFacts.productId, productId)))
    .orderBy(asc(warehouseFacts.name), asc(warehouseFacts.id), asc(skuFacts.skuId));
}
