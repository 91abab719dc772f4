import { fromMinorUnits, toMinorUnits } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import {
  listDisputeCandidates,
  openDispute,
  reimburseDispute,
  submitDispute,
} from '../disputes/disputes.usecases.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's claim for a transfer closed short, as a seller works it: each short SKU opened as a
 * dispute a day after closing, submitted to the marketplace under one case id a day later, and
 * answered since: the first paid in full, the second in half, the rest awaiting an answer (the half
 * paid and the awaited ones need action once their claim window has closed). Through the disputes
 * use cases, as the screen would do it.
 */
export async function seedDemoClaim(
  db: Executor,
  {
    organisationId,
    userId,
    transferId,
    caseId,
    closedAt,
  }: { organisationId: number; userId: number; transferId: number; caseId: string; closedAt: Date },
): Promise<number> {
  const at = (days: number) => new Date(closedAt.getTime() + days * DAY_MS);
  const {
    page: { data: candidates },
  } = await listDisputeCandidates({
    db,
    organisationId,
    query: { page: 1, per_page: 100 },
    now: at(1),
  });
  const shortages = candidates.filter((candidate) => candidate.transfer_id === transferId);
  for (const [index, candidate] of shortages.entries()) {
    const { dispute } = await openDispute({
      db,
      organisationId,
      userId,
      input: { candidate_key: candidate.key },
      now: at(1),
    });
    const record = { db, organisationId, id: dispute.id };
    await submitDispute({ ...record, input: { case_id: caseId }, now: at(2) });
    const claimed =
      candidate.amount_at_stake === null
        ? undefined
        : toMinorUnits(candidate.amount_at_stake, candidate.currency);
    if (claimed === undefined || index > 1) continue;
    const paid = index === 0 ? claimed : Math.round(claimed / 2);
    await reimburseDispute({
      ...record,
      input: { amount: fromMinorUnits(paid, candidate.currency) },
      now: at(12),
    });
  }
  return shortages.length;
}
