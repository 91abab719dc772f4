import { fieldError } from '../../lib/app-error.ts';

/** The team module's errors, each with its stable code. */
export const teamErrors = {
  /** On `role` when demoting, on `member` when removing or leaving. */
  lastOwner: (field: 'role' | 'member') =>
    fieldError('team.last_owner', field, 'An organisation needs at least one owner.'),
};
