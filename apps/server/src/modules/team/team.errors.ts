import { AppError, fieldError } from '../../lib/app-error.ts';

/** The team module's errors, each with its stable code. */
export const teamErrors = {
  /** On `role` when demoting, on `member` when removing or leaving. */
  lastOwner: (field: 'role' | 'member') =>
    fieldError('team.last_owner', field, 'An organisation needs at least one owner.'),
  /**
   * Accepting needs a verified address: otherwise whoever registered an address first (without
   * owning it) would join the organisations that invite it.
   */
  emailUnverified: () =>
    new AppError(
      403,
      'team.email_unverified',
      'Please verify your email address before accepting the invitation.',
    ),
};
