import {
  type CreateDisputeRequest,
  type Dispute,
  type DisputeAction,
  type DisputeCandidate,
  type DisputeCandidateQuery,
  type DisputeKind,
  type DisputeListQuery,
  type DisputeTotals,
  fromMinorUnits,
  type Paginated,
  type ReimburseDisputeRequest,
  type SubmitDisputeRequest,
  toMinorUnits,
  type UpdateDisputeRequest,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { type ListSource, listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import {
  allowedDisputeActions,
  type Candidate,
  claimableSince,
  isClaimable,
  reimbursedStatus,
  transferShortages,
  underpaidReimbursements,
  unreturnedRefunds,
  warehouseLosses,
} from './dispute-rules.domain.ts';
import { disputeErrors } from './disputes.errors.ts';
import { presentCandidate, presentDispute } from './disputes.presenter.ts';
import {
  countNeedingAction,
  disputedKeys,
  disputeList,
  disputeTotals,
  findDispute,
  insertDispute,
  lossesToCredit,
  needingActionCount,
  reimbursementsOfOpenCases,
  reimbursementsWithCost,
  shortTransfers,
  unreturnedRefundUnits,
  updateDispute,
} from './disputes.repository.ts';
import type { DisputeRow } from './disputes.tables.ts';

type Db = InOrganisation<Executor>;

export async function listDisputes({
  db,
  organisationId,
  query,
  now = new Date(),
}: Db & { query: DisputeListQuery; now?: Date }): Promise<{ page: Paginated<Dispute> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      disputeList(db, { organisationId, now }, filters),
      async (rows) => rows.map((row) => presentDispute(row, now)),
    ),
  };
}

/**
 * Disputes needing action (dispute-rules.ts NEEDS_ACTION): the sidebar's `disputes` count and the
 * dashboard's figure, the same query as the list's needs_action filter and the totals' figure.
 */
export async function countDisputesNeedingAction({
  db,
  organisationId,
  now = new Date(),
}: Db & { now?: Date }): Promise<{ count: number }> {
  return { count: await countNeedingAction(db, { organisationId, now }) };
}

/** The same count as a scalar subquery, for the sidebar's counts (one statement for them all). */
export function disputesNeedingActionCount({
  organisationId,
  now = new Date(),
}: {
  organisationId: number;
  now?: Date;
}) {
  return needingActionCount({ organisationId, now });
}

export async function showDispute({
  db,
  organisationId,
  id,
  now = new Date(),
}: OnRecord<Executor> & { now?: Date }) {
  return { dispute: presentDispute(orNotFound(await findDispute(db, { organisationId, id })), now) };
}

/**
 * Everything the detectors find that no dispute was opened for and whose claim window is still
 * open at `now`, largest amount first. Each detector reads only the facts that can still be
 * claimed (`claimableSince`); the loss detector also older losses of the same SKUs, whose
 * findings the window then drops.
 */
