import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';

/**
 * Writes each (warehouse, SKU)'s projected out-of-stock date into warehouse_stock, in one
 * statement: only on rows still holding stock (on rows at zero or below the column keeps the day
 * the stock ran out, which the ledger sets), and only where it changes.
 */
export async function setProjectedOutOfStockDates(
  db: Executor,
  {
    organisationId,
    dates,
  }: {
    organisationId: number;
    dates: readonly { warehouseId: number; skuId: number; outOfStockDate: string | null }[];
  },
): Promise<void> {
  if (!dates.length) return;
  const days = `{${dates.map((each) => each.outOfStockDate ?? 'NULL').join(',')}}`;
  await db.execute(
    sql`update warehouse_stock as ws set out_of_stock_date = v.out_of_stock_date
        from unnest(${bigintArray(dates.map((each) => each.warehouseId))},
                    ${bigintArray(dates.map((each) => each.skuId))},
                    ${days}::date[]) as v(warehouse_id, sku_id, out_of_stock_date)
        where ws.organisation_id = ${organisationId} and ws.warehouse_id = v.warehouse_id
          and ws.sku_id = v.sku_id and ws.quantity > 0
          and ws.out_of_stock_date is distinct from v.out_of_stock_date`,
  );
}
