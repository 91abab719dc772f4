import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
import { warehouseStock } from './inventory.tables.ts';

export interface ProductKey {
  organisationId: number;
  productId: number;
}

export async function productExists(db: Executor, { organisationId, productId }: ProductKey) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.organisationId, organisationId), eq(products.id, productId)))
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
      select id from skus where organisation_id = ${organisationId} and product_id = ${productId}
    ),
    moves as (
      select m.warehouse_id, m.occurred_at, m.quantity
      from inventory_movements m
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
    join warehouses w on w.organisation_id = ${organisationId} and w.id = t.warehouse_id
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
      warehouseId: warehouses.id,
      ulid: warehouses.ulid,
      name: warehouses.name,
      isFulfillmentCenter: warehouses.isFulfillmentCenter,
      skuId: skus.id,
      skuCode: skus.skuId,
      quantity: warehouseStock.quantity,
    })
    .from(warehouseStock)
    .innerJoin(
      skus,
      and(eq(skus.organisationId, warehouseStock.organisationId), eq(skus.id, warehouseStock.skuId)),
    )
    .innerJoin(
      warehouses,
      and(
        eq(warehouses.organisationId, warehouseStock.organisationId),
        eq(warehouses.id, warehouseStock.warehouseId),
      ),
    )
    .where(and(eq(warehouseStock.organisationId, organisationId), eq(skus.productId, productId)))
    .orderBy(asc(warehouses.name), asc(warehouses.id), asc(skus.skuId));
}
