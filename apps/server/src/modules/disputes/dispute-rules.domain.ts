import {
  DISPUTE_STATUSES,
  type DisputeAction,
  type DisputeKind,
  type DisputeStatus,
  fromMinorUnits,
  RETURN_WINDOW_DAYS,
} from '@backoffice/shared';

/**
 * The rules of disputes (docs/domain/disputes.md, issue 11) as plain functions: the lifecycle,
 * the claim windows and the detectors that find what to claim. Money is in minor units.
 */

const DAY_MS = 86_400_000;

/**
 * Days the marketplace accepts a claim after the event that starts its clock (Amazon's FBA
 * reimbursement policy: 60 days after an inbound shipment's delivery or closing, after a unit was
 * lost or damaged in a fulfilment centre, after the 45 days a customer has to return a refunded
 * item, and after a reimbursement was paid, to contest its amount).
 */
export const CLAIM_WINDOW_DAYS: Record<DisputeKind, number> = {
  transfer_shortage: 60,
  warehouse_loss: 60,
  unreturned_refund: 60,
  underpaid_reimbursement: 60,
};

/** A dispute whose deadline is this close (or past) is highlighted and needs action. */
export const NEAR_DEADLINE_DAYS = 7;

const FINAL: readonly DisputeStatus[] = ['REIMBURSED', 'REJECTED', 'CLOSED'];

/**
 * OPEN → SUBMITTED (with the marketplace's case id) → REIMBURSED / PARTIALLY_REIMBURSED /
 * REJECTED; CLOSED ends it by hand at any point before. PENDING is a submitted case the
 * marketplace answered without paying yet; it takes the same actions as SUBMITTED.
 */
export function allowedDisputeActions(status: DisputeStatus): DisputeAction[] {
  switch (status) {
    case 'OPEN':
      return ['submit', 'close'];
    case 'SUBMITTED':
    case 'PENDING':
      return ['reimburse', 'reject', 'close'];
    case 'PARTIALLY_REIMBURSED':
      return ['reimburse', 'close'];
    default:
      return [];
  }
}

/** After reimbursements adding up to `reimbursed` against `claimed`. */
export function reimbursedStatus(claimed: number, reimbursed: number): DisputeStatus {
  return reimbursed >= claimed ? 'REIMBURSED' : 'PARTIALLY_REIMBURSED';
}

export const isFinalDispute = (status: DisputeStatus) => FINAL.includes(status);

/** Only an OPEN dispute races its deadline: once submitted in time, the answer is awaited. */
export function nearDeadline(
  dispute: { status: DisputeStatus; deadlineAt: Date | null },
  now: Date,
): boolean {
  if (dispute.status !== 'OPEN' || !dispute.deadlineAt) return false;
  return dispute.deadlineAt.getTime() - now.getTime() <= NEAR_DEADLINE_DAYS * DAY_MS;
}

/**
 * Disputes needing action (docs/domain/disputes.md): OPEN ones (to submit, the nearer the deadline
 * the more urgent) and, past their deadline, every one not settled yet (submitted, pending or partly
 * reimbursed: the window is over, so chase the case or close it). The one definition of the
 * `disputes` count, the dashboard's "Disputes needing action", the Disputes screen's "Needing
 * action" figure and filter, and each dispute's `needs_action`: the repository's SQL
 * (`needsActionSql`) is built from these two lists, `disputeNeedsAction` reads one dispute by them.
 */
export const NEEDS_ACTION: { always: readonly DisputeStatus[]; pastDeadline: readonly DisputeStatus[] } = {
  always: ['OPEN'],
  pastDeadline: DISPUTE_STATUSES.filter((status) => !FINAL.includes(status)),
};

