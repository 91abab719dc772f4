import { count, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, executeCount } from '../../db/client.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';

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

/** Appends generated movements to an organisation's ledger in one statement. */
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
export async function copyLedgerHistories(
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

/**
 * Derives warehouse_stock from the organisation's ledger: the sum per (warehouse, SKU), and for
 * what stands at zero the date of the movement that emptied it (the last step of the running
 * balance from above zero to zero or below). FBA warehouses also get the quantity their reports
 * state (inventory_cache), a few units off for some SKUs, as real reports are.
 */
export async function deriveWarehouseStock(db: Executor, { organisationId }: { organisationId: number }) {
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
      case when w.is_fulfillment_center
        then greatest(0, t.quantity - case when t.sku_id % 37 = 0 then 2 else 0 end) end,
      -- As recordMovements does: dated only when a movement took stock from above zero to zero.
      case when t.quantity <= 0 then (t.emptied_at at time zone 'UTC')::date end,
      t.last_at
    from totals t
    join warehouses w on w.organisation_id = ${organisationId} and w.id = t.warehouse_id`);
}

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
