import type { Counts } from '@backoffice/shared';
import type { InOrganisation } from '../../lib/use-case.ts';
import { countDisputesNeedingAction } from '../disputes/disputes.repository.ts';
import { countOpenProblemOrders } from '../store-orders/store-orders.repository.ts';
import { countTransferBadges } from '../transfers/transfers.usecases.ts';
import { countSkusNeedingAttention } from './counts.repository.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load, so each
 * figure must stay cheap. Transfers count with their lists' own query (Upcoming, Problem).
 * Disputes and store orders become real queries as their modules land; until then the
 * organisation has none of those records, so zero is the true answer.
 */
export async function countNeedsAttention({
  db,
  organisationId,
}: InOrganisation): Promise<{ counts: Counts }> {
  return {
    counts: {
      disputes: await countDisputesNeedingAction(db, { organisationId }),
      transfers: await countTransferBadges({ db, organisationId }),
      skus: await countSkusNeedingAttention(db, { organisationId }),
      orders: await countOpenProblemOrders(db, { organisationId }),
    },
  };
}
