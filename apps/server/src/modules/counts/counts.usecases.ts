import type { Counts } from '@backoffice/shared';
import type { InOrganisation } from '../../lib/use-case.ts';
import { countSkusNeedingAttention } from './counts.repository.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load, so each
 * figure must stay cheap. Disputes, transfers and store orders become real queries as their
 * modules land; until then the organisation has none of those records, so zero is the true
 * answer.
 */
export async function countNeedsAttention({
  db,
  organisationId,
}: InOrganisation): Promise<{ counts: Counts }> {
  return {
    counts: {
      disputes: 0,
      transfers: { drafts: 0, problems: 0 },
      skus: await countSkusNeedingAttention(db, { organisationId }),
      orders: 0,
    },
  };
}
