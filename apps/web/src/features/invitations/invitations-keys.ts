import { userKeys } from '../../lib/query-keys.ts';

/**
 * The signed-in user's pending invitations. Under `userKeys.current`, so whatever refreshes the
 * user refreshes them too; accepting refreshes the user (its organisations).
 */
export const invitationKeys = { all: [...userKeys.current, 'invitations'] as const };
