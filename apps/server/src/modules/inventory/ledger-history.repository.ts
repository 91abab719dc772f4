import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, executeCount, queryRows } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { inventoryMovements, warehouseStock } from './inventory.tables.ts';

/*
 * The ledger's history in bulk, for generated data (the demo, benches, test fixtures): loads that
 * bypass recordMovements, which would take minutes for years of history, the stock derived from
 * them in one statement, and reads over a whole history.
 */

export interface LedgerRow {
  warehouseId: number;
  skuId: number;
  type: string;
  quantity: number;
  /** Seconds since the epoch. */
  occurredAt: number;
  sourceId: string | null;
  reason: string | null;
}

/**
 * A whole column as one PostgreSQL array literal, sent as a single text parameter and cast on
 * the server: `insert … select from unnest(…)` then loads any number of rows in one statement
 * with a handful of parameters, the same on PGlite and node-postgres (no 65,535-parameter limit,
 * no driver-specific array serialisation).
 */
function pgArray(values: readonly (string | number | null)[], type: 'bigint' | 'int' | 'text'): SQL {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  });
  return sql`(${`{${items.join(',')}}`}::text)::${sql.raw(type)}[]`;
}

/** Appends generated movements (source type `demo`) to an organisation's ledger in one statement. */
export async function insertLedgerRows(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly LedgerRow[] },
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into inventory_movements
      (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type, source_id, reason)
    select ${organisationId}, m.warehouse_id, m.sku_id, m.type, m.quantity, to_timestamp(m.occurred_at),
      'demo', m.source_id, m.reason
    from unnest(
      ${pgArray(
        rows.map((row) => row.warehouseId),
        'bigint',
      )},
      ${pgArray(
        rows.map((row) => row.skuId),
        'bigint',
      )},
      ${pgArray(
        rows.map((row) => row.type),
        'text',
      )},
      ${pgArray(
        rows.map((row) => row.quantity),
        'int',
      )},
      ${pgArray(
        rows.map((row) => row.occurredAt),
        'bigint',
      )},
      ${pgArray(
        rows.map((row) => row.sourceId),
        'text',
      )},
      ${pgArray(
        rows.map((row) => row.reason),
        'text',
      )}
    ) as m(warehouse_id, sku_id, type, quantity, occurred_at, source_id, reason)`);
}

/**
 * Gives each SKU of `copySkuIds` the ledger history of a SKU of `sourceSkuIds` (the i-th copy
 * that of source i mod n), in the same warehouses, in one statement: the sources' movements are
 * read once (a bulk load may have dropped the index that finds a SKU's). Returns the movements
 * written.
 */
export async function copyLedgerRows(
  db: Executor,
  {
    organisationId,
    sourceSkuIds,
    copySkuIds,
  }: { organisationId: number; sourceSkuIds: readonly number[]; copySkuIds: readonly number[] },
): Promise<number> {
  if (!copySkuIds.length || !sourceSkuIds.length) return 0;
  const sources = copySkuIds.map((_, i) => sourceSkuIds[i % sourceSkuIds.length] as number);
  return executeCount(
    db,
    sql`
    insert into inventory_movements
      (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type, source_id, reason)
    select m.organisation_id, m.warehouse_id, c.copy_id, m.type, m.quantity, m.occurred_at,
      m.source_type, m.source_id, m.reason
    from unnest(${pgArray(copySkuIds, 'bigint')}, ${pgArray(sources, 'bigint')}) as c(copy_id, source_id)
    join inventory_movements m on m.organisation_id = ${organisationId} and m.sku_id = c.source_id`,
  );
}

/** What external reports state of the derived stock (inventory_cache): see deriveWarehouseStock. */
export interface DerivedReports {
  /** The warehouses whose reports state a quantity (the others' inventory_cache stays null). */
  warehouseIds: readonly number[];
  /** SKUs the reports count `shortBy` units fewer of than the ledger holds (never below zero). */
  shortSkuIds: readonly number[];
  shortBy: number;
}

/**
 * Derives warehouse_stock from the organisation's ledger: the sum per (warehouse, SKU), and for
 * what stands at zero the date of the movement that emptied it (the last step of the running
 * balance from above zero to zero or below). The warehouses of `reported` also get the quantity
 * their reports state (inventory_cache).
 */
export async function deriveWarehouseStock(
  db: Executor,
  { organisationId, reported }: { organisationId: number; reported: DerivedReports },
) {
  await db.execute(sql`
    with running as (
      select warehouse_id, sku_id, quantity, occurred_at,
        sum(quantity) over (partition by warehouse_id, sku_id order by occurred_at, id) as balance
      from inventory_movements
      where organisation_id = ${organisationId}
    ), totals as (
      select warehouse_id, sku_id, sum(quantity)::int as quantity, max(occurred_at) as last_at,
        max(occurred_at) filter (where balance <= 0 and balance - quantity > 0) as emptied_at
      from running
      group by warehouse_id, sku_id
    )
    insert into warehouse_stock
      (organisation_id, warehouse_id, sku_id, quantity, inventory_cache, out_of_stock_date, updated_at)
    select ${organisationId}, t.warehouse_id, t.sku_id, t.quantity,
      case when t.warehouse_id = any(${bigintArray(reported.warehouseIds)})
        then greatest(0, t.quantity - case when t.sku_id = any(${bigintArray(reported.shortSkuIds)})
          then ${reported.shortBy}::int else 0 end) end,
      -- As recordMovements does: dated only when a movement took stock from above zero to zero.
      case when t.quantity <= 0 then (t.emptied_at at time zone 'UTC')::date end,
      t.last_at
    from totals t`);
}

/**
 * Dates the empty stock rows of these warehouses as deriveWarehouseStock does (the movement that
 * last took the running balance from above zero to zero or below), where movements recorded
 * afterwards with earlier dates moved that step: recordMovements dates by the batch's latest
 * movement, and a back-dated one is not the latest of the warehouse's history.
 */
export async function redateEmptiedStock(
  db: Executor,
  { organisationId, warehouseIds }: { organisationId: number; warehouseIds: readonly number[] },
): Promise<number> {
  if (!warehouseIds.length) return 0;
  return executeCount(
    db,
    sql`
    with running as (
      select warehouse_id, sku_id, quantity, occurred_at,
        sum(quantity) over (partition by warehouse_id, sku_id order by occurred_at, id) as balance
      from inventory_movements
      where organisation_id = ${organisationId} and warehouse_id = any(${bigintArray(warehouseIds)})
    ), emptied as (
      select warehouse_id, sku_id,
        ((max(occurred_at) filter (where balance <= 0 and balance - quantity > 0)) at time zone 'UTC')::date as day
      from running
      group by warehouse_id, sku_id
    )
    update warehouse_stock as ws set out_of_stock_date = e.day
    from emptied e
    where ws.organisation_id = ${organisationId} and ws.warehouse_id = e.warehouse_id
      and ws.sku_id = e.sku_id and ws.quantity <= 0 and ws.out_of_stock_date is distinct from e.day`,
  );
}

/** The organisation's warehouse_stock rows, and how many of them stand at zero or below. */
export async function countWarehouseStock(db: Executor, { organisationId }: { organisationId: number }) {
  const [row] = await db
    .select({
      rows: count(),
      empty: sql<number>`count(*) filter (where ${warehouseStock.quantity} <= 0)`.mapWith(Number),
    })
    .from(warehouseStock)
    .where(eq(warehouseStock.organisationId, organisationId));
  return { rows: row?.rows ?? 0, empty: row?.empty ?? 0 };
}

/** The organisation's ledger rows of one source type (`transfer`: those its transfers wrote). */
export async function countMovementsOfSource(
  db: Executor,
  { organisationId, sourceType }: { organisationId: number; sourceType: string },
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.organisationId, organisationId),
        eq(inventoryMovements.sourceType, sourceType),
      ),
    );
  return row?.value ?? 0;
}

/**
 * SKUs the warehouse held at least `units` of at every moment since `since`, with that lowest
 * balance, the 20 highest first: what a shipment sent back then could take without the history
 * ever going below zero (a balance counts from the movement that set it, so the one standing at
 * `since` counts too, and a SKU first moved inside the window had none before it).
 */
export async function stockedSince(
  db: Executor,
  {
    organisationId,
    warehouseId,
    since,
    units,
  }: { organisationId: number; warehouseId: number; since: Date; units: number },
) {
  return queryRows<{ skuId: number; quantity: number }>(
    db,
    sql`select sku_id::int as "skuId", min(balance)::int as quantity from (
          select sku_id, balance, occurred_at,
            lead(occurred_at) over (partition by sku_id order by occurred_at, id) as next_at
          from (select sku_id, occurred_at, id,
                  sum(quantity) over (partition by sku_id order by occurred_at, id) as balance
                from inventory_movements
                where organisation_id = ${organisationId} and warehouse_id = ${warehouseId}) running
        ) spans
        where coalesce(next_at, 'infinity'::timestamptz) >= ${since.toISOString()}::timestamptz
        group by sku_id
        -- Before its first movement a SKU had nothing: that must lie before the window too.
        having min(balance) >= ${units} and min(occurred_at) < ${since.toISOString()}::timestamptz
        order by quantity desc, sku_id limit 20`,
  );
}
