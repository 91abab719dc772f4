import { AppError, fieldError } from '../../lib/app-error.ts';

/** The team module's errors, each with its stable code. */
export const teamErrors = {
  /** On `role` when demoting, on `member` when removing or leaving. */
  lastOwner: (field: 'role' | 'member') =>
    fieldError('team.last_owner', field, 'An organisation needs at least one owner.'),
  /**
   * The last owner leaving (on `member`): what to do instead, since the settings screen shows it
   * as it is.
   */
  lastOwnerLeaving: () =>
    fieldError(
      'team.last_owner',
      'member',
      'You are the only owner of this organisation: make another member an owner before you leave, or delete the organisation.',
    ),
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
