import { DISPUTE_KIND_LABELS, type Dispute, type DisputeAction, href } from '@backoffice/shared';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { formatDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';

const ACTION_LABELS: Record<DisputeAction, string> = {
  submit: 'Submit',
  reimburse: 'Reimbursed…',
  reject: 'Rejected',
  close: 'Close',
};

const day = (iso: string) => formatDay(iso);

/** The disputes list's columns; `onAction` is absent for a viewer (no action buttons). */
export function disputeColumns(
  organisationUlid: string,
  onAction?: (dispute: Dispute, action: DisputeAction) => void,
): DataTableColumn<Dispute>[] {
  return [
    {
      key: 'title',
      header: 'Dispute',
      cell: (dispute) => (
        <div style={{ minWidth: '12rem' }}>
          <div
            className="fw-semibold text-break"
            title={dispute.evidence.map((e) => `${e.label}: ${e.value}`).join('\n')}
          >
            {dispute.title}
          </div>
          <div className="small text-body-secondary">
            {DISPUTE_KIND_LABELS[dispute.kind]}
            {dispute.transfer_id !== null && (
              <>
                {' · '}
                <Link
                  to={href('transfers.show', { organisation: organisationUlid, id: dispute.transfer_id })}
                >
                  Transfer #{dispute.transfer_id}
                </Link>
              </>
            )}
            {dispute.case_id && ` · Case ${dispute.case_id}`}
          </div>
          {dispute.note && <div className="small text-break">{dispute.note}</div>}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (dispute) => <DisputeStatusBadge status={dispute.status} />,
    },
    { key: 'units', header: 'Units', align: 'end', cell: (dispute) => dispute.units.toLocaleString() },
    {
      key: 'amount_claimed',
      header: 'Claimed',
      sortKey: 'amount_claimed',
      align: 'end',
      cell: (dispute) => (
        <span className="text-nowrap">{formatMoney(dispute.amount_claimed, dispute.currency)}</span>
      ),
    },
    {
      key: 'amount_reimbursed',
      header: 'Reimbursed',
      align: 'end',
      cell: (dispute) => (
        <span className="text-nowrap">{formatMoney(dispute.amount_reimbursed, dispute.currency)}</span>
      ),
    },
    {
      key: 'deadline_at',
      header: 'Claim by',
      sortKey: 'deadline_at',
      cell: (dispute) =>
        dispute.deadline_at ? (
          <span
            className={dispute.near_deadline ? 'text-danger fw-semibold text-nowrap' : 'text-nowrap'}
            data-testid="dispute-deadline"
          >
            {day(dispute.deadline_at)}
            {dispute.near_deadline && <span className="d-block small">Deadline near</span>}
          </span>
        ) : (
          '—'
        ),
    },
    ...(onAction
      ? [
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (dispute: Dispute) => (
              <div className="d-flex flex-wrap gap-1">
                {dispute.allowed_actions.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={
                      action === 'submit' || action === 'reimburse' ? 'outline-primary' : 'outline-secondary'
                    }
                    onClick={() => onAction(dispute, action)}
                  >
                    {ACTION_LABELS[action]}
                  </Button>
                ))}
              </div>
            ),
          } satisfies DataTableColumn<Dispute>,
        ]
      : []),
  ];
}