async function findCandidates({ db, organisationId, now }: Db & { now: Date }): Promise<Candidate[]> {
  const since = (kind: DisputeKind) => ({ organisationId, since: claimableSince(kind, now) });
  const opened = await disputedKeys(db, { organisationId, now });
  const { losses, reimbursed } = await lossesToCredit(db, since('warehouse_loss'));
  const found = [
    ...transferShortages(await shortTransfers(db, since('transfer_shortage'))),
    ...warehouseLosses(losses, reimbursed),
    ...unreturnedRefunds(await unreturnedRefundUnits(db, since('unreturned_refund'))),
    ...underpaidReimbursements(await reimbursementsWithCost(db, since('underpaid_reimbursement'))),
  ];
  return found
    .filter((candidate) => isClaimable(candidate, now) && !opened.has(candidate.key))
    .sort((a, b) => (b.amount ?? -1) - (a.amount ?? -1) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * A page of the candidates (largest amount first) and how many there are: a seller with years of
 * history can have thousands, which the screen pages through rather than receiving at once. With
 * `transfer_id`, only that transfer's findings (none for another organisation's transfer: the
 * detectors read this organisation's records only).
 */
export async function listDisputeCandidates({
  db,
  organisationId,
  query,
  now = new Date(),
}: Db & { query: DisputeCandidateQuery; now?: Date }): Promise<{ page: Paginated<DisputeCandidate> }> {
  const { transfer_id: transferId } = query;
  const found = (await findCandidates({ db, organisationId, now })).filter(
    (candidate) => transferId === undefined || candidate.transferId === transferId,
  );
  // Found in memory (the detectors' order, largest amount first), so paged in memory too.
  const largestFirst = {
    page: query.page,
    per_page: query.per_page,
    sort: 'amount',
    sortDesc: true,
  } as const;
  const source: ListSource<'amount', Candidate> = {
    rows: async ({ limit, offset }) => found.slice(offset, offset + limit),
    count: async () => found.length,
  };
  return { page: await listPage(largestFirst, source, (rows) => rows.map(presentCandidate)) };
}

/** Opens a dispute from a candidate: its evidence, units, amount and deadline come with it. */
export async function openDispute({
  db,
  organisationId,
  userId,
  input,
  now = new Date(),
}: Db & { userId: number; input: CreateDisputeRequest; now?: Date }): Promise<{ dispute: Dispute }> {
  const candidate = (await findCandidates({ db, organisationId, now })).find(
    (each) => each.key === input.candidate_key,
  );
  if (!candidate) throw disputeErrors.unknownCandidate();
  // Two requests opening the same candidate: the unique key answers the second as the check would.
  const row = await uniqueOr(disputeErrors.unknownCandidate, () =>
    insertDispute(db, {
      organisationId,
      kind: candidate.kind,
      candidateKey: candidate.key,
      title: candidate.title,
      skuId: candidate.skuId,
      sellerSku: candidate.sellerSku,
      transferId: candidate.transferId,
      orderId: candidate.orderId,
      units: candidate.units,
      currency: candidate.currency,
      amountClaimed: candidate.amount,
      deadlineAt: candidate.deadlineAt,
      evidence: candidate.evidence,
      note: input.note ?? null,
      createdBy: userId,
    }),
  );
  return { dispute: presentDispute(row, now) };
}

const minor = (amount: string, currency: string, field: 'amount' | 'amount_claimed') => {
  const value = toMinorUnits(amount, currency);
  if (value === undefined) throw disputeErrors.invalidAmount(field);
  return value;
};

export async function updateDisputeDetails({
  db,
  organisationId,
  id,
  input,
  now = new Date(),
}: OnRecord<Executor> & { input: UpdateDisputeRequest; now?: Date }): Promise<{ dispute: Dispute }> {
  const current = orNotFound(await findDispute(db, { organisationId, id }, { lock: true }));
  const row = await updateDispute(
    db,
    { organisationId, id },
    {
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.case_id !== undefined ? { caseId: input.case_id } : {}),
      ...(input.amount_claimed !== undefined
        ? { amountClaimed: minor(input.amount_claimed, current.currency, 'amount_claimed') }
        : {}),
    },
  );
  return { dispute: presentDispute(orNotFound(row), now) };
}

/** One action of the lifecycle on a locked dispute; 422 naming the allowed ones otherwise. */
async function act(
  { db, organisationId, id, now }: OnRecord<Executor> & { now: Date },
  action: DisputeAction,
  changes: (current: DisputeRow) => Partial<DisputeRow>,
): Promise<{ dispute: Dispute }> {
  const current = orNotFound(await findDispute(db, { organisationId, id }, { lock: true }));
  const allowed = allowedDisputeActions(current.status);
  if (!allowed.includes(action)) throw disputeErrors.illegalAction(action, current.status, allowed);
  const row = await updateDispute(db, { organisationId, id }, changes(current));
  return { dispute: presentDispute(orNotFound(row), now) };
}

export function submitDispute(args: OnRecord<Executor> & { input: SubmitDisputeRequest; now?: Date }) {
  const now = args.now ?? new Date();
  return act({ ...args, now }, 'submit', () => ({
    status: 'SUBMITTED',
    caseId: args.input.case_id,
    submittedAt: now,
  }));
}

/** Records a reimbursement (added to what was paid before): in full or in part by the claim. */
export function reimburseDispute(args: OnRecord<Executor> & { input: ReimburseDisputeRequest; now?: Date }) {
  const now = args.now ?? new Date();
  return act({ ...args, now }, 'reimburse', (current) => {
    const paid = current.amountReimbursed + minor(args.input.amount, current.currency, 'amount');
    const status = reimbursedStatus(current.amountClaimed ?? 0, paid);
    return { status, amountReimbursed: paid, resolvedAt: status === 'REIMBURSED' ? now : null };
  });
}

export function rejectDispute(args: OnRecord<Executor> & { now?: Date }) {
  const now = args.now ?? new Date();
  return act({ ...args, now }, 'reject', () => ({ status: 'REJECTED', resolvedAt: now }));
}

export function closeDispute(args: OnRecord<Executor> & { now?: Date }) {
  const now = args.now ?? new Date();
  return act({ ...args, now }, 'close', () => ({ status: 'CLOSED', resolvedAt: now }));
}

/**
 * After a reimbursements report: each submitted dispute whose case id the report names takes
 * what those rows paid in all (a payment split over rows adds up), and is reimbursed in full or
 * in part. Answers the ids it changed.
 */
export async function matchReimbursements({ db, organisationId, now = new Date() }: Db & { now?: Date }) {
  const changed: number[] = [];
  for (const match of await reimbursementsOfOpenCases(db, { organisationId })) {
    const current = await findDispute(db, { organisationId, id: match.id }, { lock: true });
    if (!current || current.amountReimbursed === match.paid) continue;
    const status = reimbursedStatus(match.amountClaimed ?? 0, match.paid);
    await updateDispute(
      db,
      { organisationId, id: match.id },
      {
        status,
        amountReimbursed: match.paid,
        resolvedAt: status === 'REIMBURSED' ? now : null,
      },
    );
    changed.push(match.id);
  }
  return { changed };
}

export async function disputeTotalsOf({
  db,
  organisationId,
  now = new Date(),
}: Db & { now?: Date }): Promise<{ totals: DisputeTotals }> {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const totals = await disputeTotals(db, { organisationId, yearStart, now });
  const found = await findCandidates({ db, organisationId, now });
  const claimable = new Map<string, number>();
  for (const candidate of found)
    if (candidate.amount !== null)
      claimable.set(candidate.currency, (claimable.get(candidate.currency) ?? 0) + candidate.amount);
  return {
    totals: {
      open: totals.open,
      needs_action: totals.needsAction,
      at_stake: totals.money
        .filter((row) => row.atStake > 0)
        .map((row) => ({ currency: row.currency, amount: fromMinorUnits(row.atStake, row.currency) })),
      recovered_this_year: totals.money
        .filter((row) => row.recovered > 0)
        .map((row) => ({ currency: row.currency, amount: fromMinorUnits(row.recovered, row.currency) })),
      claimable: {
        count: found.length,
        amounts: [...claimable]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, minor]) => ({ currency, amount: fromMinorUnits(minor, currency) })),
      },
    },
  };
}
