import {
  DEFAULT_CURRENCY,
  type Import,
  type ImportResult,
  SKU_CSV_COLUMNS,
  type SkuListQuery,
  skuImportRowSchema,
} from '@backoffice/shared';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { checkCsvImport, rowErrors } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import type {
  ImportApplier,
  ImportApplierArgs,
  ImportLog,
  ImportSettleArgs,
} from '../imports/imports.jobs.ts';
import { startImport } from '../imports/imports.usecases.ts';
import { resolveCogs } from '../products/cogs.domain.ts';
import { productsByLowerName } from '../products/products.facts.ts';
import { skuErrors } from './skus.errors.ts';
import { skuCsvRow } from './skus.presenter.ts';
import { type SkuValues, skusBySkuId } from './skus.repository.ts';
import {
  addPendingForecastsOfStagedSkus,
  analyseImportedSkus,
  deferPendingForecasts,
  insertStagedSkus,
  stagedSkusWithMissingProduct,
  updateStagedSkus,
} from './skus-import.repository.ts';
import { listSkus } from './skus-list.repository.ts';

/** Every SKU the list's filters and sort select, as CSV rows (SKU_CSV_COLUMNS.export). */
export async function exportSkus({
  db,
  organisationId,
  query,
}: InOrganisation & { query: SkuListQuery }): Promise<{ rows: ReturnType<typeof skuCsvRow>[] }> {
  const rows = await listSkus(db, { organisationId, query });
  return { rows: rows.map(skuCsvRow) };
}

/**
 * Creates or updates SKUs by sku_id, typically to load COGS in bulk; all rows or none. The upload
 * checks every row (an unknown product or an amount its currency cannot hold answers 422 with
 * the rows' errors) and stages them; the `imports.apply` job writes them (applySkuImport). Empty
 * cells keep what is stored, except product (empty unmaps) and asin and name (empty clears).
 */
export async function importSkus({
  db,
  organisationId,
  jobs,
  log,
  csv,
}: InOrganisation & { jobs: JobQueue; log: ImportLog; csv: string }): Promise<{ import: Import }> {
  const rows = await checkCsvImport(csv, {
    rowSchema: skuImportRowSchema,
    key: SKU_CSV_COLUMNS.key,
    caseBlind: false,
    lookup: (rows) =>
      inTenant(db, organisationId, async (tx) => ({
        existing: await skusBySkuId(tx, { organisationId, skuIds: rows.map((row) => row.sku_id) }),
        products: await productsByLowerName(tx, {
          organisationId,
          names: rows.flatMap((row) => (row.product ? [row.product] : [])),
        }),
      })),
    check: (row, { existing, products }, report) => {
      const current = existing.get(row.sku_id);
      const values: SkuValues = {};
      if (row.asin !== undefined) values.asin = row.asin;
      if (row.name !== undefined) values.name = row.name || null;
      if (row.hidden !== undefined) values.isHidden = row.hidden;
      if (row.product === '') values.productId = null;
      else if (row.product !== undefined) {
        const product = products.get(row.product.toLowerCase());
        if (product) values.productId = product.id;
        else report(skuErrors.unknownProduct(row.product));
      }
      const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
        cogs: row.cogs,
        cogsCurrency: row.cogs_currency,
      });
      if (cogs.ok) Object.assign(values, cogs.value);
      else report(cogs.error);
      return { skuId: row.sku_id, product: row.product ?? null, values };
    },
  });
  return startImport({ db, organisationId, jobs, log, resource: 'skus', rows });
}

/**
 * The job's half of a SKU import, inside its one transaction: two set-based statements (update
 * the SKUs that exist, insert the rest), after checking that the products the rows name are
 * still there. The new SKUs' pending forecasts rows come after the commit (settleSkuImport).
 */
async function applySkuImport({ db, organisationId, importId }: ImportApplierArgs): Promise<ImportResult> {
  const key = { organisationId, importId };
  const missing = await stagedSkusWithMissingProduct(db, key);
  const refused = rowErrors(
    missing.map(({ line, name }) => ({ line, error: skuErrors.unknownProduct(name ?? '') })),
  );
  if (refused) throw refused;
  await deferPendingForecasts(db);
  const updated = await updateStagedSkus(db, key);
  const created = await insertStagedSkus(db, key);
  await analyseImportedSkus(db);
  return { created, updated };
}

/** Staged lines per settling transaction: about 0.15 s each on the embedded database. */
export const SETTLE_BATCH_LINES = 2_000;

/**
 * After the import's commit: the new SKUs' pending forecasts rows and queue places, a batch of
 * lines per short transaction, so the Stock and Forecasts lists show them within seconds and
 * their health is computed within the minute, while other requests run between the batches.
 */
async function settleSkuImport({ db, organisationId, importId }: ImportSettleArgs): Promise<void> {
  const key = { organisationId, importId };
  for (let afterLine: number | null = 0; afterLine !== null; ) {
    const from: number = afterLine;
    afterLine = await inTenant(db, organisationId, (tx) =>
      addPendingForecastsOfStagedSkus(tx, key, { afterLine: from, lines: SETTLE_BATCH_LINES }),
    );
    await yieldToRequests();
  }
}

/** The `imports.apply` job's work for SKU imports. */
export const skuImport: ImportApplier = { apply: applySkuImport, settle: settleSkuImport };
