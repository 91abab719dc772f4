import { loadConfig } from '../../config.ts';
import { databaseTargetFromConfig, openDatabase } from '../../db/client.ts';
import { checkLedger } from './check-ledger.usecase.ts';

/**
 * `npm run check:ledger`: exits 1 and lists every (warehouse, SKU) whose warehouse_stock differs
 * from its ledger sum; exits 0 with a summary otherwise. With PGlite, stop the server first (one
 * process at a time may open the data directory).
 */
const config = loadConfig();
const handle = await openDatabase(databaseTargetFromConfig(config));
try {
  const { checked, mismatches, totalMismatches, countMismatches } = await checkLedger({ db: handle.db });
  for (const row of totalMismatches) {
    console.error(
      `organisation ${row.organisationId} sku ${row.skuId}: sku_stock_totals ${row.totalQuantity ?? 'missing'}, ledger ${row.ledgerQuantity}`,
    );
  }
  for (const row of countMismatches) {
    console.error(
      `organisation ${row.organisationId}: organisation_sku_counts ${row.kept ?? 'missing'}, ${row.counted} SKUs`,
    );
  }
  if (totalMismatches.length || countMismatches.length) {
    console.error(
      `Ledger check failed: ${totalMismatches.length} SKU totals and ${countMismatches.length} SKU counts differ.`,
    );
    process.exitCode = 1;
  }
  if (mismatches.length) {
    console.error(
      `Ledger check failed: ${mismatches.length} of ${checked} (warehouse, SKU) pairs differ from the ledger.`,
    );
    for (const row of mismatches) {
      console.error(
        `organisation ${row.organisationId} warehouse ${row.warehouseId} sku ${row.skuId}: ` +
          `warehouse_stock ${row.stockQuantity ?? 'missing'}, ledger ${row.ledgerQuantity ?? 'no movements'}`,
      );
    }
    process.exitCode = 1;
  } else if (!process.exitCode) {
    console.log(
      `Ledger check passed: ${checked} (warehouse, SKU) pairs, every SKU's total and every SKU count match the ledger (${handle.driver}).`,
    );
  }
} finally {
  await handle.close();
}
