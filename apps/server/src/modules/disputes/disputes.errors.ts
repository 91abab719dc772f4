import type { DisputeAction, DisputeStatus } from '@backoffice/shared';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** The disputes' errors, each with its stable code. */
export const disputeErrors = {
  unknownCandidate: () =>
    fieldError(
      'disputes.unknown_candidate',
      'candidate_key',
      'Nothing to dispute under this key: it was opened already, or the detectors no longer find it.',
    ),
  illegalAction: (action: DisputeAction, status: DisputeStatus, allowed: DisputeAction[]) => {
    const message = `A ${status} dispute cannot ${action}. Allowed now: ${allowed.length ? allowed.join(', ') : 'nothing'}.`;
    return new AppError(422, 'disputes.illegal_action', message, { status: [message] });
  },
  invalidAmount: (field: 'amount' | 'amount_claimed') =>
    fieldError(
      'disputes.invalid_amount',
      field,
      `The ${field.replace('_', ' ')} has too many decimals for the currency.`,
    ),
};
