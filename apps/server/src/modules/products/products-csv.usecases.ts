import {
  DEFAULT_CURRENCY,
  type ImportResult,
  PRODUCT_CSV_COLUMNS,
  type ProductListQuery,
  productImportRowSchema,
} from '@backoffice/shared';
import { importCsv } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { suppliersByLowerName } from '../suppliers/suppliers.repository.ts';
import { resolveCogs } from './cogs.ts';
import { productErrors } from './products.errors.ts';
import { productCsvRow } from './products.presenter.ts';
import {
  insertProduct,
  linkSupplier,
  type ProductValues,
  productsByLowerName,
  updateProduct,
} from './products.repository.ts';
import { listProducts } from './products-list.repository.ts';

/** Every product the list's filters and sort select, as CSV rows (PRODUCT_CSV_COLUMNS.export). */
export async function exportProducts({
  db,
  organisationId,
  query,
}: InOrganisation & { query: ProductListQuery }): Promise<{ rows: ReturnType<typeof productCsvRow>[] }> {
  const rows = await listProducts(db, { organisationId, query });
  return { rows: rows.map(productCsvRow) };
}

/**
 * Creates or updates products by name (case-blind), all rows or none (see importCsv). An unknown
 * supplier or an amount its currency cannot hold fails the import with the rows' errors. Empty
 * cells keep what is stored, except an empty supplier, which clears the main supplier.
 */
export function importProducts({
  db,
  organisationId,
  csv,
}: InOrganisation & { csv: string }): Promise<ImportResult> {
  return importCsv(db, csv, {
    rowSchema: productImportRowSchema,
    key: PRODUCT_CSV_COLUMNS.key,
    caseBlind: true,
    taken: productErrors.nameTaken,
    lookup: async (tx, rows) => ({
      existing: await productsByLowerName(tx, {
        organisationId,
        names: rows.map((row) => row.name),
        lock: 'update',
      }),
      suppliers: await suppliersByLowerName(tx, {
        organisationId,
        names: rows.flatMap((row) => (row.supplier ? [row.supplier] : [])),
      }),
    }),
    check: (row, { existing, suppliers }, report) => {
      const current = existing.get(row.name.toLowerCase());
      const values: ProductValues & { name: string } = { name: row.name };
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
      return { values, existingId: current?.id };
    },
    write: async (tx, { values, existingId }) => {
      const id = existingId ?? (await insertProduct(tx, { organisationId, values })).id;
      if (existingId !== undefined) await updateProduct(tx, { organisationId, id, values });
      if (values.supplierId != null)
        await linkSupplier(tx, { organisationId, productId: id, supplierId: values.supplierId });
      return existingId === undefined ? 'created' : 'updated';
    },
  });
}
