import {
  DEFAULT_CURRENCY,
  type FieldErrors,
  type ImportResult,
  PRODUCT_EXPORT_COLUMNS,
  type ProductImportRow,
  type ProductListQuery,
  productImportRowSchema,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { csvRowsInvalid, parseCsvRows } from '../../lib/csv.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { suppliersByLowerName } from '../suppliers/suppliers.repository.ts';
import { resolveCogs } from './cogs.ts';
import { productCsvRow } from './products.presenter.ts';
import {
  insertProduct,
  linkSupplier,
  type ProductValues,
  productsByLowerName,
  updateProduct,
} from './products.repository.ts';
import { guardProductName } from './products.usecases.ts';
import { listProducts } from './products-list.repository.ts';

/** Every product the list's filters and sort select, as CSV rows. */
export async function exportProducts({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: ProductListQuery;
}) {
  const rows = await listProducts(ctx.db, tenant.organisation.id, query);
  return { columns: [...PRODUCT_EXPORT_COLUMNS], rows: rows.map(productCsvRow) };
}

/**
 * Creates or updates products by name (case-blind). Every row is checked before anything is
 * written; a duplicate name in the file, an unknown supplier or an amount its currency cannot
 * hold fails the import with the rows' errors. Empty cells keep what is stored, except an
 * empty supplier, which clears the main supplier.
 */
export async function importProducts({
  ctx,
  tenant,
  csv,
}: {
  ctx: AppContext;
  tenant: Tenant;
  csv: string;
}): Promise<ImportResult> {
  const organisationId = tenant.organisation.id;
  const rows = parseCsvRows(csv, productImportRowSchema, ['name']);
  return guardProductName(() =>
    ctx.db.transaction(async (tx) => {
      const plan = await planImport(tx, organisationId, rows);
      const result: ImportResult = { created: 0, updated: 0 };
      for (const { values, existingId } of plan) {
        let id = existingId;
        if (id === undefined) {
          id = (await insertProduct(tx, organisationId, values)).id;
          result.created += 1;
        } else {
          await updateProduct(tx, { organisationId, id }, values);
          result.updated += 1;
        }
        if (values.supplierId != null)
          await linkSupplier(tx, { organisationId, productId: id, supplierId: values.supplierId });
      }
      return result;
    }),
  );
}

/** What each row will write, checked against the organisation's data; throws the rows' errors. */
async function planImport(tx: Executor, organisationId: number, rows: ProductImportRow[]) {
  const existing = await productsByLowerName(
    tx,
    organisationId,
    rows.map((row) => row.name),
    'update',
  );
  const suppliers = await suppliersByLowerName(
    tx,
    organisationId,
    rows.flatMap((row) => (row.supplier ? [row.supplier] : [])),
  );
  const errors: FieldErrors = {};
  const firstLine = new Map<string, number>();
  const plan = rows.map((row, index) => {
    const line = index + 2;
    const key = row.name.toLowerCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) errors[`rows.${line}.name`] = [`"${row.name}" is also on row ${earlier}.`];
    else firstLine.set(key, line);
    const current = existing.get(key);
    const values: ProductValues & { name: string } = { name: row.name };
    if (row.supplier === '') values.supplierId = null;
    else if (row.supplier !== undefined) {
      const supplier = suppliers.get(row.supplier.toLowerCase())?.[0];
      if (supplier) values.supplierId = supplier.id;
      else errors[`rows.${line}.supplier`] = [`No supplier named "${row.supplier}".`];
    }
    if (row.min_stock !== undefined) values.minStock = row.min_stock;
    const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
      cogs: row.cogs,
      cogsCurrency: row.cogs_currency,
    });
    if (cogs.ok) Object.assign(values, cogs.value);
    else
      for (const [field, message] of Object.entries(cogs.errors)) errors[`rows.${line}.${field}`] = [message];
    return { values, existingId: current?.id };
  });
  if (Object.keys(errors).length) throw csvRowsInvalid(errors);
  return plan;
}
