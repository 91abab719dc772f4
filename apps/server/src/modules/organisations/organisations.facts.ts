/**
 * What other modules may read of organisations (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import organisations's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { memberships, organisations } from './organisations.tables.ts';

/** The rows the named reads below answer. */
export type { MemberRow } from './memberships.repository.ts';
export type { OrganisationWithRole } from './organisations.repository.ts';
export type { OrganisationRow } from './organisations.tables.ts';

/**
 * Organisations as other modules join them: an invitation names the organisation (ulid, name); an
 * organisation's deletion removes its logo from the file store (logoFile).
 */
export const organisationFacts = organisationFactsAs('organisation_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function organisationFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      id: organisations.id,
      ulid: organisations.ulid,
      name: organisations.name,
      logoFile: organisations.logoFile,
    })
    .from(organisations)
    .as(alias);
}

/** Who is a member of which organisation (the demo numbers its user's demo organisations by them). */
export const membershipFacts = facts
  .select({ organisationId: memberships.organisationId, userId: memberships.userId })
  .from(memberships)
  .as('membership_facts');

/**
 * Members: the team list, and the locks team takes before it changes a role or removes someone
 * (a member's row; every owner's row, counted), so concurrent changes see each other.
 */
export { findMemberForUpdate, listMembers, lockOwners } from './memberships.repository.ts';

/** Organisations and the signed-in user's memberships. */
export {
  /** The organisation a user is a member of, by its ulid (a connection's callback names it so). */
  findMembershipByUlid,
  /** One organisation by id (a job's or a mail's organisation). */
  findOrganisation,
  /** The user's organisations with their roles (GET /users/me when the session has not read them). */
  listOrganisationsOfUser,
  /** The organisation, locked, while its deletion is asked for (organisation-lifecycle). */
  lockLiveOrganisation,
  /** The same list as a JSON subquery the session lookup embeds (one statement), and its parser. */
  membershipsJsonOf,
  parseMembershipsJson,
} from './organisations.repository.ts';
