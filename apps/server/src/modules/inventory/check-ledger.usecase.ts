import type { Executor } from '../../db/client.ts';
import {
  countLedgerPairs,
  mismatchedLedgerPairs,
  mismatchedSkuCounts,
  mismatchedStockTotals,
} from './ledger-check.repository.ts';

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

/** An organisation whose kept SKU count (organisation_sku_counts) is not its number of SKUs. */
export interface SkuCountMismatch {
  organisationId: number;
  kept: number | null;
  counted: number;
}

/**
 * Proves warehouse_stock is what the ledger says: every (warehouse, SKU) whose stock row differs
 * from the sum of its movements, in both directions (a stock row without movements, movements
 * without a stock row). A missing side counts as zero, so a stock row that only carries an
 * external report's inventory_cache is not a mismatch. `checked` is how many pairs were compared.
 * The figures kept for the SKU list are checked the same way: `totalMismatches`, each SKU's
 * sku_stock_totals against its ledger sum, and `countMismatches`, each organisation's kept SKU
 * count against its SKUs. Without `organisationId` it checks every organisation (the CLI).
 */
export async function checkLedger({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId?: number;
}): Promise<{
  checked: number;
  mismatches: LedgerMismatch[];
  totalMismatches: StockTotalMismatch[];
  countMismatches: SkuCountMismatch[];
}> {
  const checked = await countLedgerPairs(db, organisationId);
  const rows = await mismatchedLedgerPairs(db, organisationId);
  const totals = await mismatchedStockTotals(db, organisationId);
  const counts = await mismatchedSkuCounts(db, organisationId);
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
    countMismatches: counts.map((row) => ({
      organisationId: Number(row.organisation_id),
      kept: numberOrNull(row.kept),
      counted: Number(row.counted),
    })),
  };
}
