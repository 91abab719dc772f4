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
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import { supplierShippingTimes, suppliers } from './suppliers.tables.ts';

// A supplier import's staged row: { name, warehouse, values: { warehouseId?, currency? }, shippingTimes? }
// (suppliers-csv.usecases.ts). Absent keeps what is stored; present (even null or []) replaces it.

/** Lines naming a warehouse that is no longer the organisation's (deleted since the upload). */
export function stagedSuppliersWithMissingWarehouse(db: Executor, key: StagedImport) {
  return stagedLinesWithMissingReference(db, key, {
    table: warehouseFacts,
    idField: 'warehouseId',
    nameField: 'warehouse',
  });
}

/**
 * The suppliers whose staged row sets a currency, with the one they have (locked until the import
 * commits, so what the new currency re-expresses is what is stored).
 */
export async function stagedCurrencies(
  db: Executor,
  key: StagedImport,
): Promise<{ line: number; supplierId: number; from: string | null; to: string }[]> {
  const rows = await queryRows<{
    line: number;
    supplier_id: string | number;
    from: string | null;
    to: string;
  }>(
    db,
    sql`with ${stagedRows(key)}
      select s.line, p.id as supplier_id, p.currency as "from", s.data->'values'->>'currency' as "to"
      from staged s join ${suppliers} p
        on p.organisation_id = ${key.organisationId} and lower(p.name) = lower(s.data->>'name')
      where s.data->'values' ? 'currency'
      for update of p`,
  );
  return rows.map((row) => ({
    line: row.line,
    supplierId: Number(row.supplier_id),
    from: row.from,
    to: row.to,
  }));
}

/** Updates the suppliers the staged rows name (case-blind), in one statement. */
export function updateStagedSuppliers(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      update ${suppliers} t set
        name = r.name,
        warehouse_id = ${kept('warehouse_id', 'warehouseId', '::bigint')},
        currency = ${kept('currency', 'currency')},
        updated_at = now()
      from (select s.data->>'name' as name, s.data->'values' as v from staged s) r
      where t.organisation_id = ${key.organisationId} and lower(t.name) = lower(r.name)
      returning 1)`,
  );
}

/** Inserts the staged suppliers the organisation does not have yet, in one statement. */
export function insertStagedSuppliers(db: Executor, key: StagedImport): Promise<number> {
  return countWritten(
    db,
    sql`${stagedRows(key)}, w as (
      insert into ${suppliers} (organisation_id, name, warehouse_id, currency)
      select ${key.organisationId}, r.name, (v->>'warehouseId')::bigint, v->>'currency'
      from (select s.data->>'name' as name, s.data->'values' as v from staged s) r
      where not exists (select 1 from ${suppliers} t
        where t.organisation_id = ${key.organisationId} and lower(t.name) = lower(r.name))
      on conflict (organisation_id, lower(name)) do nothing
      returning 1)`,
  );
}

/** Replaces the shipping times of every staged row that has a shipping_times cell. */
export async function replaceStagedShippingTimes(db: Executor, key: StagedImport): Promise<void> {
  const named = sql`staged s join ${suppliers} p
      on p.organisation_id = ${key.organisationId} and lower(p.name) = lower(s.data->>'name')`;
  await db.execute(sql`with ${stagedRows(key)}
    delete from ${supplierShippingTimes} t
    where t.organisation_id = ${key.organisationId}
      and t.supplier_id in (select p.id from ${named} where s.data ? 'shippingTimes')`);
  await db.execute(sql`with ${stagedRows(key)}
    insert into ${supplierShippingTimes} (organisation_id, supplier_id, type, code, days)
    select ${key.organisationId}, p.id, e->>'type', e->>'code', (e->>'days')::int
    from ${named}
    cross join lateral jsonb_array_elements(case when s.data ? 'shippingTimes' then s.data->'shippingTimes' else '[]'::jsonb end) e`);
}

/** Statistics for what an import wrote, committed with it (db/analyse.ts says why). */
export function analyseImportedSuppliers(db: Executor): Promise<void> {
  return analyseInTransaction(db, [suppliers, supplierShippingTimes]);
}
