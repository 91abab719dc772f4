import type { Invitation, Role } from '@backoffice/shared';
import { expect } from 'vitest';
import { signUp } from './fixtures.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Opens the verification link mailed at registration (accepting an invitation needs it). */
export async function verifyEmail(server: TestServer, client: TestClient, email: string): Promise<void> {
  const mail = await server.lastMailTo(email);
  const link = mail?.links.verify;
  if (!link) throw new Error(`No verification mail to ${email}`);
  const url = new URL(link);
  expect((await client.get(`${url.pathname}${url.search}`)).status).toBe(302);
}

/** The signed-in user accepts their pending invitation to the organisation. */
export async function acceptInvitationTo(client: TestClient, organisationUlid: string): Promise<Invitation> {
  const pending = await client.get<{ data: Invitation[] }>('/api/users/me/invitations');
  const invitation = pending.body.data.find((candidate) => candidate.organisation.ulid === organisationUlid);
  if (!invitation) throw new Error(`No invitation to ${organisationUlid}: ${JSON.stringify(pending.body)}`);
  const accepted = await client.post(`/api/users/me/invitations/${invitation.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return invitation;
}

/**
 * An organisation with an owner and, for each requested role, a signed-in member holding it,
 * all set up through the API as a real team would be: invited, verified, accepted, given the role.
 */
export async function teamWith(server: TestServer, roles: Role[]) {
  const owner = await signUp(server, { name: 'Owner' });
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const members: Record<string, Awaited<ReturnType<typeof signUp>>> = {};
  for (const role of roles) {
    const member = await signUp(server, { name: role });
    await verifyEmail(server, member.client, member.email);
    expect((await owner.client.post(`${base}/team`, { email: [member.email] })).status).toBe(200);
    await acceptInvitationTo(member.client, owner.organisation.ulid);
    expect((await owner.client.put(`${base}/team/${member.user.id}/update-role`, { role })).status).toBe(200);
    members[role] = member;
  }
  return { owner, base, organisation: owner.organisation, members };
}
