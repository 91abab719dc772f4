import type { CreateOrganisationRequest } from '@backoffice/shared';
import { useCreateOrganisation } from './api/create-organisation.ts';
import { notifySuccess } from './notify.ts';
import { useOpenOrganisation } from './use-open-organisation.ts';

/**
 * What "New organisation" does wherever it is offered: creates it, says so, and switches to it
 * (its dashboard). The dialog awaits it, so a 422 lands on its name field.
 */
export function useNewOrganisation(): (request: CreateOrganisationRequest) => Promise<void> {
  const create = useCreateOrganisation();
  const open = useOpenOrganisation();
  return async (request) => {
    const organisation = await create.mutateAsync(request);
    notifySuccess(`${organisation.name} was created. You are its owner.`, 'Organisation');
    await open(organisation.ulid);
  };
}
