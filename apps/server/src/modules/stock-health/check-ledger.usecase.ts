import type { Executor } from '../../db/client.ts';
import {
  checkLedgerAgainstStock,
  type LedgerMismatch,
  type StockTotalMismatch,
} from '../inventory/check-ledger.usecase.ts';
import { mismatchedSkuCounts, skusWithoutStockTotal } from '../skus/skus.facts.ts';

/** An organisation whose kept SKU count (organisation_sku_counts) is not its number of SKUs. */
export interface SkuCountMismatch {
  organisationId: number;
  kept: number | null;
  counted: number;
}

export interface LedgerCheck {
  /** How many (warehouse, SKU) pairs were compared. */
  checked: number;
  mismatches: LedgerMismatch[];
  totalMismatches: StockTotalMismatch[];
  countMismatches: SkuCountMismatch[];
}

/**
 * Proves every stock figure is what the ledger says: the ledger's own check (warehouse_stock and
 * the SKU totals against the movements, inventory's) and the SKUs' figures beside it (every SKU has
 * its total row; each organisation's kept SKU count is its number of SKUs). Here, above both
 * modules, since the ledger sits below the SKUs. Without `organisationId`, every organisation (the
 * CLI).
 */
export async function checkLedger({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId?: number;
}): Promise<LedgerCheck> {
  const ledger = await checkLedgerAgainstStock({ db, organisationId });
  const reported = new Set(ledger.totalMismatches.map((row) => `${row.organisationId}:${row.skuId}`));
  // A SKU without a total row and without movements: the ledger sees nothing, the SKU says so.
  const withoutTotal = (await skusWithoutStockTotal(db, organisationId))
    .filter((row) => !reported.has(`${row.organisationId}:${row.skuId}`))
    .map((row) => ({ ...row, totalQuantity: null, ledgerQuantity: 0 }));
  const totalMismatches = [...ledger.totalMismatches, ...withoutTotal].sort(
    (a, b) => a.organisationId - b.organisationId || a.skuId - b.skuId,
  );
  const countMismatches = (await mismatchedSkuCounts(db, organisationId)).map((row) => ({
    organisationId: Number(row.organisationId),
    kept: row.kept === null ? null : Number(row.kept),
    counted: Number(row.counted),
  }));
  return { checked: ledger.checked, mismatches: ledger.mismatches, totalMismatches, countMismatches };
}
