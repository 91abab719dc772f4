import { z } from 'zod';
import { idField, idParam, isoDateTime, moneyAmountField } from './fields.ts';
import { listQuerySchema, paginationQuerySchema, queryBoolean } from './lists.ts';

/**
 * Disputes (docs/domain/disputes.md): claims against the marketplace for units it lost, damaged or
 * received short, and for refunds whose items never came back. Money is a decimal string in the
 * dispute's currency.
 */
export const DISPUTE_KINDS = [
  'transfer_shortage',
  'warehouse_loss',
  'unreturned_refund',
  'underpaid_reimbursement',
] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  transfer_shortage: 'Shipment received short',
  warehouse_loss: 'Lost or damaged in the warehouse',
  unreturned_refund: 'Refunded, never returned',
  underpaid_reimbursement: 'Reimbursed below value',
};

export const DISPUTE_STATUSES = [
  'OPEN',
  'SUBMITTED',
  'PENDING',
  'REIMBURSED',
  'PARTIALLY_REIMBURSED',
  'REJECTED',
  'CLOSED',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Open',
  SUBMITTED: 'Submitted',
  PENDING: 'Pending',
  REIMBURSED: 'Reimbursed',
  PARTIALLY_REIMBURSED: 'Partly reimbursed',
  REJECTED: 'Rejected',
  CLOSED: 'Closed',
};

export const DISPUTE_ACTIONS = ['submit', 'reimburse', 'reject', 'close'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

const money = z.string().nullable().describe('Decimal string in the currency');

export const disputeEvidenceSchema = z.object({
  label: z.string(),
  value: z.string(),
});

export const disputeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DISPUTE_KINDS),
    status: z.enum(DISPUTE_STATUSES),
    candidate_key: z.string().nullable().describe('The detector finding it was opened from'),
    title: z.string(),
    sku_id: z.number().int().nullable(),
    seller_sku: z.string().nullable(),
    transfer_id: z.number().int().nullable(),
    order_id: z.string().nullable(),
    units: z.number().int(),
    currency: z.string(),
    amount_claimed: money,
    amount_reimbursed: money,
    case_id: z.string().nullable(),
    deadline_at: isoDateTime.nullable(),
    near_deadline: z
      .boolean()
      .describe('OPEN (not yet submitted) and its claim deadline is within 7 days, or past'),
    needs_action: z
      .boolean()
      .describe(
        'Needs action: OPEN (to submit), or past its deadline and not settled (SUBMITTED, PENDING or PARTIALLY_REIMBURSED: chase or close it). What the `disputes` count counts',
      ),
    evidence: z.array(disputeEvidenceSchema),
    note: z.string().nullable(),
    allowed_actions: z.array(z.enum(DISPUTE_ACTIONS)),
    submitted_at: isoDateTime.nullable(),
    resolved_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

/**
 * What a detector found and nobody has opened a dispute for yet, while its claim window is open:
 * once `deadline_at` has passed the marketplace refuses the claim, so the finding is no longer one.
 */
export const disputeCandidateSchema = z
  .object({
    key: z.string(),
    kind: z.enum(DISPUTE_KINDS),
    title: z.string(),
    sku_id: z.number().int().nullable(),
    seller_sku: z.string().nullable(),
    transfer_id: z.number().int().nullable(),
    order_id: z.string().nullable(),
    units: z.number().int(),
    currency: z.string(),
    amount_at_stake: money,
    deadline_at: isoDateTime.nullable(),
    evidence: z.array(disputeEvidenceSchema),
  })
  .meta({ id: 'DisputeCandidate' });
export type DisputeCandidate = z.infer<typeof disputeCandidateSchema>;

/**
 * The candidates come a page at a time (largest amount first): there can be thousands. `transfer_id`
 * narrows them to one transfer's findings, as it narrows the disputes list.
 */
export const disputeCandidateQuerySchema = paginationQuerySchema.pick({ page: true, per_page: true }).extend({
  transfer_id: idField().optional(),
});
export type DisputeCandidateQuery = z.infer<typeof disputeCandidateQuerySchema>;

export const DISPUTE_SORTS = ['created_at', 'deadline_at', 'amount_claimed', 'status'] as const;

export const disputeListQuerySchema = listQuerySchema(DISPUTE_SORTS, 'created_at', {
  status: z.enum(DISPUTE_STATUSES).optional(),
  kind: z.enum(DISPUTE_KINDS).optional(),
  needs_action: queryBoolean.optional().describe('true: what the `disputes` count counts'),
  transfer_id: idField().optional(),
});
export type DisputeListQuery = z.infer<typeof disputeListQuerySchema>;

/** The screen's totals: open, needing action, at stake, recovered this (calendar) year, per currency. */
export const disputeTotalsSchema = z.object({
  open: z.number().int().describe('Disputes in status OPEN (not submitted yet)'),
  needs_action: z
    .number()
    .int()
    .describe(
      'Disputes needing action (see Dispute.needs_action): the `disputes` count and the list filtered by needs_action=true',
    ),
  at_stake: z.array(z.object({ currency: z.string(), amount: z.string() })),
  recovered_this_year: z.array(z.object({ currency: z.string(), amount: z.string() })),
  claimable: z
    .object({
      count: z.number().int().describe('Findings no dispute was opened for, their claim window open'),
      amounts: z
        .array(z.object({ currency: z.string(), amount: z.string() }))
        .describe('Their amounts at stake per currency (findings of unknown value not counted)'),
    })
    .describe('What the detectors found that can still be claimed: money on the table'),
});
export type DisputeTotals = z.infer<typeof disputeTotalsSchema>;

const note = z.string().trim().max(2000, 'The note field must not be greater than 2000 characters.');
const caseId = z.string().trim().min(1, 'The case id field is required.').max(100);

/** Opens a dispute from a candidate's key (the detector's evidence and amount come with it). */
export const createDisputeRequestSchema = z.object({
  candidate_key: z.string({ error: 'The candidate key field is required.' }).trim().min(1).max(200),
  note: note.nullable().optional(),
});
export type CreateDisputeRequest = z.infer<typeof createDisputeRequestSchema>;

/** The claim's currency is its finding's; what can change is the note, the case id and the amount. */
export const updateDisputeRequestSchema = z.object({
  note: note.nullable().optional(),
  case_id: caseId.nullable().optional(),
  amount_claimed: moneyAmountField('amount_claimed').optional(),
});
export type UpdateDisputeRequest = z.infer<typeof updateDisputeRequestSchema>;

export const submitDisputeRequestSchema = z.object({ case_id: caseId });
export type SubmitDisputeRequest = z.infer<typeof submitDisputeRequestSchema>;

export const reimburseDisputeRequestSchema = z.object({ amount: moneyAmountField('amount') });
export type ReimburseDisputeRequest = z.infer<typeof reimburseDisputeRequestSchema>;

export const disputeParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
