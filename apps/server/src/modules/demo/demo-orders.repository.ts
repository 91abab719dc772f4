import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { movementFactsAs } from '../inventory/inventory.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';
import type { DemoDailySale } from './demo-orders.domain.ts';

/**
 * The demo ledger's sales since `since` (and before `until`, when given), summed per SKU,
 * warehouse and UTC day, in day order: what the demo's store orders are made from.
 * `warehouseKeyOf` names a warehouse id's key.
 */
export async function demoDailySales(
  db: Executor,
  {
    organisationId,
    since,
    until,
    warehouseKeyOf,
  }: {
    organisationId: number;
    since: Date;
    until?: Date;
    warehouseKeyOf: (id: number) => string | undefined;
  },
): Promise<DemoDailySale[]> {
  const rows = await queryRows<{
    sku_id: number | string;
    seller_sku: string;
    asin: string | null;
    name: string | null;
    cogs: number | string | null;
    warehouse_id: number | string;
    day: string;
    units: number;
  }>(
    db,
    sql`
      select m.sku_id, s.sku_id as seller_sku, s.asin, s.name, s.cogs, m.warehouse_id,
        to_char((m.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        (-sum(m.quantity))::int as units
      from ${movementFactsAs('m')}
      join ${skuFactsAs('s')} on s.organisation_id = m.organisation_id and s.id = m.sku_id
      where m.organisation_id = ${organisationId} and m.type = 'sale' and m.occurred_at >= ${since}
        and (${until ?? null}::timestamptz is null or m.occurred_at < ${until ?? null}::timestamptz)
      group by m.sku_id, s.sku_id, s.asin, s.name, s.cogs, m.warehouse_id, day
      order by day, m.sku_id, m.warehouse_id`,
  );
  return rows.flatMap((row) => {
    const warehouse = warehouseKeyOf(Number(row.warehouse_id));
    if (!warehouse || row.units <= 0) return [];
    return [
      {
        skuId: Number(row.sku_id),
        sellerSku: row.seller_sku,
        asin: row.asin,
        name: row.name,
        cogs: row.cogs === null ? null : Number(row.cogs),
        warehouse,
        day: new Date(`${row.day}T00:00:00Z`),
        units: row.units,
      },
    ];
  });
}

/**
 * Statistics for the ledger and SKUs the seed's transaction has just written (the seed runs as the
 * tables' owner, which may analyse), so the sales query above plans on them.
 */
export async function analyseLedgerTables(db: Executor): Promise<void> {
  await db.execute(sql`analyze inventory_movements, skus`);
}
