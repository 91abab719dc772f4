/**
 * What other modules may read of organisations (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import organisations's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { memberships, organisations } from './organisations.tables.ts';

/** The organisation's key, for every tenant table's foreign key. */
export const organisationKeys = { id: organisations.id };

/** Who is a member of which organisation (the demo numbers its user's demo organisations by them). */
export const membershipFacts = facts
  .select({ organisationId: memberships.organisationId, userId: memberships.userId })
  .from(memberships)
  .as('membership_facts');
