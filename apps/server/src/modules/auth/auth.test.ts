import { SIGNED_IN_COOKIE } from '@backoffice/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUp, uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { users } from '../users/users.tables.ts';
import { rateLimits } from './auth.tables.ts';
import { deviceCookieName } from './device-cookie.domain.ts';
import { deviceThrottleKeys, loginThrottleKeys } from './login.usecase.ts';

const server = useTestServer();

describe('the CSRF cookie', () => {
  it('sets an httpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax', async () => {
    const response = await server.client().get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('stockroom_session='));
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Lax/);
  });

  it('marks cookies Secure behind HTTPS', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/Secure/);
  });

  it('answers 419 to a state-changing request without the token, and changes nothing', async () => {
    const client = server.client();
    await client.csrf();
    client.sendXsrf = false;
    const email = uniqueEmail();
    const response = await client.post('/api/fortify/register', {
      name: 'No Token',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_mismatch' });
    const [row] = await server.ctx.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(row?.n).toBe(0);
  });

  it('answers 419 to a wrong token and to a request without any session', async () => {
    const client = server.client();
    await client.csrf();
    client.cookies.set('XSRF-TOKEN', 'forged');
    expect((await client.post('/api/fortify/login', { email: 'a@b.co', password: 'x' })).status).toBe(419);
    expect((await server.client().post('/api/fortify/logout')).status).toBe(419);
  });
});

describe('registration', () => {
  it('creates the user, their first organisation as owner, and signs them in', async () => {
    const { client, user, organisation } = await signUp(server, { name: 'Ada', organisation: 'Ada Trading' });
    expect(user.name).toBe('Ada');
    expect(organisation).toMatchObject({ name: 'Ada Trading', role: 'owner' });
    expect(organisation.ulid).toMatch(/^[0-9A-Z]{26}$/);
    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.organisations).toHaveLength(1);
    expect(me.body.data.email_verified_at).toBeNull();
  });

  it('names the organisation after the user when no name is given', async () => {
    const { organisation } = await signUp(server, { name: 'Grace' });
    expect(organisation.name).toBe("Grace's Organisation");
  });

  it('rejects a taken email (in any case) with 422 on the email field', async () => {
    const { email } = await signUp(server);
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/register', {
      name: 'Again',
      email: email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual(['The email has already been taken.']);
    expect(response.body.code).toBe('users.email_taken');
  });

  it('validates every field at once', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/register', {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'name', 'password']);
    expect(response.body.message).toMatch(/and \d more error/);
  });
});

