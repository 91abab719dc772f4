import type { Executor } from '../../db/client.ts';
import {
  deleteOrganisationRow,
  insertOrganisation,
  markOrganisationDeleting,
} from './organisations.repository.ts';
import type { OrganisationRow } from './organisations.tables.ts';

/*
 * An organisation's own row, written for the modules above organisations: registration and
 * organisation-lifecycle create one, organisation-lifecycle deletes one. Each runs in the
 * caller's transaction, with the rest of the caller's work.
 */

/**
 * A new organisation owned by `ownerId`. Its own copy of the reference FCs is fulfillment-centers'
 * (above organisations): every caller adds it in the same transaction (copyReferenceFulfillmentCentersTo).
 */
export async function createOrganisation({
  db,
  name,
  ownerId,
}: {
  db: Executor;
  name: string;
  ownerId: number;
}): Promise<{ organisation: OrganisationRow }> {
  const organisation = await insertOrganisation(db, { name, ownerId });
  return { organisation };
}

/** Its deletion is asked for: from the commit on it is in no member's list and its routes answer 404. */
export async function markDeletionRequested({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId: number;
}): Promise<void> {
  await markOrganisationDeleting(db, { organisationId });
}

/** The organisation's own row, last of its deletion; whatever is left of it cascades. */
export async function deleteOrganisation({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId: number;
}): Promise<void> {
  await deleteOrganisationRow(db, { organisationId });
}
