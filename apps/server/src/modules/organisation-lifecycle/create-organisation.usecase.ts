import type { CreateOrganisationRequest, Organisation } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { copyReferenceFulfillmentCentersTo } from '../fulfillment-centers/fulfillment-centers.usecases.ts';
import { presentOrganisation } from '../organisations/organisations.presenter.ts';
import { createOrganisation } from '../organisations/organisations.usecases.ts';

/**
 * A second brand without a second account: the signed-in user owns a new organisation, set up as
 * registration sets up the first one (its own copy of the reference fulfilment centres), all of
 * it or nothing. Which organisation the web app opens is its own (remembered in the browser), so
 * the user's `current_organisation` is left as it is.
 */
export async function createOrganisationOfUser({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: number;
  input: CreateOrganisationRequest;
}): Promise<{ organisation: Organisation }> {
  const { organisation } = await db.transaction(async (tx) => {
    const created = await createOrganisation({ db: tx, name: input.name, ownerId: userId });
    await copyReferenceFulfillmentCentersTo({ db: tx, organisationId: created.organisation.id });
    return created;
  });
  return { organisation: presentOrganisation(organisation, 'owner') };
}
