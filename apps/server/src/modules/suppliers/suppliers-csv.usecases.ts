import {
  type Import,
  type ImportResult,
  SUPPLIER_CSV_COLUMNS,
  type SupplierListQuery,
  supplierImportRowSchema,
} from '@backoffice/shared';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { checkCsvImport, rowErrors } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import type { ImportApplier, ImportApplierArgs, ImportLog } from '../imports/imports.jobs.ts';
import { startImport } from '../imports/imports.usecases.ts';
import { supplierErrors } from './suppliers.errors.ts';
import { supplierCsvRow } from './suppliers.presenter.ts';
import { listSuppliers, shippingTimesOf, warehousesByLowerName } from './suppliers.repository.ts';
import {
  analyseImportedSuppliers,
  insertStagedSuppliers,
  replaceStagedShippingTimes,
  stagedSuppliersWithMissingWarehouse,
  updateStagedSuppliers,
} from './suppliers-import.repository.ts';

/** Every supplier the list's search and sort select, as CSV rows (SUPPLIER_CSV_COLUMNS.export). */
export async function exportSuppliers({
  db,
  organisationId,
  query,
}: InOrganisation & { query: SupplierListQuery }): Promise<{ rows: ReturnType<typeof supplierCsvRow>[] }> {
  const rows = await listSuppliers(db, { organisationId, query });
  const times = await shippingTimesOf(db, {
    organisationId,
    supplierIds: rows.map((row) => row.supplier.id),
  });
  return { rows: rows.map((row) => supplierCsvRow(row, times.get(row.supplier.id) ?? [])) };
}

/**
 * Creates or updates suppliers by name (case-blind), all rows or none. The upload checks every
 * row (the row schema, the JSON API's, refuses a destination listed twice or days over 365; an
 * unknown warehouse answers 422 with the rows' errors) and stages them; the `imports.apply` job
 * writes them (applySupplierImport). An empty warehouse or shipping_times cell clears it; a
 * missing column keeps it.
 */
export async function importSuppliers({
  db,
  organisationId,
  jobs,
  log,
  csv,
}: InOrganisation & { jobs: JobQueue; log: ImportLog; csv: string }): Promise<{ import: Import }> {
  const rows = await checkCsvImport(csv, {
    rowSchema: supplierImportRowSchema,
    key: SUPPLIER_CSV_COLUMNS.key,
    caseBlind: true,
    lookup: (rows) =>
      inTenant(db, organisationId, async (tx) => ({
        warehouses: await warehousesByLowerName(tx, {
          organisationId,
          names: rows.flatMap((row) => (row.warehouse ? [row.warehouse] : [])),
        }),
      })),
    check: (row, { warehouses }, report) => {
      const values: { warehouseId?: number | null } = {};
      if (row.warehouse === '') values.warehouseId = null;
      else if (row.warehouse !== undefined) {
        // Warehouse names are unique per organisation, case-blind (a unique index says so).
        const [match] = warehouses.get(row.warehouse.toLowerCase()) ?? [];
        if (match) values.warehouseId = match.id;
        else report(supplierErrors.unknownWarehouse(row.warehouse));
      }
      const times = row.shipping_times?.map(({ type, code, days }) => ({ type, code, days }));
      return {
        name: row.name,
        warehouse: row.warehouse ?? null,
        values,
        ...(times ? { shippingTimes: times } : {}),
      };
    },
  });
  return startImport({ db, organisationId, jobs, log, resource: 'suppliers', rows });
}

/**
 * The job's half of a supplier import, inside its one transaction: set-based statements (update
 * the suppliers that exist, insert the rest, replace the shipping times the file gives), after
 * checking that the warehouses the rows name are still there.
 */
async function applySupplierImport({
  db,
  organisationId,
  importId,
}: ImportApplierArgs): Promise<ImportResult> {
  const key = { organisationId, importId };
  const missing = await stagedSuppliersWithMissingWarehouse(db, key);
  const refused = rowErrors(
    missing.map(({ line, name }) => ({ line, error: supplierErrors.unknownWarehouse(name ?? '') })),
  );
  if (refused) throw refused;
  const updated = await updateStagedSuppliers(db, key);
  const created = await insertStagedSuppliers(db, key);
  await replaceStagedShippingTimes(db, key);
  await analyseImportedSuppliers(db);
  return { created, updated };
}

/** The `imports.apply` job's work for supplier imports. */
export const supplierImport: ImportApplier = { apply: applySupplierImport };
