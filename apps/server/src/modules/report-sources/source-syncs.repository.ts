import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportSources } from './report-sources.tables.ts';

export type SyncState = Pick<
  Partial<typeof reportSources.$inferInsert>,
  | 'syncStartedAt'
  | 'syncError'
  | 'shipmentsSyncedAt'
  | 'ordersSyncedAt'
  | 'inventorySyncedAt'
  | 'fbaInventoryFetchedAt'
  | 'ordersSyncPosition'
>;

/** What a source's synced reports bring up to date: its orders, or its stock. */
export type SyncedData = 'orders' | 'inventory';

/**
 * Every connected Amazon source with a daily sync, across organisations: read by the sync's own
 * connection (not a tenant's) for the keys it queues, nothing else.
 */
export async function sourcesDueForDailySync(
  db: Executor,
): Promise<{ organisationId: number; reportSourceId: number }[]> {
  return db
    .select({ organisationId: reportSources.organisationId, reportSourceId: reportSources.id })
    .from(reportSources)
    .where(
      and(
        eq(reportSources.type, 'amazon'),
        eq(reportSources.hasDailySync, true),
        isNotNull(reportSources.authTokenEncrypted),
      ),
    );
}

/** A source's sync bookkeeping: when it started, how it ended, what it has synced up to. */
export async function setSyncState(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
  values: SyncState,
): Promise<void> {
  await db
    .update(reportSources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)));
}

/** The source is synced up to `at` for this data, never moving back. */
export async function markSourceSynced(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
  { data, at }: { data: SyncedData; at: Date },
): Promise<void> {
  const column = sql.raw(data === 'orders' ? 'orders_synced_at' : 'inventory_synced_at');
  const iso = at.toISOString();
  await db.execute(sql`
    update report_sources set ${column} = greatest(coalesce(${column}, ${iso}::timestamptz), ${iso}::timestamptz),
      updated_at = now()
    where organisation_id = ${organisationId} and id = ${id}`);
}