export function disputeNeedsAction(
  dispute: { status: DisputeStatus; deadlineAt: Date | null },
  now: Date,
): boolean {
  if (NEEDS_ACTION.always.includes(dispute.status)) return true;
  const past = dispute.deadlineAt !== null && dispute.deadlineAt.getTime() < now.getTime();
  return past && NEEDS_ACTION.pastDeadline.includes(dispute.status);
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The earliest event a claim of this kind can still be filed for at `now` (its deadline, the
 * event's date plus the window, not yet past): what each detector's facts are bounded by. A
 * refund's clock starts when the customer's 45 days to return it are over.
 */
export function claimableSince(kind: DisputeKind, now: Date): Date {
  const wait = kind === 'unreturned_refund' ? RETURN_WINDOW_DAYS : 0;
  return addDays(now, -(wait + CLAIM_WINDOW_DAYS[kind]));
}

/**
 * A finding whose claim window has closed is no candidate: the marketplace refuses a claim
 * filed after its deadline, so the screen must not offer to open one.
 */
export const isClaimable = (candidate: { deadlineAt: Date | null }, now: Date) =>
  candidate.deadlineAt === null || candidate.deadlineAt.getTime() >= now.getTime();

export interface Candidate {
  key: string;
  kind: DisputeKind;
  title: string;
  skuId: number | null;
  sellerSku: string | null;
  transferId: number | null;
  orderId: string | null;
  units: number;
  currency: string;
  /** Minor units; null when the item's value is unknown (no COGS). */
  amount: number | null;
  deadlineAt: Date | null;
  evidence: { label: string; value: string }[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const costOf = (units: number, unitCost: number | null) => (unitCost === null ? null : units * unitCost);
const FALLBACK_CURRENCY = 'USD';

export interface TransferFacts {
  id: number;
  name: string;
  status: string;
  closedAt: Date | null;
  destination: string | null;
  items: {
    skuId: number;
    sellerSku: string;
    shipped: number;
    received: number;
    unitCost: number | null;
    currency: string | null;
  }[];
}

/**
 * Units a closed transfer received short, per SKU. A transfer still receiving is not a candidate:
 * the marketplace reconciles until it closes (a partial receipt inside the window is no loss yet).
 */
export function transferShortages(transfers: readonly TransferFacts[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const transfer of transfers) {
    if (transfer.status !== 'CLOSED' || !transfer.closedAt) continue;
    for (const item of transfer.items) {
      const short = item.shipped - item.received;
      if (short <= 0) continue;
      candidates.push({
        key: `transfer:${transfer.id}:${item.skuId}`,
        kind: 'transfer_shortage',
        title: `${short} × ${item.sellerSku} short on ${transfer.name}`,
        skuId: item.skuId,
        sellerSku: item.sellerSku,
        transferId: transfer.id,
        orderId: null,
        units: short,
        currency: item.currency ?? FALLBACK_CURRENCY,
        amount: costOf(short, item.unitCost),
        deadlineAt: addDays(transfer.closedAt, CLAIM_WINDOW_DAYS.transfer_shortage),
        evidence: [
          { label: 'Transfer', value: transfer.name },
          ...(transfer.destination ? [{ label: 'Destination', value: transfer.destination }] : []),
          { label: 'Shipped', value: String(item.shipped) },
          { label: 'Received', value: String(item.received) },
          { label: 'Closed', value: day(transfer.closedAt) },
        ],
      });
    }
  }
  return candidates;
}

export interface LossFacts {
  movementId: number;
  skuId: number;
  sellerSku: string;
  units: number;
  occurredAt: Date;
  reason: string | null;
  warehouse: string;
  unitCost: number | null;
  currency: string | null;
}

export interface ReimbursedUnits {
  skuId: number | null;
  quantity: number;
  approvalDate: Date;
}

/** Groups rows by a key, keeping their order (one pass: no array rebuilt per row). */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Units the marketplace's ledger says it lost or damaged, less what it reimbursed for the SKU
 * since (the oldest losses are covered first): each loss still uncovered is a candidate.
 * Per SKU one walk over its losses and its reimbursements, both by date: a reimbursement dated
 * before a loss, or used up, cannot cover that loss nor any later one, so the walk never goes back.
 */
export function warehouseLosses(
  losses: readonly LossFacts[],
  reimbursed: readonly ReimbursedUnits[],
): Candidate[] {
  const candidates: Candidate[] = [];
  const creditsBySku = groupBy(reimbursed, (row) => row.skuId);
  for (const [skuId, skuLosses] of groupBy(losses, (loss) => loss.skuId)) {
    const sorted = [...skuLosses].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    const credits = (creditsBySku.get(skuId) ?? [])
      .map((row) => ({ approvedAt: row.approvalDate.getTime(), left: row.quantity }))
      .sort((a, b) => a.approvedAt - b.approvedAt);
    let next = 0;
    for (const loss of sorted) {
      const lostAt = loss.occurredAt.getTime();
      let uncovered = loss.units;
      while (uncovered > 0 && next < credits.length) {
        const credit = credits[next] as { approvedAt: number; left: number };
        if (credit.left === 0 || credit.approvedAt < lostAt) {
          next++;
          continue;
        }
        const used = Math.min(credit.left, uncovered);
        credit.left -= used;
        uncovered -= used;
      }
      if (uncovered === 0) continue;
      candidates.push(lossCandidate(loss, uncovered));
    }
  }
  return candidates;
}

function lossCandidate(loss: LossFacts, uncovered: number): Candidate {
  return {
    key: `loss:${loss.movementId}`,
    kind: 'warehouse_loss',
    title: `${uncovered} × ${loss.sellerSku} lost or damaged at ${loss.warehouse}`,
    skuId: loss.skuId,
    sellerSku: loss.sellerSku,
    transferId: null,
    orderId: null,
    units: uncovered,
    currency: loss.currency ?? FALLBACK_CURRENCY,
    amount: costOf(uncovered, loss.unitCost),
    deadlineAt: addDays(loss.occurredAt, CLAIM_WINDOW_DAYS.warehouse_loss),
    evidence: [
      { label: 'Warehouse', value: loss.warehouse },
      { label: 'Date', value: day(loss.occurredAt) },
      { label: 'Units lost or damaged', value: String(loss.units) },
      ...(loss.reason ? [{ label: 'Ledger reason', value: loss.reason }] : []),
      ...(uncovered < loss.units
        ? [{ label: 'Already reimbursed', value: String(loss.units - uncovered) }]
        : []),
    ],
  };
}

export interface UnreturnedRefundFacts {
  orderId: string;
  skuId: number;
  sellerSku: string;
  units: number;
  refundDate: Date;
  amount: number | null;
  currency: string | null;
}

/** Refunds whose units never came back (the "refunded without a return" problem orders' units). */
export function unreturnedRefunds(refunds: readonly UnreturnedRefundFacts[]): Candidate[] {
  return refunds.map((refund) => ({
    key: `refund:${refund.orderId}:${refund.sellerSku}`,
    kind: 'unreturned_refund',
    title: `${refund.units} × ${refund.sellerSku} refunded on ${refund.orderId}, never returned`,
    skuId: refund.skuId,
    sellerSku: refund.sellerSku,
    transferId: null,
    orderId: refund.orderId,
    units: refund.units,
    currency: refund.currency ?? FALLBACK_CURRENCY,
    amount: refund.amount,
    deadlineAt: addDays(refund.refundDate, RETURN_WINDOW_DAYS + CLAIM_WINDOW_DAYS.unreturned_refund),
    evidence: [
      { label: 'Order', value: refund.orderId },
      { label: 'Refunded', value: day(refund.refundDate) },
      { label: 'Units not returned', value: String(refund.units) },
    ],
  }));
}

export interface ReimbursementFacts {
  reimbursementId: string;
  skuId: number | null;
  sellerSku: string | null;
  quantity: number;
  approvalDate: Date;
  amountPerUnit: number | null;
  currency: string;
  unitCost: number | null;
  costCurrency: string | null;
}

/** Reimbursements paid below the item's cost (same currency only: nothing is converted). */
export function underpaidReimbursements(rows: readonly ReimbursementFacts[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const row of rows) {
    if (row.amountPerUnit === null || row.unitCost === null || row.costCurrency !== row.currency) continue;
    if (row.quantity <= 0 || row.amountPerUnit >= row.unitCost) continue;
    const gap = (row.unitCost - row.amountPerUnit) * row.quantity;
    candidates.push({
      key: `reimbursement:${row.reimbursementId}`,
      kind: 'underpaid_reimbursement',
      title: `${row.quantity} × ${row.sellerSku ?? 'a SKU'} reimbursed below cost`,
      skuId: row.skuId,
      sellerSku: row.sellerSku,
      transferId: null,
      orderId: null,
      units: row.quantity,
      currency: row.currency,
      amount: gap,
      deadlineAt: addDays(row.approvalDate, CLAIM_WINDOW_DAYS.underpaid_reimbursement),
      evidence: [
        { label: 'Reimbursement', value: row.reimbursementId },
        {
          label: 'Paid per unit',
          value: `${fromMinorUnits(row.amountPerUnit, row.currency)} ${row.currency}`,
        },
        { label: 'Cost per unit', value: `${fromMinorUnits(row.unitCost, row.currency)} ${row.currency}` },
        { label: 'Approved', value: day(row.approvalDate) },
      ],
    });
  }
  return candidates;
}
