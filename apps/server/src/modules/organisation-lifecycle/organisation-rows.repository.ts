import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Executor, executeCount, queryRows } from '../../db/client.ts';
import { storedFileFacts } from '../files/files.facts.ts';
import { organisationFacts } from '../organisations/organisations.facts.ts';
import { reportDocumentFacts } from '../report-requests/report-requests.facts.ts';
import type { TenantTable } from './deletion-order.domain.ts';

/*
 * What an organisation's deletion reads and deletes, by the catalogue rather than a list of
 * tables: a table a later module adds is deleted with the rest without being named here.
 */

/**
 * Every table with an organisation_id (the tenant tables of decision 10), with its primary key's
 * columns, and the foreign keys between them (child, parent): the order they can be emptied in.
 */
export async function tenantTableGraph(
  db: Executor,
): Promise<{ tables: TenantTable[]; references: { child: string; parent: string }[] }> {
  const tables = await queryRows<{ name: string; key_columns: string[] | string | null }>(
    db,
    sql`select c.relname as name,
          (select array_agg(a.attname::text order by k.n)
             from pg_index x
             cross join unnest(x.indkey) with ordinality k(attnum, n)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
            where x.indrelid = c.oid and x.indisprimary) as key_columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and exists (
          select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped)
        order by 1`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where f.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid
        order by 1, 2`,
  );
  return {
    tables: tables.map((row) => ({ name: row.name, keyColumns: arrayOf(row.key_columns) })),
    references,
  };
}

/** PGlite answers a text[] as an array, node-postgres as `{a,b}` for a name[] cast to text[]. */
function arrayOf(value: string[] | string | null): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',').filter(Boolean);
}

/** The organisation's rows in `table`. */
export async function countTenantRows(
  db: Executor,
  { organisationId, table }: { organisationId: number; table: TenantTable },
): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.identifier(table.name)} where organisation_id = ${organisationId}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Deletes up to `limit` of the organisation's rows in `table`, chosen by primary key (or by
 * ctid for a table without one); answers how many went. Run with the children of `table`
 * already emptied, so what cascades from here is small.
 */
export function deleteTenantRowsBatch(
  db: Executor,
  { organisationId, table, limit }: { organisationId: number; table: TenantTable; limit: number },
): Promise<number> {
  const name = sql.identifier(table.name);
  const key = table.keyColumns.length
    ? sql.join(
        table.keyColumns.map((column) => sql.identifier(column)),
        sql`, `,
      )
    : sql`ctid`;
  return executeCount(
    db,
    sql`delete from ${name} where organisation_id = ${organisationId} and (${key}) in (
          select ${key} from ${name} where organisation_id = ${organisationId} limit ${limit})`,
  );
}

/**
 * Every key of the organisation's files in the file store: its logo, its report documents and
 * (on the PostgreSQL store) any stored file of it. An S3 bucket has no rows to read, so the
 * references are what finds its objects.
 */
export async function fileKeysOfOrganisation(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<string[]> {
  const logos = await db
    .select({ key: organisationFacts.logoFile })
    .from(organisationFacts)
    .where(and(eq(organisationFacts.id, organisationId), isNotNull(organisationFacts.logoFile)));
  const documents = await db
    .select({ key: reportDocumentFacts.documentFile })
    .from(reportDocumentFacts)
    .where(
      and(
        eq(reportDocumentFacts.organisationId, organisationId),
        isNotNull(reportDocumentFacts.documentFile),
      ),
    );
  const stored = await db
    .select({ key: storedFileFacts.key })
    .from(storedFileFacts)
    .where(eq(storedFileFacts.organisationId, organisationId));
  const keys = [...logos, ...documents, ...stored].map((row) => row.key).filter((key) => key !== null);
  return [...new Set(keys)];
}
