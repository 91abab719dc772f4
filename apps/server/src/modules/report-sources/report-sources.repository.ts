import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportSourceSalesChannels, salesChannels } from '../sales-channels/sales-channels.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
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

/** The sales channels each source feeds (the spec's sales_channels of a report source). */
export async function salesChannelsOfSources(
  db: Executor,
  { organisationId, sourceIds }: { organisationId: number; sourceIds: number[] },
) {
  if (sourceIds.length === 0) return [];
  return db
    .select({
      reportSourceId: reportSourceSalesChannels.reportSourceId,
      salesChannelId: salesChannels.id,
      name: salesChannels.name,
      type: salesChannels.type,
    })
    .from(reportSourceSalesChannels)
    .innerJoin(
      salesChannels,
      and(
        eq(salesChannels.organisationId, reportSourceSalesChannels.organisationId),
        eq(salesChannels.id, reportSourceSalesChannels.salesChannelId),
      ),
    )
    .where(
      and(
        eq(reportSourceSalesChannels.organisationId, organisationId),
        inArray(reportSourceSalesChannels.reportSourceId, sourceIds),
      ),
    )
    .orderBy(asc(salesChannels.name), asc(salesChannels.id));
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

/**
 * Deletes a source; its sales-channel links go with it (cascade). Warehouses point at sources
 * without a foreign key (a composite key cannot set one column null), so they are detached here.
 */
export async function deleteReportSource(
  db: Executor,
  { organisationId, id }: ReportSourceKey,
): Promise<boolean> {
  await db
    .update(warehouses)
    .set({ reportSourceId: null, updatedAt: new Date() })
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.reportSourceId, id)));
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
