import type { User } from '@backoffice/shared';

/** The user without an organisation they left or deleted (the server says the same once asked). */
export function withoutOrganisation(user: User, organisationUlid: string): User {
  const organisations = user.organisations.filter((organisation) => organisation.ulid !== organisationUlid);
  const current =
    user.current_organisation?.ulid === organisationUlid
      ? (organisations[0] ?? null)
      : user.current_organisation;
  return { ...user, organisations, current_organisation: current };
}
