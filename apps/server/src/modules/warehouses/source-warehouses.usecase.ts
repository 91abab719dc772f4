import type { Executor } from '../../db/client.ts';
import { detachReportSource } from './source-warehouses.repository.ts';

/** A report source's deletion, in its transaction: the warehouses it fed let go of it. */
export async function detachSourceWarehouses({
  tx,
  organisationId,
  reportSourceId,
}: {
  tx: Executor;
  organisationId: number;
  reportSourceId: number;
}): Promise<void> {
  await detachReportSource(tx, { organisationId, reportSourceId });
}
