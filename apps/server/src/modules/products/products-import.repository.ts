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
import { supplierFacts } from '../suppliers/suppliers.facts.ts';
import { products } from './products.tables.ts';

// A product import's staged row: { name, supplier, values: ProductValues } (products-csv.usecases.ts).
// A key of `values` that is absent keeps what is stored; present (even null) replaces it.

const rowsOf = sql`(select s.data->>'name' as name, s.data->'values' as v from staged s) r`;

/** Lines naming a supplier that is no longer the organisation's (deleted since the upload). */
export function stagedProductsWithMissingSupplier(db: Executor, key: StagedImport) {
  return stagedLinesWithMissingReference(db, key, {
    table: supplierFacts,
    idField: 'supplierId',
    nameField: 'supplier',
  });
}

/** Updates the products the staged rows name (case-blind), in one statement. */
export function updateStagedProducts(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      update ${products} t set
        name = r.name,
        supplier_id = ${kept('supplier_id', 'supplierId', '::bigint')},
        cogs = ${kept('cogs', 'cogs', '::bigint')},
        cogs_currency = ${kept('cogs_currency', 'cogsCurrency')},
        min_stock = ${kept('min_stock', 'minStock', '::int')},
        updated_at = now()
      from ${rowsOf}
      where t.organisation_id = ${key.organisationId} and lower(t.name) = lower(r.name)
      returning 1)`,
  );
}

/** Inserts the staged products the organisation does not have yet, in one statement. */
export function insertStagedProducts(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      insert into ${products} (organisation_id, name, supplier_id, cogs, cogs_currency, min_stock)
      select ${key.organisationId}, r.name, (v->>'supplierId')::bigint, (v->>'cogs')::bigint,
        coalesce(v->>'cogsCurrency', ${DEFAULT_CURRENCY}), (v->>'minStock')::int
      from ${rowsOf}
      where not exists (select 1 from ${products} t
        where t.organisation_id = ${key.organisationId} and lower(t.name) = lower(r.name))
      on conflict (organisation_id, lower(name)) do nothing
      returning 1)`,
  );
}

/**
 * Each staged product (written by now) with the main supplier its row names: the links the
 * import makes (suppliers keep them, linkImportedProducts).
 */
export async function stagedSupplierLinks(
  db: Executor,
  key: StagedImport,
): Promise<{ productId: number; supplierId: number }[]> {
  const rows = await queryRows<{ productId: string | number; supplierId: string | number }>(
    db,
    sql`with ${stagedRows(key)}
      select p.id as "productId", (s.data->'values'->>'supplierId')::bigint as "supplierId"
      from staged s join ${products} p
        on p.organisation_id = ${key.organisationId} and lower(p.name) = lower(s.data->>'name')
      where s.data->'values'->>'supplierId' is not null`,
  );
  return rows.map((row) => ({ productId: Number(row.productId), supplierId: Number(row.supplierId) }));
}

/** Statistics for what an import wrote, committed with it (db/analyse.ts says why). */
export function analyseImportedProducts(db: Executor): Promise<void> {
  return analyseInTransaction(db, [products]);
}
