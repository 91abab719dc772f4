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
import {
  listSuppliers,
  setMinOrderValues,
  shippingTimesOf,
  suppliersByLowerName,
  warehousesByLowerName,
} from './suppliers.repository.ts';
import { currencyChanges } from './suppliers.usecases.ts';
import {
  analyseImportedSuppliers,
  insertStagedSuppliers,
  replaceStagedShippingTimes,
  stagedCurrencies,
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
 * writes them (applySupplierImport). An empty warehouse or shipping_times cell clears it; an empty
 * currency cell keeps it, as a missing column keeps any. A new currency re-expresses the supplier's
 * minimum order values as the JSON API does (one it cannot hold refuses the row).
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
      inTenant(db, organisationId, async (tx) => {
        const existing = await suppliersByLowerName(tx, {
          organisationId,
          names: rows.flatMap((row) => (row.currency ? [row.name] : [])),
        });
        const changes = rows.flatMap((row) => {
          const [current] = existing.get(row.name.toLowerCase()) ?? [];
          return current && row.currency
            ? [{ supplierId: current.id, from: current.currency, to: row.currency }]
            : [];
        });
        return {
          warehouses: await warehousesByLowerName(tx, {
            organisationId,
            names: rows.flatMap((row) => (row.warehouse ? [row.warehouse] : [])),
          }),
          existing,
          refused: (await currencyChanges(tx, { organisationId, changes })).refused,
        };
      }),
    check: (row, { warehouses, existing, refused }, report) => {
      const values: { warehouseId?: number | null; currency?: string } = {};
      if (row.currency) {
        values.currency = row.currency;
        const [current] = existing.get(row.name.toLowerCase()) ?? [];
        const problem = current && refused.get(current.id);
        if (problem) report(problem);
      }
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
 * checking that the warehouses the rows name are still there and that the minimum order values of
 * suppliers changing currency fit the new one (as stored now: an edit since the upload counts).
 */
async function applySupplierImport({
  db,
  organisationId,
  importId,
}: ImportApplierArgs): Promise<ImportResult> {
  const key = { organisationId, importId };
  const missing = await stagedSuppliersWithMissingWarehouse(db, key);
  const currencies = await stagedCurrencies(db, key);
  const { rewrites, refused: unfit } = await currencyChanges(db, { organisationId, changes: currencies });
  const refused = rowErrors([
    ...missing.map(({ line, name }) => ({ line, error: supplierErrors.unknownWarehouse(name ?? '') })),
    ...currencies.flatMap(({ line, supplierId }) => {
      const error = unfit.get(supplierId);
      return error ? [{ line, error }] : [];
    }),
  ]);
  if (refused) throw refused;
  const updated = await updateStagedSuppliers(db, key);
  await setMinOrderValues(db, { organisationId, values: rewrites });
  const created = await insertStagedSuppliers(db, key);
  await replaceStagedShippingTimes(db, key);
  await analyseImportedSuppliers(db);
  return { created, updated };
}

/** The `imports.apply` job's work for supplier imports. */
export const supplierImport: ImportApplier = { apply: applySupplierImport };
