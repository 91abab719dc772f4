import {
  type ImportResult,
  SUPPLIER_CSV_COLUMNS,
  type SupplierListQuery,
  supplierImportRowSchema,
} from '@backoffice/shared';
import { importCsv } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { supplierErrors } from './suppliers.errors.ts';
import { supplierCsvRow } from './suppliers.presenter.ts';
import {
  insertSupplier,
  listSuppliers,
  replaceShippingTimes,
  shippingTimesOf,
  suppliersByLowerName,
  updateSupplier,
  warehousesByLowerName,
} from './suppliers.repository.ts';

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
 * Creates or updates suppliers by name (case-blind), all rows or none (see importCsv). An unknown
 * warehouse fails the import with the rows' errors (the row schema, the JSON API's, refuses a
 * destination listed twice or days over 365). An empty
 * warehouse or shipping_times cell clears it; a missing column keeps it.
 */
export function importSuppliers({
  db,
  organisationId,
  csv,
}: InOrganisation & { csv: string }): Promise<ImportResult> {
  return importCsv(db, csv, {
    rowSchema: supplierImportRowSchema,
    key: SUPPLIER_CSV_COLUMNS.key,
    caseBlind: true,
    taken: supplierErrors.nameTaken,
    lookup: async (tx, rows) => ({
      existing: await suppliersByLowerName(tx, {
        organisationId,
        names: rows.map((row) => row.name),
        lock: 'update',
      }),
      warehouses: await warehousesByLowerName(tx, {
        organisationId,
        names: rows.flatMap((row) => (row.warehouse ? [row.warehouse] : [])),
      }),
    }),
    check: (row, { existing, warehouses }, report) => {
      let warehouseId: number | null | undefined;
      if (row.warehouse === '') warehouseId = null;
      else if (row.warehouse !== undefined) {
        // Warehouse names are unique per organisation, case-blind (a unique index says so).
        const [match] = warehouses.get(row.warehouse.toLowerCase()) ?? [];
        if (match) warehouseId = match.id;
        else report(supplierErrors.unknownWarehouse(row.warehouse));
      }
      return { row, warehouseId, existingId: existing.get(row.name.toLowerCase())?.[0]?.id };
    },
    write: async (tx, { row, warehouseId, existingId }) => {
      const values = { name: row.name, ...(warehouseId !== undefined ? { warehouseId } : {}) };
      const id = existingId ?? (await insertSupplier(tx, { organisationId, values })).id;
      if (existingId !== undefined) await updateSupplier(tx, { organisationId, id, values });
      if (row.shipping_times)
        await replaceShippingTimes(tx, { organisationId, id, times: row.shipping_times });
      return existingId === undefined ? 'created' : 'updated';
    },
  });
}
