import type { Executor } from '../../db/client.ts';
import { countLedgerPairs, mismatchedLedgerPairs, mismatchedStockTotals } from './ledger-check.repository.ts';

export interface LedgerMismatch {
  organisationId: number;
  warehouseId: number;
  skuId: number;
  /** warehouse_stock.quantity, or null when there is no stock row. */
  stockQuantity: number | null;
  /** The sum of the ledger, or null when the pair has no movements. */
  ledgerQuantity: number | null;
}

/** A SKU whose kept total (sku_stock_totals) is not its ledger sum; null when it has no total row. */
export interface StockTotalMismatch {
  organisationId: number;
  skuId: number;
  totalQuantity: number | null;
  ledgerQuantity: number;
}

/**
 * Proves warehouse_stock is what the ledger says: every (warehouse, SKU) whose stock row differs
 * from the sum of its movements, in both directions (a stock row without movements, movements
 * without a stock row). A missing side counts as zero, so a stock row that only carries an
 * external report's inventory_cache is not a mismatch. `checked` is how many pairs were compared.
 * The SKU totals kept for the SKU list are checked the same way (`totalMismatches`, each SKU's
 * sku_stock_totals against its ledger sum). Without `organisationId` it checks every organisation.
 * The whole check, with the SKUs' own figures, is stock-health's checkLedger.
 */
export async function checkLedgerAgainstStock({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId?: number;
}): Promise<{
  checked: number;
  mismatches: LedgerMismatch[];
  totalMismatches: StockTotalMismatch[];
}> {
  const checked = await countLedgerPairs(db, organisationId);
  const rows = await mismatchedLedgerPairs(db, organisationId);
  const totals = await mismatchedStockTotals(db, organisationId);
  const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    checked,
    mismatches: rows.map((row) => ({
      organisationId: Number(row.organisation_id),
      warehouseId: Number(row.warehouse_id),
      skuId: Number(row.sku_id),
      stockQuantity: numberOrNull(row.stock_quantity),
      ledgerQuantity: numberOrNull(row.ledger_quantity),
    })),
    totalMismatches: totals.map((row) => ({
      organisationId: Number(row.organisation_id),
      skuId: Number(row.sku_id),
      totalQuantity: numberOrNull(row.total_quantity),
      ledgerQuantity: Number(row.ledger_quantity),
    })),
  };
}
