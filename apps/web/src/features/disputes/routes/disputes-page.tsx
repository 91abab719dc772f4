import { type Dispute, type DisputeAction, href } from '@backoffice/shared';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useDisputeAction } from '../api/dispute-action.ts';
import { useOpenDispute } from '../api/open-dispute.ts';
import { type DialogAction, DisputeActionDialog } from '../components/dispute-action-dialog.tsx';
import { DisputeCandidates } from '../components/dispute-candidates.tsx';
import { disputeColumns } from '../components/dispute-columns.tsx';
import { DisputeFilters } from '../components/dispute-filters.tsx';
import { DisputeTotalsCards } from '../components/dispute-totals.tsx';
import { useDisputesData } from '../hooks/use-disputes-data.ts';

/**
 * Disputes (Customer Support): the totals, what the detectors found to claim, and the disputes
 * with their lifecycle. A dispute is opened from a finding, submitted with the marketplace's case
 * id, and settled by the reimbursements report (or by hand).
 */
export function DisputesPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const { list, disputes, totals, candidates, onCandidatePage } = useDisputesData(organisationUlid);
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<{ dispute: Dispute; action: DialogAction } | null>(null);
  const open = useOpenDispute();
  const act = useDisputeAction();

  // An organisation with no dispute and nothing found to claim: the screen introduces itself (the
  // list's introduction below) instead of figures that are all dashes above it.
  const nothingYet = !list.filtered && disputes.data?.meta.total === 0 && candidates.data?.meta.total === 0;

  const onAction = (dispute: Dispute, action: DisputeAction) => {
    if (action === 'submit' || action === 'reimburse') setDialog({ dispute, action });
    else act.mutate({ organisationUlid, id: dispute.id, action });
  };

  return (
    <div data-testid="disputes-page">
      <PageHeader title="Disputes" />
      {totals.data && disputes.data && candidates.data && !nothingYet && (
        <DisputeTotalsCards
          totals={totals.data}
          needingActionTo={href('disputes', { organisation: organisationUlid }, { needs_action: true })}
        />
      )}
      <DisputeCandidates
        found={candidates.data}
        showAll={showAll}
        onShowAll={() => setShowAll(true)}
        onPage={onCandidatePage}
        onOpen={
          editable
            ? (candidate) => open.mutate({ organisationUlid, body: { candidate_key: candidate.key } })
            : undefined
        }
        opening={open.isPending ? (open.variables?.body.candidate_key ?? null) : null}
      />
      <ListCard
        list={list}
        query={disputes}
        search={{ label: 'Search disputes', placeholder: 'Title or case id' }}
        filters={<DisputeFilters query={list.query} onChange={list.setFilters} />}
        label="Disputes"
        errorMessage="The disputes could not be loaded."
        columns={disputeColumns(organisationUlid, editable ? onAction : undefined)}
        rowKey={(dispute) => dispute.id}
        rowTestId="dispute-row"
        emptyMessage="No disputes yet."
        emptyIntro={
          (candidates.data?.meta.total ?? 0) === 0
            ? {
                icon: Scale,
                text: 'Claims against the marketplace for units it lost, damaged or received short, and for refunds whose items never came back. Findings appear here when a transfer closes with units short, when the inventory ledger and reimbursement reports show losses Amazon has not paid for, and when a refund passes 45 days without a return; you open a dispute from a finding, submit it with Amazon’s case id, and the reimbursements report settles it.',
                action: <ReportRequestsLink organisationUlid={organisationUlid} />,
              }
            : {
                icon: Scale,
                text: 'Open a dispute from what was found above: its evidence, units and amount come with it.',
              }
        }
        noMatchMessage="No dispute matches."
        noun="disputes"
      />
      {dialog && (
        <DisputeActionDialog
          action={dialog.action}
          currency={dialog.dispute.currency}
          onHide={() => setDialog(null)}
          onSubmit={async (body) => {
            await act.mutateAsync({ organisationUlid, id: dialog.dispute.id, action: dialog.action, body });
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
