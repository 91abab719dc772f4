import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, tokenFromLink, uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { passwordResetTokens } from './auth.tables.ts';

const server = useTestServer();
const NEW_PASSWORD = 'a brand new password';

async function requestReset(email: string) {
  const client = server.client();
  await client.csrf();
  const response = await client.post('/api/fortify/forgot-password', { email });
  expect(response.status).toBe(200);
  const mail = await server.lastMailTo(email);
  return { client, response, token: mail ? tokenFromLink(mail.links.reset ?? '') : undefined, mail };
}

async function reset(email: string, token: string, password = NEW_PASSWORD) {
  const client = server.client();
  await client.csrf();
  return client.post('/api/fortify/reset-password', {
    email,
    token,
    password,
    password_confirmation: password,
  });
}

async function login(email: string, password: string) {
  const client = server.client();
  await client.csrf();
  return (await client.post('/api/fortify/login', { email, password })).status;
}

describe('password reset', () => {
  it('mails a link to the reset page that sets a new password once', async () => {
    const { email } = await signUp(server);
    const { token, mail } = await requestReset(email);
    expect(mail?.links.reset).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\/[\w-]+\?email=/);
    expect(token).toBeTruthy();

    expect((await reset(email, token ?? '')).status).toBe(200);
    expect(await login(email, PASSWORD)).toBe(422);
    expect(await login(email, NEW_PASSWORD)).toBe(200);

    const reused = await reset(email, token ?? '', 'yet another password');
    expect(reused.status).toBe(422);
    expect(reused.body.errors.email).toEqual(['This password reset token is invalid.']);
    expect(reused.body.code).toBe('auth.invalid_reset_token');
    expect(await login(email, NEW_PASSWORD)).toBe(200);
  });

  it('stores the token hashed, never as mailed', async () => {
    const { email } = await signUp(server);
    const { token } = await requestReset(email);
    const [row] = await server.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(token);
  });

  it('refuses a token older than 60 minutes', async () => {
    const { email } = await signUp(server);
    const { token } = await requestReset(email);
    await server.ctx.db.execute(
      sql`update password_reset_tokens set created_at = now() - interval '61 minutes' where email = ${email}`,
    );
    expect((await reset(email, token ?? '')).status).toBe(422);
    expect(await login(email, PASSWORD)).toBe(200);
  });

  it('keeps the real token usable after a wrong guess', async () => {
    const { email } = await signUp(server);
    const { token } = await requestReset(email);
    expect((await reset(email, 'guessed-token')).status).toBe(422);
    expect((await reset(email, token ?? '')).status).toBe(200);
  });

  it('signs the account out everywhere once the password is reset', async () => {
    const { email, client } = await signUp(server);
    const { token } = await requestReset(email);
    expect((await reset(email, token ?? '')).status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('answers the same for unknown addresses and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const { response, mail } = await requestReset(email);
    const known = await requestReset((await signUp(server)).email);
    expect(response.body).toEqual(known.response.body);
    expect(mail).toBeUndefined();
  });

  it('validates the new password', async () => {
    const { email } = await signUp(server);
    const { token } = await requestReset(email);
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/reset-password', {
      email,
      token,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toBeDefined();
  });
});

describe('email verification', () => {
  it('mails a signed link on registration that verifies the address', async () => {
    const { email, client } = await signUp(server);
    const mail = await server.lastMailTo(email);
    const link = new URL(mail?.links.verify ?? '');
    const response = await client.get(`${link.pathname}${link.search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?verified=1');
    expect((await client.get('/api/users/me')).body.data.email_verified_at).not.toBeNull();
  });

  it('refuses a tampered or expired link', async () => {
    const { email, client } = await signUp(server);
    const link = new URL((await server.lastMailTo(email))?.links.verify ?? '');
    const tampered = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${link.searchParams.get('signature')}`;
    expect((await client.get(tampered)).headers.get('location')).toBe('/auth/login?verified=invalid');

    const pastExpiry = Math.floor(Date.now() / 1000) - 10;
    const { signUrl } = await import('../../lib/signed-url.ts');
    const expired = new URL(
      signUrl({
        key: server.ctx.config.appKey,
        baseUrl: 'http://x',
        path: link.pathname,
        expiresAt: new Date(pastExpiry * 1000),
      }),
    );
    expect((await client.get(`${expired.pathname}${expired.search}`)).headers.get('location')).toBe(
      '/auth/login?verified=expired',
    );
    expect((await client.get('/api/users/me')).body.data.email_verified_at).toBeNull();
  });

  it('resends the link on request, answering the same for unknown addresses', async () => {
    const { email } = await signUp(server);
    const before = (await server.lastMailTo(email))?.id ?? 0;
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/email/verification-notification', { email });
    expect(response.status).toBe(202);
    expect((await server.lastMailTo(email))?.id).toBeGreaterThan(before);
    const unknown = await client.post('/api/fortify/email/verification-notification', {
      email: uniqueEmail(),
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(response.body);
  });
});
