import {
  type FieldErrors,
  type ImportResult,
  SUPPLIER_EXPORT_COLUMNS,
  type SupplierImportRow,
  type SupplierListQuery,
  supplierImportRowSchema,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { csvRowsInvalid, parseCsvRows } from '../../lib/csv.ts';
import type { Tenant } from '../../plugins/tenant.ts';
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
import { guardSupplierName } from './suppliers.usecases.ts';

/** Every supplier the list's search and sort select, as CSV rows. */
export async function exportSuppliers({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: SupplierListQuery;
}) {
  const organisationId = tenant.organisation.id;
  const rows = await listSuppliers(ctx.db, organisationId, query);
  const times = await shippingTimesOf(
    ctx.db,
    organisationId,
    rows.map((row) => row.supplier.id),
  );
  return {
    columns: [...SUPPLIER_EXPORT_COLUMNS],
    rows: rows.map((row) => supplierCsvRow(row, times.get(row.supplier.id) ?? [])),
  };
}

/**
 * Creates or updates suppliers by name (case-blind). Every row is checked before anything is
 * written: a duplicate name in the file or an unknown warehouse fails the import with the rows'
 * errors. An empty warehouse or shipping_times cell clears it; a missing column keeps it.
 */
export async function importSuppliers({
  ctx,
  tenant,
  csv,
}: {
  ctx: AppContext;
  tenant: Tenant;
  csv: string;
}): Promise<ImportResult> {
  const organisationId = tenant.organisation.id;
  const rows = parseCsvRows(csv, supplierImportRowSchema, ['name']);
  return guardSupplierName(() =>
    ctx.db.transaction(async (tx) => {
      const plan = await planImport(tx, organisationId, rows);
      const result: ImportResult = { created: 0, updated: 0 };
      for (const { row, warehouseId, existingId } of plan) {
        const values = { name: row.name, ...(warehouseId !== undefined ? { warehouseId } : {}) };
        let id = existingId;
        if (id === undefined) {
          id = (await insertSupplier(tx, organisationId, values)).id;
          result.created += 1;
        } else {
          await updateSupplier(tx, { organisationId, id }, values);
          result.updated += 1;
        }
        if (row.shipping_times) await replaceShippingTimes(tx, { organisationId, id }, row.shipping_times);
      }
      return result;
    }),
  );
}

/** What each row will write, checked against the organisation's data; throws the rows' errors. */
async function planImport(tx: Executor, organisationId: number, rows: SupplierImportRow[]) {
  const existing = await suppliersByLowerName(
    tx,
    organisationId,
    rows.map((row) => row.name),
  );
  const warehouses = await warehousesByLowerName(
    tx,
    organisationId,
    rows.flatMap((row) => (row.warehouse ? [row.warehouse] : [])),
  );
  const errors: FieldErrors = {};
  const firstLine = new Map<string, number>();
  const plan = rows.map((row, index) => {
    const line = index + 2;
    const key = row.name.toLowerCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) errors[`rows.${line}.name`] = [`"${row.name}" is also on row ${earlier}.`];
    else firstLine.set(key, line);
    const codes = (row.shipping_times ?? []).map((time) => `${time.type}:${time.code}`);
    const twice = row.shipping_times?.find((time, at) => codes.indexOf(`${time.type}:${time.code}`) !== at);
    if (twice) errors[`rows.${line}.shipping_times`] = [`${twice.code} is listed twice.`];
    let warehouseId: number | null | undefined;
    if (row.warehouse === '') warehouseId = null;
    else if (row.warehouse !== undefined) {
      // Warehouse names are unique per organisation, case-blind (a unique index says so).
      const [match] = warehouses.get(row.warehouse.toLowerCase()) ?? [];
      if (match) warehouseId = match.id;
      else errors[`rows.${line}.warehouse`] = [`No warehouse named "${row.warehouse}".`];
    }
    return { row, warehouseId, existingId: existing.get(key)?.[0]?.id };
  });
  if (Object.keys(errors).length) throw csvRowsInvalid(errors);
  return plan;
}
