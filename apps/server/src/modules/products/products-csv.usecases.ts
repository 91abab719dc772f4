import {
  DEFAULT_CURRENCY,
  type Import,
  type ImportResult,
  PRODUCT_CSV_COLUMNS,
  productImportRowSchema,
} from '@backoffice/shared';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { checkCsvImport, rowErrors } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import type { ImportApplier, ImportApplierArgs, ImportLog } from '../imports/imports.jobs.ts';
import { startImport } from '../imports/imports.usecases.ts';
import { suppliersByLowerName } from '../suppliers/suppliers.facts.ts';
import { linkImportedProducts } from '../suppliers/suppliers.usecases.ts';
import { resolveCogs } from './cogs.domain.ts';
import { productErrors } from './products.errors.ts';
import { type ProductValues, productsByLowerName } from './products.repository.ts';
import {
  analyseImportedProducts,
  insertStagedProducts,
  stagedProductsWithMissingSupplier,
  stagedSupplierLinks,
  updateStagedProducts,
} from './products-import.repository.ts';

/**
 * Creates or updates products by name (case-blind), all rows or none. The upload checks every
 * row (an unknown supplier or an amount its currency cannot hold answers 422 with the rows'
 * errors) and stages them; the `imports.apply` job writes them (applyProductImport). Empty cells
 * keep what is stored, except an empty supplier, which clears the main supplier.
 */
export async function importProducts({
  db,
  organisationId,
  jobs,
  log,
  csv,
}: InOrganisation & { jobs: JobQueue; log: ImportLog; csv: string }): Promise<{ import: Import }> {
  const rows = await checkCsvImport(csv, {
    rowSchema: productImportRowSchema,
    key: PRODUCT_CSV_COLUMNS.key,
    caseBlind: true,
    lookup: (rows) =>
      inTenant(db, organisationId, async (tx) => ({
        existing: await productsByLowerName(tx, { organisationId, names: rows.map((row) => row.name) }),
        suppliers: await suppliersByLowerName(tx, {
          organisationId,
          names: rows.flatMap((row) => (row.supplier ? [row.supplier] : [])),
        }),
      })),
    check: (row, { existing, suppliers }, report) => {
      const current = existing.get(row.name.toLowerCase());
      const values: ProductValues = {};
      if (row.supplier === '') values.supplierId = null;
      else if (row.supplier !== undefined) {
        const supplier = suppliers.get(row.supplier.toLowerCase())?.[0];
        if (supplier) values.supplierId = supplier.id;
        else report(productErrors.unknownSupplier(row.supplier));
      }
      if (row.min_stock !== undefined) values.minStock = row.min_stock;
      const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
        cogs: row.cogs,
        cogsCurrency: row.cogs_currency,
      });
      if (cogs.ok) Object.assign(values, cogs.value);
      else report(cogs.error);
      return { name: row.name, supplier: row.supplier ?? null, values };
    },
  });
  return startImport({ db, organisationId, jobs, log, resource: 'products', rows });
}

/**
 * The job's half of a product import, inside its one transaction: set-based statements (update
 * the products that exist, insert the rest, link their main suppliers), after checking that the
 * suppliers the rows name are still there.
 */
async function applyProductImport({
  db,
  organisationId,
  importId,
}: ImportApplierArgs): Promise<ImportResult> {
  const key = { organisationId, importId };
  const missing = await stagedProductsWithMissingSupplier(db, key);
  const refused = rowErrors(
    missing.map(({ line, name }) => ({ line, error: productErrors.unknownSupplier(name ?? '') })),
  );
  if (refused) throw refused;
  const updated = await updateStagedProducts(db, key);
  const created = await insertStagedProducts(db, key);
  await linkImportedProducts({ tx: db, organisationId, links: await stagedSupplierLinks(db, key) });
  await analyseImportedProducts(db);
  return { created, updated };
}

/** The `imports.apply` job's work for product imports. */
export const productImport: ImportApplier = { apply: applyProductImport };
