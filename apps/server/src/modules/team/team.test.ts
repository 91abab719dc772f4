import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUp, tokenFromLink, uniqueEmail } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

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
  it('adds an existing user straight away and tells them by mail', async () => {
    const { owner, base, organisation } = await teamWith(server, []);
    const existing = await signUp(server);
    const response = await owner.client.post(`${base}/team`, { email: [existing.email] });
    expect(response.status).toBe(200);
    expect(
      response.body.data.find((member: { email: string }) => member.email === existing.email),
    ).toMatchObject({
      role: 'member',
      status: 'active',
    });
    const me = await existing.client.get('/api/users/me');
    expect(me.body.data.organisations.map((o: { ulid: string }) => o.ulid)).toContain(organisation.ulid);
    expect((await server.lastMailTo(existing.email))?.subject).toMatch(/added to/);
  });

  it('invites a new address; the mailed link lets them create a password and sign in', async () => {
    const { owner, base, organisation } = await teamWith(server, []);
    const email = uniqueEmail('invitee');
    const response = await owner.client.post(`${base}/team`, { email: [email] });
    expect(response.body.data.find((member: { email: string }) => member.email === email)?.status).toBe(
      'invited',
    );

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
      current_organisation: { ulid: organisation.ulid, role: 'member' },
    });
    expect(me.body.data.email_verified_at).not.toBeNull();

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
    expect(last.body.errors.member).toEqual(['An organisation needs at least one owner.']);
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
