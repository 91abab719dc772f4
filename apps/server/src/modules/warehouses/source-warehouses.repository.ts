import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouses } from './warehouses.tables.ts';

/**
 * The warehouses a report source fed stop naming it (the source is about to go). The foreign key
 * would clear the pointer too (migration 0004); this also marks the warehouses updated.
 */
export async function detachReportSource(
  db: Executor,
  { organisationId, reportSourceId }: { organisationId: number; reportSourceId: number },
): Promise<void> {
  await db
    .update(warehouses)
    .set({ reportSourceId: null, updatedAt: new Date() })
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.reportSourceId, reportSourceId)));
}
