/**
 * What other modules may read of users (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import users's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { users } from './users.tables.ts';

/** The account row, as the named reads below answer it and the session carries it. */
export type { UserRow } from './users.tables.ts';

/**
 * Users as other modules join them: the team list shows members', invitees' and inviters' names;
 * auth's session lookup reads the whole account row in the same statement as the session (auth
 * is where passwords are checked, so the hash is published too).
 */
export const userFacts = userFactsAs('user_facts');

/** The same projection under another name, for a query that joins users twice (invitee and inviter). */
export function userFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      profilePicture: users.profilePicture,
      emailVerifiedAt: users.emailVerifiedAt,
      currentOrganisationId: users.currentOrganisationId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .as(alias);
}

/** Account lookups: by address (case-insensitive), by id, and how many accounts there are. */
export { countUsers, findUserByEmail, findUserById } from './users.repository.ts';
