import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { type DatabaseHandle, queryRows } from './client.ts';

/**
 * The schema fits a distributed PostgreSQL (Citus; README "Running on a distributed
 * PostgreSQL"): tenant tables distributed by organisation_id and co-located, the rest reference
 * tables. Co-location needs every primary key and unique constraint of a tenant table to include
 * the distribution column (we require it first, so each is also the tenant's index), and every
 * foreign key between tenant tables to carry organisation_id on both sides.
 */

/** Tenant tables that are not distributed by organisation_id, and why. */
const NOT_DISTRIBUTED: Record<string, string> = {
  // The tenant table itself: distributed by its id (organisation_id of everyone else), so its
  // primary key is the distribution column; its ulid is unique across the cluster.
  organisations: 'distributed by id, the organisation_id of every other table',
};

interface Key {
  table_name: string;
  name: string;
  kind: string;
  columns: string[] | string;
}

let handle: DatabaseHandle;
let tenantTables: string[];

beforeAll(async () => {
  handle = await openTestDatabase();
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped)
        order by 1`,
  );
  tenantTables = rows.map((row) => row.table_name);
});

afterAll(async () => {
  await handle?.close();
});

const columnsOf = (key: Key) =>
  Array.isArray(key.columns) ? key.columns : String(key.columns).replace(/[{}]/g, '').split(',');

describe('the schema fits a distributed PostgreSQL', () => {
  it('leads every primary key and unique index of a tenant table with organisation_id', async () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['skus', 'memberships', 'inventory_movements']));
    // Unique indexes (constraints have one too); expression columns show as null.
    const keys = await queryRows<Key>(
      handle.db,
      sql`select t.relname as table_name, i.relname as name,
            case when x.indisprimary then 'primary key' else 'unique' end as kind,
            array(select coalesce(a.attname, '(expression)') from unnest(x.indkey) with ordinality k(attnum, n)
                  left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          join pg_namespace ns on ns.oid = t.relnamespace
          where ns.nspname = 'public' and x.indisunique`,
    );
    const misfits = keys
      .filter((key) => tenantTables.includes(key.table_name) && !(key.table_name in NOT_DISTRIBUTED))
      .filter((key) => columnsOf(key)[0] !== 'organisation_id')
      .map((key) => `${key.table_name}.${key.name} (${key.kind}: ${columnsOf(key).join(', ')})`);
    expect(misfits).toEqual([]);
    // Every distributed tenant table has a primary key (Citus needs one for upserts and replication).
    const withPrimaryKey = new Set(
      keys.filter((key) => key.kind === 'primary key').map((key) => key.table_name),
    );
    expect(tenantTables.filter((table) => !(table in NOT_DISTRIBUTED) && !withPrimaryKey.has(table))).toEqual(
      [],
    );
  });

  it('joins tenant tables only on organisation_id: every foreign key between them carries it', async () => {
    const foreignKeys = await queryRows<{
      name: string;
      from_table: string;
      to_table: string;
      from_columns: string[] | string;
      to_columns: string[] | string;
    }>(
      handle.db,
      sql`select c.conname as name, f.relname as from_table, t.relname as to_table,
            array(select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
                  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as from_columns,
            array(select a.attname from unnest(c.confkey) with ordinality k(attnum, n)
                  join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as to_columns
          from pg_constraint c
          join pg_class f on f.oid = c.conrelid
          join pg_class t on t.oid = c.confrelid
          join pg_namespace ns on ns.oid = f.relnamespace
          where c.contype = 'f' and ns.nspname = 'public'`,
    );
    const list = (value: string[] | string) =>
      Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',');
    const distributed = (table: string) => tenantTables.includes(table) && !(table in NOT_DISTRIBUTED);
    const misfits = foreignKeys
      .filter((fk) => distributed(fk.from_table) && distributed(fk.to_table))
      .filter((fk) => {
        const from = list(fk.from_columns);
        const to = list(fk.to_columns);
        const at = from.indexOf('organisation_id');
        return at === -1 || to[at] !== 'organisation_id';
      })
      .map(
        (fk) =>
          `${fk.name}: ${fk.from_table}(${list(fk.from_columns)}) -> ${fk.to_table}(${list(fk.to_columns)})`,
      );
    expect(misfits).toEqual([]);
    // A distributed table may point at organisations (the distribution column itself) or at a
    // reference table; never at another distributed table by a bare id.
    const toOrganisations = foreignKeys.filter(
      (fk) => distributed(fk.from_table) && fk.to_table === 'organisations',
    );
    expect(toOrganisations.every((fk) => list(fk.from_columns).join() === 'organisation_id')).toBe(true);
  });
});
