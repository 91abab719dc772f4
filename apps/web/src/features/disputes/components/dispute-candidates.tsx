import { DISPUTE_KIND_LABELS, type DisputeCandidate, type Paginated } from '@backoffice/shared';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { formatDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

/** How many candidates show before "Show all". */
const SHOWN = 5;

/**
 * What the detectors found and nobody disputed yet while its claim window is open, largest amount
 * first, each with its evidence and claim deadline; a member opens a dispute from one. The first
 * few show; expanded, the findings come a page at a time (there can be thousands).
 */
export function DisputeCandidates({
  found,
  showAll,
  onShowAll,
  onPage,
  onOpen,
  opening,
}: {
  found: Paginated<DisputeCandidate> | undefined;
  showAll: boolean;
  onShowAll: () => void;
  onPage: (page: number) => void;
  /** Absent for a viewer. */
  onOpen?: (candidate: DisputeCandidate) => void;
  opening: string | null;
}) {
  if (!found || found.meta.total === 0) return null;
  const { data: candidates, meta } = found;
  const shown = showAll ? candidates : candidates.slice(0, SHOWN);
  return (
    <Card className="mb-4" data-testid="dispute-candidates">
      <Card.Header as="h2" className="h6">
        Found to claim ({meta.total.toLocaleString()})
      </Card.Header>
      <ListGroup variant="flush">
        {shown.map((candidate) => (
          <ListGroup.Item
            key={candidate.key}
            className="d-flex flex-column flex-md-row gap-2 align-items-md-start"
            data-testid="dispute-candidate"
          >
            <div className="flex-grow-1" style={{ minWidth: 0 }}>
              <div className="fw-semibold text-break">{candidate.title}</div>
              <div className="small text-body-secondary text-break">
                {DISPUTE_KIND_LABELS[candidate.kind]} ·{' '}
                {candidate.evidence.map((item) => `${item.label}: ${item.value}`).join(' · ')}
              </div>
            </div>
            <div className="d-flex flex-row flex-md-column align-items-center align-items-md-end gap-2 flex-shrink-0 small">
              <div className="text-md-end">
                <div className="fw-semibold text-nowrap">
                  {candidate.amount_at_stake
                    ? formatMoney(candidate.amount_at_stake, candidate.currency)
                    : 'Value unknown (no COGS)'}
                </div>
                {candidate.deadline_at && (
                  <div className="text-body-secondary text-nowrap">
                    Claim by {formatDay(candidate.deadline_at)}
                  </div>
                )}
              </div>
              {onOpen && (
                <Button size="sm" disabled={opening === candidate.key} onClick={() => onOpen(candidate)}>
                  Open dispute
                </Button>
              )}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
      {!showAll && meta.total > SHOWN && (
        <Card.Footer>
          <Button variant="link" size="sm" className="p-0" onClick={onShowAll}>
            Show all {meta.total.toLocaleString()}
          </Button>
        </Card.Footer>
      )}
      {showAll && meta.last_page > 1 && (
        <Card.Footer className="d-flex align-items-center gap-2 small">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            Previous
          </Button>
          <span data-testid="dispute-candidates-page">
            Page {meta.current_page.toLocaleString()} of {meta.last_page.toLocaleString()}
          </span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            Next
          </Button>
        </Card.Footer>
      )}
    </Card>
  );
}
