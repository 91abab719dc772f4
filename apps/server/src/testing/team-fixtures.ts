import type { Role } from '@backoffice/shared';
import { expect } from 'vitest';
import { signUp } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * An organisation with an owner and, for each requested role, a signed-in member holding it,
 * all set up through the API as a real team would be.
 */
export async function teamWith(server: TestServer, roles: Role[]) {
  const owner = await signUp(server, { name: 'Owner' });
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const members: Record<string, Awaited<ReturnType<typeof signUp>>> = {};
  for (const role of roles) {
    const member = await signUp(server, { name: role });
    expect((await owner.client.post(`${base}/team`, { email: [member.email] })).status).toBe(200);
    expect((await owner.client.put(`${base}/team/${member.user.id}/update-role`, { role })).status).toBe(200);
    members[role] = member;
  }
  return { owner, base, organisation: owner.organisation, members };
}
