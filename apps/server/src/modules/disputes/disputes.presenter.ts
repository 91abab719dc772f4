import { type Dispute, type DisputeCandidate, fromMinorUnits } from '@backoffice/shared';
import {
  allowedDisputeActions,
  type Candidate,
  disputeNeedsAction,
  nearDeadline,
} from './dispute-rules.domain.ts';
import type { DisputeRow } from './disputes.tables.ts';

const money = (minor: number | null, currency: string) =>
  minor === null ? null : fromMinorUnits(minor, currency);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentDispute(row: DisputeRow, now: Date): Dispute {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    candidate_key: row.candidateKey,
    title: row.title,
    sku_id: row.skuId,
    seller_sku: row.sellerSku,
    transfer_id: row.transferId,
    order_id: row.orderId,
    units: row.units,
    currency: row.currency,
    amount_claimed: money(row.amountClaimed, row.currency),
    amount_reimbursed: money(row.amountReimbursed, row.currency),
    case_id: row.caseId,
    deadline_at: iso(row.deadlineAt),
    near_deadline: nearDeadline(row, now),
    needs_action: disputeNeedsAction(row, now),
    evidence: row.evidence,
    note: row.note,
    allowed_actions: allowedDisputeActions(row.status),
    submitted_at: iso(row.submittedAt),
    resolved_at: iso(row.resolvedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentCandidate(candidate: Candidate): DisputeCandidate {
  return {
    key: candidate.key,
    kind: candidate.kind,
    title: candidate.title,
    sku_id: candidate.skuId,
    seller_sku: candidate.sellerSku,
    transfer_id: candidate.transferId,
    order_id: candidate.orderId,
    units: candidate.units,
    currency: candidate.currency,
    amount_at_stake: money(candidate.amount, candidate.currency),
    deadline_at: iso(candidate.deadlineAt),
    evidence: candidate.evidence,
  };
}
