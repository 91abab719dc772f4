import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUp, tokenFromLink, uniqueEmail } from '../../testing/fixtures.ts';
import { acceptInvitationTo, teamWith, verifyEmail } from '../../testing/team-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { invitations } from './team.tables.ts';

const server = useTestServer();

/** The ulids of the organisations the client's user is a member of. */
async function organisationsOf(client: TestClient): Promise<string[]> {
  const me = await client.get('/api/users/me');
  return me.body.data.organisations.map((organisation: { ulid: string }) => organisation.ulid);
}

describe('the team list', () => {
  it('lists members with their roles to any member', async () => {
    const { members, base } = await teamWith(server, ['viewer']);
    const response = await members.viewer?.client.get(`${base}/team`);
    expect(response?.status).toBe(200);
    expect(response?.body.data.map((member: { role: string }) => member.role)).toEqual(['owner', 'viewer']);
    expect(response?.body.data[0]).toMatchObject({ status: 'active', name: 'Owner' });
  });

  it('is invisible (404) to people outside the organisation', async () => {
    const { base } = await teamWith(server, []);
    const outsider = await signUp(server);
    expect((await outsider.client.get(`${base}/team`)).status).toBe(404);
    expect((await outsider.client.post(`${base}/team`, { email: [uniqueEmail()] })).status).toBe(404);
    expect((await outsider.client.put(`${base}/team/1/update-role`, { role: 'owner' })).status).toBe(404);
    expect((await outsider.client.delete(`${base}/team/1`)).status).toBe(404);
  });

  it('answers 404 for an organisation that does not exist and 401 when signed out', async () => {
    const { client } = await signUp(server);
    expect((await client.get('/api/organisations/01HZZZZZZZZZZZZZZZZZZZZZZZ/team')).status).toBe(404);
    const { base } = await teamWith(server, []);
    expect((await server.client().get(`${base}/team`)).status).toBe(401);
  });
});

