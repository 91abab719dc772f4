import {
  DEFAULT_CURRENCY,
  type ImportResult,
  SKU_CSV_COLUMNS,
  type SkuListQuery,
  skuImportRowSchema,
} from '@backoffice/shared';
import { importCsv } from '../../lib/csv-import.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { resolveCogs } from '../products/cogs.ts';
import { productsByLowerName } from '../products/products.repository.ts';
import { skuErrors } from './skus.errors.ts';
import { skuCsvRow } from './skus.presenter.ts';
import { insertSku, type SkuValues, skusBySkuId, updateSku } from './skus.repository.ts';
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
 * Creates or updates SKUs by sku_id, typically to load COGS in bulk; all rows or none (see
 * importCsv). An unknown product or an amount its currency cannot hold fails the import with the
 * rows' errors. Empty cells keep what is stored, except product (empty unmaps) and asin and name
 * (empty clears).
 */
export function importSkus({
  db,
  organisationId,
  csv,
}: InOrganisation & { csv: string }): Promise<ImportResult> {
  return importCsv(db, csv, {
    rowSchema: skuImportRowSchema,
    key: SKU_CSV_COLUMNS.key,
    caseBlind: false,
    taken: skuErrors.skuIdTaken,
    lookup: async (tx, rows) => ({
      existing: await skusBySkuId(tx, { organisationId, skuIds: rows.map((row) => row.sku_id) }),
      products: await productsByLowerName(tx, {
        organisationId,
        names: rows.flatMap((row) => (row.product ? [row.product] : [])),
      }),
    }),
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
      return { skuId: row.sku_id, values, existingId: current?.id };
    },
    write: async (tx, { skuId, values, existingId }) => {
      if (existingId !== undefined) {
        await updateSku(tx, { organisationId, id: existingId, values });
        return 'updated';
      }
      await insertSku(tx, { organisationId, values: { ...values, skuId } });
      return 'created';
    },
  });
}