describe('login and logout', () => {
  it('signs in with the right password and gives the session a new id (no session fixation)', async () => {
    const { email } = await signUp(server);
    const client = server.client();
    await client.csrf();
    const guestCookie = client.cookies.get('stockroom_session');
    const response = await client.post('/api/fortify/login', { email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ two_factor: false });
    const signedInCookie = client.cookies.get('stockroom_session');
    expect(signedInCookie).not.toBe(guestCookie);
    expect((await client.get('/api/users/me')).status).toBe(200);

    // The id planted before login is not signed in.
    const attacker = server.client();
    attacker.cookies.set('stockroom_session', guestCookie ?? '');
    expect((await attacker.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a wrong password with 422 on email', async () => {
    const { email } = await signUp(server);
    const client = server.client({ ip: '10.0.0.2' });
    await client.csrf();
    const response = await client.post('/api/fortify/login', { email, password: 'wrong password' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
      code: 'auth.failed',
    });
  });

  it('answers 401 Unauthenticated to a signed-out user', async () => {
    const response = await server.client().get('/api/users/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('logs out: the session is destroyed and its cookie no longer works', async () => {
    const { client } = await signUp(server);
    const oldCookie = client.cookies.get('stockroom_session') ?? '';
    expect((await client.post('/api/fortify/logout')).status).toBe(204);
    expect((await client.get('/api/users/me')).status).toBe(401);
    const replay = server.client();
    replay.cookies.set('stockroom_session', oldCookie);
    expect((await replay.get('/api/users/me')).status).toBe(401);
  });

  it('sets a readable signed-in hint with the session, and clears it on logout and with the session', async () => {
    const guest = server.client();
    await guest.csrf();
    expect(guest.cookies.has(SIGNED_IN_COOKIE)).toBe(false);

    const { client } = await signUp(server);
    expect(client.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    expect((await client.post('/api/fortify/logout')).status).toBe(204);
    expect(client.cookies.get(SIGNED_IN_COOKIE)).toBe('');

    // A session that ended on the server (expired, signed out elsewhere) takes the hint with it.
    const { client: other, user } = await signUp(server);
    await server.ctx.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await other.get('/api/users/me')).status).toBe(401);
    expect(other.cookies.get(SIGNED_IN_COOKIE)).toBe('');
  });

  it('remembers the user for 30 days when asked', async () => {
    const { email } = await signUp(server);
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/login', { email, password: PASSWORD, remember: true });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('stockroom_session='));
    expect(cookie).toMatch(/Max-Age=2592000/);
  });
});

describe('login throttling', () => {
  it('locks out an email and address after 5 failures a minute, even for the right password', async () => {
    const { email } = await signUp(server);
    const client = server.client({ ip: '10.1.0.1' });
    await client.csrf();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    }
    const locked = await client.post('/api/fortify/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(locked.body.message).toMatch(/Too many login attempts/);
    expect(locked.body.code).toBe('auth.too_many_login_attempts');

    // Another address is not locked out by the per-minute limit.
    const elsewhere = server.client({ ip: '10.1.0.2' });
    await elsewhere.csrf();
    expect((await elsewhere.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('locks an account after 100 failures in an hour, from any address', async () => {
    const { email } = await signUp(server);
    const key = loginThrottleKeys(email, 'any').perHour;
    const client = server.client({ ip: '10.2.0.1' });
    await client.csrf();
    // 99 failures recorded already; this one is the hundredth.
    await server.ctx.db.execute(
      sql`insert into rate_limits (key, hits, reset_at) values (${key}, 99, now() + interval '30 minutes')`,
    );
    expect((await client.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    const other = server.client({ ip: '10.2.0.99' });
    await other.csrf();
    const locked = await other.post('/api/fortify/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('forgets failures after a successful login', async () => {
    const { email } = await signUp(server);
    const client = server.client({ ip: '10.3.0.1' });
    await client.csrf();
    for (let attempt = 1; attempt <= 4; attempt++)
      await client.post('/api/fortify/login', { email, password: 'wrong' });
    expect((await client.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(200);
    const again = server.client({ ip: '10.3.0.1' });
    await again.csrf();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await again.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    }
  });
});

describe('device cookies (a browser that signed in before is not locked out by strangers)', () => {
  /** Fills the account's shared hourly counter, as 100 wrong passwords from strangers would. */
  async function lockAccount(email: string) {
    const key = loginThrottleKeys(email, 'any').perHour;
    await server.ctx.db.execute(
      sql`insert into rate_limits (key, hits, reset_at) values (${key}, 100, now() + interval '30 minutes')`,
    );
    const stranger = server.client();
    await stranger.csrf();
    const refused = await stranger.post('/api/fortify/login', { email, password: PASSWORD });
    expect(refused.status).toBe(429);
  }

  /** A browser that signed in to the account (and so holds its device cookie), then signed out. */
  async function ownersBrowser(email: string, userId: number) {
    const browser = await signIn(server, email);
    expect(browser.cookies.get(deviceCookieName(userId))).toMatch(/^\d+\.\d+\.[\w-]+\.[0-9a-f]{64}$/);
    expect((await browser.post('/api/fortify/logout')).status).toBe(204);
    return browser;
  }

  it('sets an httpOnly, SameSite=Strict device cookie for the login route on a successful login', async () => {
    const { email, user } = await signUp(server);
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/login', { email, password: PASSWORD });
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${deviceCookieName(user.id)}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/fortify\/login/);
  });

  it('lets the owner sign in from their browser while strangers have locked the account', async () => {
    const { email, user } = await signUp(server);
    const browser = await ownersBrowser(email, user.id);
    await lockAccount(email);
    expect((await browser.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await browser.get('/api/users/me')).body.data.email).toBe(email);

    // A browser without the cookie, even at the owner's address, still meets the lock.
    const sameAddress = server.client({ ip: browser.options.ip });
    await sameAddress.csrf();
    expect((await sameAddress.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it("does not count the trusted browser's failures against the account", async () => {
    const { email, user } = await signUp(server);
    const browser = await ownersBrowser(email, user.id);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await browser.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    }
    const [row] = await server.ctx.db
      .select({ n: count() })
      .from(rateLimits)
      .where(eq(rateLimits.key, loginThrottleKeys(email, 'any').perHour));
    expect(row?.n).toBe(0);
  });

  it('refuses a forged device cookie and one issued for another account', async () => {
    const { email, user } = await signUp(server);
    const other = await signUp(server);
    const otherBrowser = await ownersBrowser(other.email, other.user.id);
    const genuine = (await ownersBrowser(email, user.id)).cookies.get(deviceCookieName(user.id)) ?? '';
    await lockAccount(email);

    const [, issuedAt, nonce, signature] = genuine.split('.');
    const forgeries = [
      // The signature of another nonce.
      `${user.id}.${issuedAt}.${nonce}x.${signature}`,
      // Another account's genuine cookie, renamed and relabelled for this account.
      otherBrowser.cookies.get(deviceCookieName(other.user.id)) ?? '',
      `${user.id}.${(otherBrowser.cookies.get(deviceCookieName(other.user.id)) ?? '').split('.').slice(1).join('.')}`,
      'garbage',
    ];
    for (const forged of forgeries) {
      const attacker = server.client();
      await attacker.csrf();
      attacker.cookies.set(deviceCookieName(user.id), forged);
      const response = await attacker.post('/api/fortify/login', { email, password: PASSWORD });
      expect(response.status, forged).toBe(429);
    }

    // The other account's browser holds a genuine cookie, but not for this account.
    expect((await otherBrowser.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it("keeps the trusted browser's own throttles: 5 failures a minute, 100 an hour", async () => {
    const { email, user } = await signUp(server);
    const browser = await ownersBrowser(email, user.id);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await browser.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    }
    const locked = await browser.post('/api/fortify/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('auth.too_many_login_attempts');
    // Its lockout is its own: the account is not locked for other browsers.
    await signIn(server, email);

    const second = await ownersBrowser(email, user.id);
    const nonce = (second.cookies.get(deviceCookieName(user.id)) ?? '').split('.')[2] ?? '';
    await server.ctx.db.execute(
      sql`insert into rate_limits (key, hits, reset_at)
          values (${deviceThrottleKeys(nonce).perHour}, 100, now() + interval '30 minutes')`,
    );
    expect((await second.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(429);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const { client } = await signUp(server);
    const response = await client.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found.', code: 'not_found' });
  });

  it('refuses oversized bodies without a stack trace', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/fortify/login', {
      email: 'a@b.co',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large.', code: 'too_large' });
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const client = server.client();
    await client.csrf();
    const response = await fetch(`${server.url}/api/fortify/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'bad_request',
    });
  });

  it('refuses a body of an unsupported type with a 415 in the error shape', async () => {
    const client = server.client();
    await client.csrf();
    const response = await fetch(`${server.url}/api/fortify/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/xml',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Unsupported content type.',
      code: 'unsupported_media_type',
    });
  });
});
