import type { Counts } from '@backoffice/shared';
import type { InOrganisation } from '../../lib/use-case.ts';
import { countDisputesNeedingAction } from '../disputes/disputes.usecases.ts';
import { countSkusNeedingAttention } from '../skus/skus.facts.ts';
import { countOpenProblemOrders } from '../store-orders/store-orders.facts.ts';
import { countTransferBadges } from '../transfers/transfers.usecases.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load, so each
 * figure must stay cheap. Transfers count with their lists' own query (Upcoming, Problem);
 * disputes with the disputes module's own definition of "needing action", which its list filter
 * and the Disputes screen's figure read too.
 */
export async function countNeedsAttention({
  db,
  organisationId,
}: InOrganisation): Promise<{ counts: Counts }> {
  return {
    counts: {
      disputes: (await countDisputesNeedingAction({ db, organisationId })).count,
      transfers: await countTransferBadges({ db, organisationId }),
      skus: await countSkusNeedingAttention(db, { organisationId }),
      orders: await countOpenProblemOrders(db, { organisationId }),
    },
  };
}
