import type { Role, User } from '@backoffice/shared';

/** A signed-in user who is a member of one organisation, as screens read it from UserContext. */
export function memberOf(organisationUlid: string, role: Role = 'owner'): User {
  return {
    id: 1,
    name: 'Ann',
    email: 'ann@example.com',
    organisations: [{ id: 1, ulid: organisationUlid, name: 'Acme', role }],
  } as unknown as User;
}
