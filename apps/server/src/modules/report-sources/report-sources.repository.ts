import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ReportSourceRow, reportSources } from './report-sources.tables.ts';

export type NewReportSource = Omit<typeof reportSources.$inferInsert, 'organisationId' | 'id'>;
export type ReportSourceChanges = Partial<
  Pick<
    ReportSourceRow,
    'name' | 'type' | 'hasDailySync' | 'authTokenEncrypted' | 'clientKeyEncrypted' | 'clientSecretEncrypted'
  >
>;

export interface ReportSourceKey {
  organisationId: number;
  id: number;
}

export async function listReportSources(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<ReportSourceRow[]> {
  return db
    .select()
    .from(reportSources)
    .where(eq(reportSources.organisationId, organisationId))
    .orderBy(asc(reportSources.name), asc(reportSources.id));
}

export async function findReportSource(
  db: Executor,
  { organisationId, id }: ReportSourceKey,
): Promise<ReportSourceRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSources)
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)))
    .limit(1);
  return row;
}

export async function insertReportSource(
  db: Executor,
  { organisationId }: { organisationId: number },
  values: NewReportSource,
): Promise<ReportSourceRow> {
  const [row] = await db
    .insert(reportSources)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Report source insert returned nothing');
  return row;
}

export async function updateReportSource(
  db: Executor,
  { organisationId, id }: ReportSourceKey,
  changes: ReportSourceChanges,
): Promise<ReportSourceRow | undefined> {
  const [row] = await db
    .update(reportSources)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)))
    .returning();
  return row;
}

/** Deletes a source; its sales-channel links go with it (cascade). */
export async function deleteReportSource(
  db: Executor,
  { organisationId, id }: ReportSourceKey,
): Promise<boolean> {
  const deleted = await db
    .delete(reportSources)
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)))
    .returning({ id: reportSources.id });
  return deleted.length > 0;
}

/** Several sources in one statement (generated data: the demo's), answered as their ids and regions. */
export async function insertReportSources(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly NewReportSource[] },
): Promise<{ id: number; regionCode: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(reportSources)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .returning({ id: reportSources.id, regionCode: reportSources.regionCode });
}
