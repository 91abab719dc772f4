import type { Executor } from '../../db/client.ts';
import { setProjectedOutOfStockDates } from './projected-out-of-stock.repository.ts';

/**
 * The day a forecast expects each (warehouse, SKU)'s stock to run out, kept on warehouse_stock
 * beside the day the ledger saw it run out. In the caller's transaction (`db`): the forecast
 * writes it with its own results.
 */
export async function recordProjectedOutOfStockDates({
  db,
  organisationId,
  dates,
}: {
  db: Executor;
  organisationId: number;
  dates: readonly { warehouseId: number; skuId: number; outOfStockDate: string | null }[];
}): Promise<void> {
  await setProjectedOutOfStockDates(db, { organisationId, dates });
}
