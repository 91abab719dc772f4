import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUp, uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('profile', () => {
  it('updates the name and keeps the address verified when it does not change', async () => {
    const { client, email } = await signUp(server);
    const response = await client.post('/api/profile', { name: 'Renamed', email });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Renamed');
  });

  it('marks a new address unverified and mails it a link', async () => {
    const { client } = await signUp(server);
    const next = uniqueEmail('moved');
    const response = await client.post('/api/profile', { name: 'Mover', email: next });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email: next, email_verified_at: null });
    expect((await server.lastMailTo(next))?.links.verify).toBeTruthy();
  });

  it('refuses an address another account uses', async () => {
    const other = await signUp(server);
    const { client } = await signUp(server);
    const response = await client.post('/api/profile', { name: 'Thief', email: other.email });
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual(['The email has already been taken.']);
    expect(response.body.code).toBe('users.email_taken');
  });

  it('requires sign-in', async () => {
    const client = server.client();
    await client.csrf();
    expect((await client.post('/api/profile', { name: 'x', email: uniqueEmail() })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password', async () => {
    const { client } = await signUp(server);
    const response = await client.put('/api/profile/update-password', {
      current_password: 'not it',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.current_password).toBeDefined();
    expect(response.body.code).toBe('auth.current_password_mismatch');
  });

  it('changes it and signs out the other sessions, keeping this one', async () => {
    const { client, email } = await signUp(server);
    const elsewhere = await signIn(server, email);
    const response = await client.put('/api/profile/update-password', {
      current_password: PASSWORD,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(200);
    expect((await elsewhere.get('/api/users/me')).status).toBe(401);
    await signIn(server, email, 'new password 1');
  });
});
