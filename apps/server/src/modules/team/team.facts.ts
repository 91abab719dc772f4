/**
 * What other modules may read of team (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import team's tables or repositories.
 */

/** The user's unexpired invitations, locked: creating a password finds the one its token opens. */
export { findOpenInvitationsForUpdate } from './invitations.repository.ts';
