import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { ensureSkus, type SeenSku } from './skus-ingest.repository.ts';

export type { SeenSku } from './skus-ingest.repository.ts';

/**
 * The ids of the seller SKUs a marketplace report names, creating the ones the organisation lacks
 * (unmapped). In the caller's transaction: a report writer's batch creates its SKUs with its rows.
 */
export function ensureReportedSkus({
  db,
  organisationId,
  seen,
}: InOrganisation<Executor> & { seen: readonly SeenSku[] }): Promise<{
  ids: Map<string, number>;
  created: number;
}> {
  return ensureSkus(db, { organisationId, seen });
}
