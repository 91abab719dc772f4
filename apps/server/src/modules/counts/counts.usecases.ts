import type { Counts } from '@backoffice/shared';
import type { InOrganisation } from '../../lib/use-case.ts';
import { disputesNeedingActionCount } from '../disputes/disputes.usecases.ts';
import { skusNeedingAttentionCount } from '../skus/skus.facts.ts';
import { openProblemOrdersCount } from '../store-orders/store-orders.facts.ts';
import { transferBadgeCounts } from '../transfers/transfers.usecases.ts';
import { readScalars } from './counts.repository.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load, so each
 * figure must stay cheap. Transfers count with their lists' own query (Upcoming, Problem);
 * disputes with the disputes module's own definition of "needing action", which its list filter
 * and the Disputes screen's figure read too. Each module gives its count as a scalar subquery and
 * all five are read in one statement: one round trip and one plan instead of five (under the load
 * test's 40 page loads a second, the round trips were half of the endpoint's time).
 */
export async function countNeedsAttention({
  db,
  organisationId,
}: InOrganisation): Promise<{ counts: Counts }> {
  const transfers = transferBadgeCounts({ organisationId });
  const row = await readScalars(db, {
    disputes: disputesNeedingActionCount({ organisationId }),
    drafts: transfers.drafts,
    problems: transfers.problems,
    skus: skusNeedingAttentionCount(organisationId),
    orders: openProblemOrdersCount(organisationId),
  });
  return {
    counts: {
      disputes: row.disputes,
      transfers: { drafts: row.drafts, problems: row.problems },
      skus: row.skus,
      orders: row.orders,
    },
  };
}
