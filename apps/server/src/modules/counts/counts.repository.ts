import type { Counts } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load. Each
 * figure becomes a real query as its module lands (disputes, transfers, SKUs, store orders);
 * until then the organisation has none of those records, so zero is the true answer.
 */
export async function countNeedsAttention(_db: Executor, _organisationId: number): Promise<Counts> {
  return { disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 0, orders: 0 };
}
