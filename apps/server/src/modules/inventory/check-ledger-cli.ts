import { loadConfig } from '../../config.ts';
import { databaseTargetFromConfig, openDatabase } from '../../db/client.ts';
import { checkLedger } from './check-ledger.ts';

/**
 * `npm run check:ledger`: exits 1 and lists every (warehouse, SKU) whose warehouse_stock differs
 * from its ledger sum; exits 0 with a summary otherwise. With PGlite, stop the server first (one
 * process at a time may open the data directory).
 */
const config = loadConfig();
const handle = await openDatabase(databaseTargetFromConfig(config));
try {
  const { checked, mismatches } = await checkLedger({ db: handle.db });
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
  } else {
    console.log(
      `Ledger check passed: ${checked} (warehouse, SKU) pairs match the ledger (${handle.driver}).`,
    );
  }
} finally {
  await handle.close();
}
