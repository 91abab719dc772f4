import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The users module's errors, each with its stable code. */
export const userErrors = {
  /** Registration and profile changes both refuse an address another account has. */
  emailTaken: () => fieldError('users.email_taken', 'email', FIELD_MESSAGES.taken('email')),
};
