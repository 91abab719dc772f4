import type { FieldErrors, ImportResource } from '@backoffice/shared';
import { and, eq, inArray, isNull, lt, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { type ImportRow, importRows, imports } from './imports.tables.ts';

type Key = { organisationId: number; id: number };
const byKey = ({ organisationId, id }: Key) =>
  and(eq(imports.organisationId, organisationId), eq(imports.id, id));

/** A new import, `staging` until its rows are written. */
export async function insertImport(
  db: Executor,
  { organisationId, resource, total }: { organisationId: number; resource: ImportResource; total: number },
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values({ organisationId, resource, total }).returning();
  if (!row) throw new Error('Import insert returned nothing');
  return row;
}

/** One batch of an import's rows, in one statement with one parameter (the rows as JSON). */
export async function stageImportRows(
  db: Executor,
  {
    organisationId,
    importId,
    rows,
  }: { organisationId: number; importId: number; rows: { line: number; data: unknown }[] },
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${importRows} (organisation_id, import_id, line, data)
    select ${organisationId}, ${importId}, r.line, r.data
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(line int, data jsonb)`);
}

export async function findImport(db: Executor, key: Key): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(byKey(key));
  return row;
}

/** The import, locked until the transaction ends: one writer at a time, whatever retries. */
export async function lockImport(db: Executor, key: Key): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(byKey(key)).for('update');
  return row;
}

/** Staged rows written: the job may take it. */
export async function markImportQueued(db: Executor, key: Key): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'queued' })
    .where(and(byKey(key), eq(imports.status, 'staging')));
}

/** A job attempt starts; nothing when the import has already ended. */
export async function markImportRunning(db: Executor, key: Key): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({
      status: 'running',
      attempts: sql`${imports.attempts} + 1`,
      startedAt: sql`coalesce(${imports.startedAt}, now())`,
    })
    .where(and(byKey(key), inArray(imports.status, ['staging', 'queued', 'running'])))
    .returning();
  return row;
}

/**
 * The rows are written (in the transaction that wrote them): retries only settle and finish. The
 * time is when this statement ran, near the transaction's end, not when the transaction began.
 */
export async function markImportApplied(
  db: Executor,
  { created, updated, ...key }: Key & { created: number; updated: number },
): Promise<void> {
  await db
    .update(imports)
    .set({ processed: sql`${imports.total}`, created, updated, appliedAt: sql`clock_timestamp()` })
    .where(byKey(key));
}

/** Written and settled. */
export async function markImportDone(db: Executor, key: Key): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'done', finishedAt: sql`now()` })
    .where(and(byKey(key), eq(imports.status, 'running')));
}

/**
 * Ends an import that wrote nothing; an import already ended, or whose rows are written, stays
 * as it is.
 */
export async function markImportFailed(
  db: Executor,
  { errors, message, ...key }: Key & { errors: FieldErrors | null; message: string },
): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'failed', errors, message, finishedAt: sql`now()` })
    .where(
      and(byKey(key), inArray(imports.status, ['staging', 'queued', 'running']), isNull(imports.appliedAt)),
    );
}

export async function deleteImportRows(
  db: Executor,
  { organisationId, importId }: { organisationId: number; importId: number },
): Promise<void> {
  await db
    .delete(importRows)
    .where(and(eq(importRows.organisationId, organisationId), eq(importRows.importId, importId)));
}

/**
 * Imports whose upload never finished staging (the instance died mid-upload): failed, their
 * rows deleted. Every organisation's: this runs when an instance starts, before any request.
 */
export async function failAbandonedImports(db: Executor, { olderThanMinutes }: { olderThanMinutes: number }) {
  const abandoned = await db
    .update(imports)
    .set({
      status: 'failed',
      message: 'The upload was interrupted; nothing was imported.',
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(imports.status, 'staging'),
        lt(imports.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
      ),
    )
    .returning({ organisationId: imports.organisationId, id: imports.id });
  for (const { organisationId, id } of abandoned)
    await deleteImportRows(db, { organisationId, importId: id });
  return abandoned.length;
}

/** Which import's staged rows a resource's set-based write reads. */
export type StagedImport = { organisationId: number; importId: number };

/**
 * The staged rows of one import as `staged(line, data)`, for the resources' set-based writes:
 * `with ${stagedRows(…)} update … from staged`.
 */
export function stagedRows({ organisationId, importId }: StagedImport): SQL {
  return sql`staged as (
    select r.line, r.data from ${importRows} r
    where r.organisation_id = ${organisationId} and r.import_id = ${importId})`;
}

/** Rows a data-changing statement touched: `with w as (<statement> returning 1)`. */
export async function countWritten(db: Executor, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`with ${statement} select count(*)::int as n from w`);
  return Number(row?.n ?? 0);
}

/**
 * In an update over `r(v)` (the staged `values`) and `t` (the stored row): the staged value when
 * the row carries the key (even null), else what is stored. Column and field names come from code.
 */
export function keptOrStaged(column: string, field: string, cast = ''): SQL {
  return sql.raw(`case when v ? '${field}' then (v->>'${field}')${cast} else t.${column} end`);
}

/**
 * Lines whose staged `values.<idField>` names a record of `table` the organisation no longer has
 * (deleted since the upload), with the name the row gave it (`data.<nameField>`). `table` may be
 * the owner's published projection (decision 22) with its organisation_id and id.
 */
export async function stagedLinesWithMissingReference(
  db: Executor,
  key: StagedImport,
  { table, idField, nameField }: { table: PgTable | Subquery; idField: string; nameField: string },
): Promise<{ line: number; name: string | null }[]> {
  return queryRows<{ line: number; name: string | null }>(
    db,
    sql`with ${stagedRows(key)}
      select s.line, s.data->>${nameField} as name from staged s
      where s.data->'values'->>${idField} is not null
        and not exists (select 1 from (select organisation_id, id from ${table}) x
          where x.organisation_id = ${key.organisationId} and x.id = (s.data->'values'->>${idField})::bigint)
      order by s.line`,
  );
}
