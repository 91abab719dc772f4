import { DEFAULT_CURRENCY } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { analyseInTransaction } from '../../db/analyse.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  countWritten,
  keptOrStaged as kept,
  type StagedImport,
  stagedLinesWithMissingReference,
  stagedRows,
} from '../imports/imports.facts.ts';
import { analyseSkuStockTotals } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skus } from './skus.tables.ts';

// A SKU import's staged row: { skuId, product?, values: SkuValues } (skus-csv.usecases.ts). A key
// of `values` that is absent keeps what is stored; present (even null) replaces it.

/** Lines naming a product that is no longer the organisation's (deleted since the upload). */
export function stagedSkusWithMissingProduct(db: Executor, key: StagedImport) {
  return stagedLinesWithMissingReference(db, key, {
    table: productFacts,
    idField: 'productId',
    nameField: 'product',
  });
}

/** Updates the organisation's SKUs the staged rows name, in one statement. */
export function updateStagedSkus(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      update ${skus} t set
        asin = ${kept('asin', 'asin')},
        name = ${kept('name', 'name')},
        product_id = ${kept('product_id', 'productId', '::bigint')},
        is_hidden = ${kept('is_hidden', 'isHidden', '::boolean')},
        cogs = ${kept('cogs', 'cogs', '::bigint')},
        cogs_currency = ${kept('cogs_currency', 'cogsCurrency')},
        updated_at = now()
      from (select s.data->>'skuId' as sku_id, s.data->'values' as v from staged s) r
      where t.organisation_id = ${key.organisationId} and t.sku_id = r.sku_id
      returning 1)`,
  );
}

/** Inserts the staged SKUs the organisation does not have yet, in one statement. */
export function insertStagedSkus(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      insert into ${skus} (organisation_id, sku_id, asin, name, product_id, is_hidden, cogs, cogs_currency)
      select ${key.organisationId}, r.sku_id, v->>'asin', v->>'name', (v->>'productId')::bigint,
        coalesce((v->>'isHidden')::boolean, false), (v->>'cogs')::bigint,
        coalesce(v->>'cogsCurrency', ${DEFAULT_CURRENCY})
      from (select s.data->>'skuId' as sku_id, s.data->'values' as v from staged s) r
      where not exists (select 1 from ${skus} t
        where t.organisation_id = ${key.organisationId} and t.sku_id = r.sku_id)
      on conflict (organisation_id, sku_id) do nothing
      returning 1)`,
  );
}

/**
 * Statistics for what an import wrote, committed with it (db/analyse.ts says why): the SKUs and
 * their stock totals (inventory's rows, which come with each new SKU).
 */
export async function analyseImportedSkus(db: Executor): Promise<void> {
  await analyseInTransaction(db, [skus]);
  await analyseSkuStockTotals(db);
}

/**
 * The pending forecasts rows and forecast-queue places (add_pending_forecasts, migration 0037)
 * of the SKUs named by the import's staged lines after `afterLine`, at most `lines` of them: the
 * import's transaction leaves them out (app.defer_pending_forecasts) to stay short. Answers the
 * last line read, or null past the last line. A batch is a range of lines, whatever SKUs were
 * deleted since the commit: each transaction's work stays bounded.
 */
export async function addPendingForecastsOfStagedSkus(
  db: Executor,
  key: StagedImport,
  { afterLine, lines }: { afterLine: number; lines: number },
): Promise<number | null> {
  const [row] = await queryRows<{ last: number | null }>(
    db,
    sql`with ${stagedRows(key)}, batch as (
        select s.line, s.data->>'skuId' as sku_id from staged s
        where s.line > ${afterLine}
        order by s.line limit ${lines})
      select (select max(line) from batch) as last,
        add_pending_forecasts(${key.organisationId}, array(
          select t.id from batch b
          join ${skus} t on t.organisation_id = ${key.organisationId} and t.sku_id = b.sku_id)) as written`,
  );
  return row?.last ?? null;
}

/**
 * For the import's transaction: the SKUs it inserts get their pending forecasts rows afterwards
 * (addPendingForecastsOfStagedSkus), not from the skus_inserted trigger.
 */
export async function deferPendingForecasts(db: Executor): Promise<void> {
  await db.execute(sql`select set_config('app.defer_pending_forecasts', 'on', true)`);
}
