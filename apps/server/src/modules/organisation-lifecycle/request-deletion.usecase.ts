import type { DeleteOrganisationRequest, OrganisationDeletion } from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/app-error.ts';
import { findMemberForUpdate, lockLiveOrganisation } from '../organisations/organisations.facts.ts';
import { markDeletionRequested } from '../organisations/organisations.usecases.ts';
import { withdrawInvitationsOf } from '../team/invitations.usecases.ts';
import { findDeletionOfUser, insertDeletion } from './organisation-deletions.repository.ts';
import { organisationLifecycleErrors } from './organisation-lifecycle.errors.ts';
import { organisationDeletionJob } from './organisation-lifecycle.jobs.ts';
import { presentDeletion } from './organisation-lifecycle.presenter.ts';

/**
 * An owner deletes the organisation, typing its name to confirm. In one transaction it is marked
 * as being deleted (from then on it is in no member's list and its routes answer 404) and its
 * pending invitations go; its job, queued in the same transaction (so no deletion is ever left
 * without one), then removes its files and rows in the background (decision 20).
 */
export async function requestOrganisationDeletion({
  db,
  jobs,
  organisationId,
  userId,
  input,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  userId: number;
  input: DeleteOrganisationRequest;
}): Promise<{ deletion: OrganisationDeletion }> {
  await jobs.prepare(organisationDeletionJob);
  const deletion = await inTenant(db, organisationId, async (tx) => {
    const organisation = await lockLiveOrganisation(tx, { organisationId });
    if (!organisation) throw notFound();
    if ((await findMemberForUpdate(tx, { organisationId, userId }))?.role !== 'owner')
      throw organisationLifecycleErrors.notOwner();
    if (input.name !== organisation.name) throw organisationLifecycleErrors.nameMismatch(organisation.name);
    await markDeletionRequested({ db: tx, organisationId });
    await withdrawInvitationsOf({ db: tx, organisationId });
    const inserted = await insertDeletion(tx, { organisation, requestedBy: userId });
    await jobs.enqueueIn(tx, organisationDeletionJob, { organisationId, deletionId: inserted.id });
    return inserted;
  });
  jobs.wake(organisationDeletionJob);
  return { deletion: presentDeletion(deletion) };
}

/** A deletion, for the owner who asked for it; 404 for anyone else. */
export async function showOrganisationDeletion({
  db,
  userId,
  deletionId,
}: {
  db: Executor;
  userId: number;
  deletionId: number;
}): Promise<{ deletion: OrganisationDeletion }> {
  const row = await findDeletionOfUser(db, { deletionId, userId });
  if (!row) throw notFound();
  return { deletion: presentDeletion(row) };
}