describe('inviting', () => {
  it('invites an existing account, which does not join until it accepts', async () => {
    const { owner, base, organisation } = await teamWith(server, []);
    const invitee = await signUp(server, { name: 'Invitee' });
    await verifyEmail(server, invitee.client, invitee.email);
    const response = await owner.client.post(`${base}/team`, { email: [invitee.email] });
    expect(response.status).toBe(200);
    expect(
      response.body.data.find((member: { email: string }) => member.email === invitee.email),
    ).toMatchObject({ id: invitee.user.id, role: 'member', status: 'invited' });

    // Not a member yet: the organisation is not theirs to see.
    expect(await organisationsOf(invitee.client)).not.toContain(organisation.ulid);
    expect((await invitee.client.get(`${base}/team`)).status).toBe(404);

    // A mail with a link into the app, and a notice there.
    const mail = await server.lastMailTo(invitee.email);
    expect(mail?.subject).toBe(`You have been invited to ${organisation.name}`);
    expect(mail?.links.invitation).toBe('http://localhost:3000/');
    const pending = await invitee.client.get('/api/users/me/invitations');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual([
      {
        id: expect.any(Number),
        organisation: { ulid: organisation.ulid, name: organisation.name },
        role: 'member',
        invited_by: 'Owner',
        invited_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);

    const accepted = await invitee.client.post(`/api/users/me/invitations/${pending.body.data[0].id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ ulid: organisation.ulid, role: 'member' });
    expect(await organisationsOf(invitee.client)).toContain(organisation.ulid);
    expect((await invitee.client.get(`${base}/team`)).status).toBe(200);
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toEqual([]);
    const team = await owner.client.get(`${base}/team`);
    expect(team.body.data.find((member: { email: string }) => member.email === invitee.email)?.status).toBe(
      'active',
    );
  });

  it('invites a new address; the mailed link lets them create a password, which accepts', async () => {
    const { owner, base, organisation } = await teamWith(server, []);
    const email = uniqueEmail('invitee');
    const response = await owner.client.post(`${base}/team`, { email: [email] });
    const invited = response.body.data.find((member: { email: string }) => member.email === email);
    expect(invited?.status).toBe('invited');
    // The role the invitation offers can be set before it is accepted.
    const role = await owner.client.put(`${base}/team/${invited?.id}/update-role`, { role: 'viewer' });
    expect(role.status).toBe(200);
    expect(role.body.data).toMatchObject({ email, role: 'viewer', status: 'invited' });

    const link = (await server.lastMailTo(email))?.links.invitation ?? '';
    expect(new URL(link).pathname).toBe('/auth/password/create');
    const token = tokenFromLink(link);

    const invitee = server.client();
    await invitee.csrf();
    // No password yet: signing in is impossible.
    expect((await invitee.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(422);

    const created = await invitee.post('/api/signup/create-password', {
      email,
      token,
      name: 'Invited Person',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(created.body.status).toBe('password-created');
    const me = await invitee.get('/api/users/me');
    expect(me.body.data).toMatchObject({
      name: 'Invited Person',
      current_organisation: { ulid: organisation.ulid, role: 'viewer' },
    });
    expect(me.body.data.email_verified_at).not.toBeNull();
    const team = await owner.client.get(`${base}/team`);
    expect(team.body.data.find((member: { email: string }) => member.email === email)).toMatchObject({
      status: 'active',
      role: 'viewer',
    });

    const again = server.client();
    await again.csrf();
    const reused = await again.post('/api/signup/create-password', {
      email,
      token,
      password: 'takeover attempt',
      password_confirmation: 'takeover attempt',
    });
    expect(reused.status).toBe(422);
    await signIn(server, email);
  });

  it('refuses a wrong invitation token', async () => {
    const { owner, base } = await teamWith(server, []);
    const email = uniqueEmail('invitee');
    await owner.client.post(`${base}/team`, { email: [email] });
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/signup/create-password', {
      email,
      token: 'not-the-token',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.token).toEqual(['This invitation link is invalid or has expired.']);
    expect(response.body.code).toBe('auth.invalid_invitation');
  });

  it('validates each address in the list by its position', async () => {
    const { owner, base } = await teamWith(server, []);
    const response = await owner.client.post(`${base}/team`, { email: [uniqueEmail(), 'not-an-email'] });
    expect(response.status).toBe(422);
    expect(response.body.errors['email.1']).toEqual(['The email field must be a valid email address.']);
    expect((await owner.client.get(`${base}/team`)).body.data).toHaveLength(1);
  });

  it('is for admins and owners only (403 for members)', async () => {
    const { members, base } = await teamWith(server, ['member', 'admin']);
    expect((await members.member?.client.post(`${base}/team`, { email: [uniqueEmail()] }))?.status).toBe(403);
    expect((await members.admin?.client.post(`${base}/team`, { email: [uniqueEmail()] }))?.status).toBe(200);
  });
});

describe('pending invitations', () => {
  /** An organisation whose owner has invited a verified, signed-in account. */
  async function pendingInvitation() {
    const team = await teamWith(server, []);
    const invitee = await signUp(server, { name: 'Invitee' });
    await verifyEmail(server, invitee.client, invitee.email);
    expect((await team.owner.client.post(`${team.base}/team`, { email: [invitee.email] })).status).toBe(200);
    const pending = await invitee.client.get('/api/users/me/invitations');
    const id: number = pending.body.data[0].id;
    return { ...team, invitee, id };
  }

  it('can be declined: the invitee never joins and the team no longer lists them', async () => {
    const { owner, base, organisation, invitee, id } = await pendingInvitation();
    expect((await invitee.client.post(`/api/users/me/invitations/${id}/decline`)).status).toBe(204);
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toEqual([]);
    expect((await invitee.client.post(`/api/users/me/invitations/${id}/accept`)).status).toBe(404);
    expect(await organisationsOf(invitee.client)).not.toContain(organisation.ulid);
    const team = await owner.client.get(`${base}/team`);
    expect(team.body.data.map((member: { email: string }) => member.email)).not.toContain(invitee.email);
  });

  it('can be revoked by an admin, not by a member; a revoked invitation cannot be accepted', async () => {
    const { owner, base, invitee, id } = await pendingInvitation();
    const member = await signUp(server);
    await verifyEmail(server, member.client, member.email);
    await owner.client.post(`${base}/team`, { email: [member.email] });
    await acceptInvitationTo(member.client, owner.organisation.ulid);

    expect((await member.client.delete(`${base}/team/${invitee.user.id}`)).status).toBe(403);
    expect((await owner.client.delete(`${base}/team/${invitee.user.id}`)).status).toBe(204);
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toEqual([]);
    expect((await invitee.client.post(`/api/users/me/invitations/${id}/accept`)).status).toBe(404);
    expect(await organisationsOf(invitee.client)).not.toContain(owner.organisation.ulid);
    expect((await owner.client.delete(`${base}/team/${invitee.user.id}`)).status).toBe(404);
  });

  it('cannot be accepted or declined by anyone but the invitee', async () => {
    const { owner, invitee, id } = await pendingInvitation();
    const stranger = await signUp(server);
    await verifyEmail(server, stranger.client, stranger.email);
    for (const client of [stranger.client, owner.client]) {
      expect((await client.post(`/api/users/me/invitations/${id}/accept`)).status).toBe(404);
      expect((await client.post(`/api/users/me/invitations/${id}/decline`)).status).toBe(404);
      expect((await client.get('/api/users/me/invitations')).body.data).toEqual([]);
    }
    expect(await organisationsOf(stranger.client)).not.toContain(owner.organisation.ulid);
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toHaveLength(1);
    expect((await server.client().get('/api/users/me/invitations')).status).toBe(401);
  });

  it('needs a verified email to accept: an unverified account may not own the address', async () => {
    const { owner, base } = await teamWith(server, []);
    const squatter = await signUp(server);
    await owner.client.post(`${base}/team`, { email: [squatter.email] });
    const pending = await squatter.client.get('/api/users/me/invitations');
    const refused = await squatter.client.post(`/api/users/me/invitations/${pending.body.data[0].id}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('team.email_unverified');
    expect(await organisationsOf(squatter.client)).not.toContain(owner.organisation.ulid);
  });

  it('accepts with the role it offers, and is renewed rather than repeated when sent again', async () => {
    const { owner, base, organisation, invitee, id } = await pendingInvitation();
    expect(
      (await owner.client.put(`${base}/team/${invitee.user.id}/update-role`, { role: 'admin' })).status,
    ).toBe(200);
    expect((await owner.client.post(`${base}/team`, { email: [invitee.email.toUpperCase()] })).status).toBe(
      200,
    );
    const pending = await invitee.client.get('/api/users/me/invitations');
    expect(pending.body.data).toMatchObject([{ id, role: 'admin' }]);
    const team = await owner.client.get(`${base}/team`);
    expect(team.body.data.filter((member: { email: string }) => member.email === invitee.email)).toHaveLength(
      1,
    );

    await acceptInvitationTo(invitee.client, organisation.ulid);
    expect((await invitee.client.get('/api/users/me')).body.data.organisations).toContainEqual(
      expect.objectContaining({ ulid: organisation.ulid, role: 'admin' }),
    );
    // Inviting a member again changes nothing and mails nothing.
    const mails = await server.lastMailTo(invitee.email);
    expect((await owner.client.post(`${base}/team`, { email: [invitee.email] })).status).toBe(200);
    expect((await server.lastMailTo(invitee.email))?.id).toBe(mails?.id);
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toEqual([]);
  });

  it('expires: the team sees it as expired, the invitee can no longer accept it', async () => {
    const { owner, base, invitee, id } = await pendingInvitation();
    await server.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toEqual([]);
    expect((await invitee.client.post(`/api/users/me/invitations/${id}/accept`)).status).toBe(404);
    const team = await owner.client.get(`${base}/team`);
    expect(team.body.data.find((member: { email: string }) => member.email === invitee.email)?.status).toBe(
      'expired',
    );
    // Inviting again renews it.
    await owner.client.post(`${base}/team`, { email: [invitee.email] });
    expect((await invitee.client.get('/api/users/me/invitations')).body.data).toHaveLength(1);
  });

  it('from two organisations to a new address: the link used accepts its own, the other waits', async () => {
    const first = await teamWith(server, []);
    const second = await teamWith(server, []);
    const email = uniqueEmail('twice');
    await first.owner.client.post(`${first.base}/team`, { email: [email] });
    const firstLink = (await server.lastMailTo(email))?.links.invitation ?? '';
    await second.owner.client.post(`${second.base}/team`, { email: [email] });

    const invitee = server.client();
    await invitee.csrf();
    const created = await invitee.post('/api/signup/create-password', {
      email,
      token: tokenFromLink(firstLink),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(await organisationsOf(invitee)).toEqual([first.organisation.ulid]);
    const pending = await invitee.get('/api/users/me/invitations');
    expect(pending.body.data).toMatchObject([{ organisation: { ulid: second.organisation.ulid } }]);
    await acceptInvitationTo(invitee, second.organisation.ulid);
    expect((await organisationsOf(invitee)).sort()).toEqual(
      [first.organisation.ulid, second.organisation.ulid].sort(),
    );
  });
});

describe('roles', () => {
  it('refuses roles that do not exist', async () => {
    const { owner, base, members } = await teamWith(server, ['member']);
    const response = await owner.client.put(`${base}/team/${members.member?.user.id}/update-role`, {
      role: 'emperor',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.role).toBeDefined();
  });

  it('lets admins change roles below owner but not grant or take ownership', async () => {
    const { owner, base, members } = await teamWith(server, ['admin', 'viewer']);
    const admin = members.admin?.client;
    const viewerId = members.viewer?.user.id;
    expect((await admin?.put(`${base}/team/${viewerId}/update-role`, { role: 'member' }))?.status).toBe(200);
    expect((await admin?.put(`${base}/team/${viewerId}/update-role`, { role: 'owner' }))?.status).toBe(403);
    expect((await admin?.put(`${base}/team/${owner.user.id}/update-role`, { role: 'member' }))?.status).toBe(
      403,
    );
  });

  it('never demotes the last owner', async () => {
    const { owner, base } = await teamWith(server, []);
    const response = await owner.client.put(`${base}/team/${owner.user.id}/update-role`, { role: 'admin' });
    expect(response.status).toBe(422);
    expect(response.body.errors.role).toEqual(['An organisation needs at least one owner.']);
    expect(response.body.code).toBe('team.last_owner');
  });

  it('lets an owner hand over ownership, then step down', async () => {
    const { owner, base, members } = await teamWith(server, ['admin']);
    const adminId = members.admin?.user.id;
    expect((await owner.client.put(`${base}/team/${adminId}/update-role`, { role: 'owner' })).status).toBe(
      200,
    );
    expect(
      (await owner.client.put(`${base}/team/${owner.user.id}/update-role`, { role: 'admin' })).status,
    ).toBe(200);
  });

  it('answers 404 for someone who is not in the team', async () => {
    const { owner, base } = await teamWith(server, []);
    const stranger = await signUp(server);
    expect(
      (await owner.client.put(`${base}/team/${stranger.user.id}/update-role`, { role: 'admin' })).status,
    ).toBe(404);
  });
});

describe('removing', () => {
  it('lets an admin remove a member, who then cannot see the organisation', async () => {
    const { base, members } = await teamWith(server, ['admin', 'member']);
    expect((await members.admin?.client.delete(`${base}/team/${members.member?.user.id}`))?.status).toBe(204);
    expect((await members.member?.client.get(`${base}/team`))?.status).toBe(404);
  });

  it('lets anyone leave, but not the last owner', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer']);
    expect((await members.viewer?.client.delete(`${base}/team/${members.viewer?.user.id}`))?.status).toBe(
      204,
    );
    const last = await owner.client.delete(`${base}/team/${owner.user.id}`);
    expect(last.status).toBe(422);
    expect(last.body.errors.member).toEqual([
      'You are the only owner of this organisation: make another member an owner before you leave, or delete the organisation.',
    ]);
    expect(last.body.code).toBe('team.last_owner');
  });

  it('does not let members remove others, nor admins remove owners', async () => {
    const { owner, base, members } = await teamWith(server, ['admin', 'member', 'viewer']);
    expect((await members.member?.client.delete(`${base}/team/${members.viewer?.user.id}`))?.status).toBe(
      403,
    );
    expect((await members.admin?.client.delete(`${base}/team/${owner.user.id}`))?.status).toBe(403);
  });
});
