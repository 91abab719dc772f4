import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** What a refused request must not have done: the tenant tables written since `clear()`. */
export interface TenantWriteLog {
  /** Forgets what was logged: `written()` then answers what was committed after this call. */
  clear(): Promise<void>;
  /** Each tenant table written since `clear()`, with how: `products insert`, `skus update`… */
  written(): Promise<string[]>;
}

/**
 * Watches every tenant table (every table of schema public with an `organisation_id` column, and
 * `organisations`) with triggers that log each row inserted, deleted or changed, and each
 * TRUNCATE, to a table of the test's own database; installed on first use, never in the
 * product's schema. A check reads the log, so it costs what was written, where a fingerprint of
 * every row (tenantSnapshot) costs the whole database. It sees what the fingerprint saw, as the
 * log is written in the writer's transaction: a rolled-back write leaves no trace, an update that
 * changes nothing is not one (the trigger compares the rows' text, as the fingerprint did).
 */
export async function watchTenantWrites(db: Database): Promise<TenantWriteLog> {
  // One statement at a time: PGlite's query protocol takes no more.
  for (const statement of INSTALL) await db.execute(statement);
  return {
    async clear() {
      await db.execute(sql`delete from test_tenant_writes`);
    },
    async written() {
      const rows = await queryRows<{ write: string }>(
        db,
        sql`select distinct table_name || ' ' || operation as write from test_tenant_writes order by 1`,
      );
      return rows.map((row) => row.write);
    },
  };
}

// The log's function runs as its owner (SECURITY DEFINER), whatever the writer's role may do.
const INSTALL = [
  sql`create table if not exists test_tenant_writes (table_name text not null, operation text not null)`,
  sql.raw(`create or replace function test_log_tenant_write() returns trigger
  language plpgsql security definer set search_path = public as $$
begin
  insert into test_tenant_writes (table_name, operation) values (tg_table_name, lower(tg_op));
  return null;
end $$`),
  sql.raw(`do $$
declare
  tenant_table text;
begin
  for tenant_table in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and (c.relname = 'organisations' or exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped))
  loop
    execute format('create or replace trigger test_tenant_insert_delete after insert or delete on %I
      for each row execute function test_log_tenant_write()', tenant_table);
    execute format('create or replace trigger test_tenant_update after update on %I
      for each row when (old::text is distinct from new::text) execute function test_log_tenant_write()',
      tenant_table);
    execute format('create or replace trigger test_tenant_truncate after truncate on %I
      for each statement execute function test_log_tenant_write()', tenant_table);
  end loop;
end $$`),
];
