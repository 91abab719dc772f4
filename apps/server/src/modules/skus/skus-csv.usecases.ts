import {
  DEFAULT_CURRENCY,
  type FieldErrors,
  type ImportResult,
  SKU_EXPORT_COLUMNS,
  type SkuImportRow,
  type SkuListQuery,
  skuImportRowSchema,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { csvRowsInvalid, parseCsvRows } from '../../lib/csv.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { resolveCogs } from '../products/cogs.ts';
import { productsByLowerName } from '../products/products.repository.ts';
import { skuCsvRow } from './skus.presenter.ts';
import { insertSku, type SkuValues, skusBySkuId, updateSku } from './skus.repository.ts';
import { SKU_ID_TAKEN } from './skus.usecases.ts';
import { listSkus } from './skus-list.repository.ts';

/** Every SKU the list's filters and sort select, as CSV rows. */
export async function exportSkus({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: SkuListQuery;
}) {
  const rows = await listSkus(ctx.db, tenant.organisation.id, query);
  return { columns: [...SKU_EXPORT_COLUMNS], rows: rows.map(skuCsvRow) };
}

/**
 * Creates or updates SKUs by sku_id, typically to load COGS in bulk. Every row is checked
 * before anything is written: a sku_id twice in the file, an unknown product or an amount its
 * currency cannot hold fails the import with the rows' errors. Empty cells keep what is stored,
 * except product (empty unmaps) and asin and name (empty clears).
 */
export async function importSkus({
  ctx,
  tenant,
  csv,
}: {
  ctx: AppContext;
  tenant: Tenant;
  csv: string;
}): Promise<ImportResult> {
  const organisationId = tenant.organisation.id;
  const rows = parseCsvRows(csv, skuImportRowSchema, ['sku_id']);
  try {
    return await ctx.db.transaction(async (tx) => {
      const plan = await planImport(tx, organisationId, rows);
      const result: ImportResult = { created: 0, updated: 0 };
      for (const { skuId, values, existingId } of plan) {
        if (existingId === undefined) {
          await insertSku(tx, organisationId, { ...values, skuId });
          result.created += 1;
        } else {
          await updateSku(tx, { organisationId, id: existingId }, values);
          result.updated += 1;
        }
      }
      return result;
    });
  } catch (error) {
    // Another request created one of the file's SKUs meanwhile: nothing was written.
    if (isUniqueViolation(error)) throw validationFailed({ file: [SKU_ID_TAKEN] });
    throw error;
  }
}

/** What each row will write, checked against the organisation's data; throws the rows' errors. */
async function planImport(tx: Executor, organisationId: number, rows: SkuImportRow[]) {
  const existing = await skusBySkuId(
    tx,
    organisationId,
    rows.map((row) => row.sku_id),
  );
  const products = await productsByLowerName(
    tx,
    organisationId,
    rows.flatMap((row) => (row.product ? [row.product] : [])),
  );
  const errors: FieldErrors = {};
  const firstLine = new Map<string, number>();
  const plan = rows.map((row, index) => {
    const line = index + 2;
    const earlier = firstLine.get(row.sku_id);
    if (earlier !== undefined) errors[`rows.${line}.sku_id`] = [`"${row.sku_id}" is also on row ${earlier}.`];
    else firstLine.set(row.sku_id, line);
    const current = existing.get(row.sku_id);
    const values: SkuValues = {};
    if (row.asin !== undefined) values.asin = row.asin;
    if (row.name !== undefined) values.name = row.name || null;
    if (row.hidden !== undefined) values.isHidden = row.hidden;
    if (row.product === '') values.productId = null;
    else if (row.product !== undefined) {
      const product = products.get(row.product.toLowerCase());
      if (product) values.productId = product.id;
      else errors[`rows.${line}.product`] = [`No product named "${row.product}".`];
    }
    const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
      cogs: row.cogs,
      cogsCurrency: row.cogs_currency,
    });
    if (cogs.ok) Object.assign(values, cogs.value);
    else
      for (const [field, message] of Object.entries(cogs.errors)) errors[`rows.${line}.${field}`] = [message];
    return { skuId: row.sku_id, values, existingId: current?.id };
  });
  if (Object.keys(errors).length) throw csvRowsInvalid(errors);
  return plan;
}
