import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * A fingerprint of every tenant table (every table of the public schema with an
 * `organisation_id` column, found in information_schema, plus `organisations`): its row count
 * and an md5 of all its rows (of one organisation's, given `organisationId`). Equal fingerprints
 * before and after a request: it wrote nothing.
 */
export async function tenantSnapshot(db: Database, organisationId?: number): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(sql`
    select distinct table_name from information_schema.columns
    where table_schema = 'public' and (column_name = 'organisation_id' or table_name = 'organisations')
      and table_name in (select table_name from information_schema.tables
                         where table_schema = 'public' and table_type = 'BASE TABLE')
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const parts = tables.map(({ table_name: table }) => {
    const column = table === 'organisations' ? 'id' : 'organisation_id';
    const only = organisationId === undefined ? '' : ` where t."${column}" = ${Number(organisationId)}`;
    return `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t${only}`;
  });
  const { rows } = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; print: string }[];
  };
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
