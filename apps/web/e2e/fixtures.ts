import { randomBytes } from 'node:crypto';
import type { User } from '@backoffice/shared';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server.ts';

/**
 * Each worker drives an instance of the product of its own (`appServer`, app-server.ts): workers
 * run side by side without sharing the embedded database's one connection, and a test's pages and
 * API calls (`baseURL`) go to its worker's instance.
 *
 * Browser tests start where they test: `organisation` registers a fresh user and organisation
 * through the API (as the web app does: GET /sanctum/csrf-cookie, then POST /api/fortify/register
 * with the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN) on the test's own browser context, so `page`
 * is signed in and on no page yet. `api` calls the API as that user to seed more data.
 * Registering through the UI stays a journey of its own (auth-journey.spec.ts).
 *
 * The server allows 20 registrations per address per hour, here per worker's instance; a suite
 * that outgrows it should run the instances with TRUST_PROXY=true and send an X-Forwarded-For per
 * test.
 */

export interface Account {
  name: string;
  email: string;
  password: string;
}

export interface SeededOrganisation {
  /** The organisation's ulid, as in its URLs. */
  ulid: string;
  name: string;
  /** `/organisation/<ulid>`: the web app's pages of this organisation start here. */
  path: string;
  /** `/api/organisations/<ulid>`: the API's routes of this organisation start here. */
  apiPath: string;
}

/** JSON over HTTP as the signed-in browser: its cookies, X-Requested-With and the XSRF header. */
export interface Api {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  put<T = unknown>(path: string, data?: unknown): Promise<T>;
  delete(path: string): Promise<void>;
}

export interface Fixtures {
  /** The seeded user's name; `test.use({ userName })` to change it. */
  userName: string;
  /** The seeded organisation's name; `test.use({ organisationName })` to change it. */
  organisationName: string;
  account: Account;
  api: Api;
  organisation: SeededOrganisation;
}

const PASSWORD = 'a long enough password';

export interface WorkerFixtures {
  appServer: AppServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    // A first start creates and migrates the instance's database.
    { scope: 'worker', timeout: 150_000 },
  ],

  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },

  userName: ['E2E Tester', { option: true }],
  organisationName: ['E2E Goods', { option: true }],

  account: async ({ userName }, use) => {
    await use({
      name: userName,
      email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
      password: PASSWORD,
    });
  },

  api: async ({ context }, use) => {
    await use(apiOf(context));
  },

  organisation: async ({ context, api, account, organisationName }, use) => {
    // The CSRF cookie first, as the web app does before login and register.
    expect((await context.request.get('/sanctum/csrf-cookie')).ok()).toBe(true);
    const { data: user } = await api.post<{ data: User }>('/api/fortify/register', {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      organisation_name: organisationName,
    });
    const current = user.current_organisation;
    if (!current) throw new Error('registering made no organisation');
    const { ulid, name } = current;
    await use({ ulid, name, path: `/organisation/${ulid}`, apiPath: `/api/organisations/${ulid}` });
  },
});

export { expect };

/**
 * The context's own request client shares its cookie jar: the session cookie register sets is the
 * browser's too, and every call reads the XSRF-TOKEN cookie afresh (sign-in rotates it).
 */
function apiOf(context: BrowserContext): Api {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const response = await context.request.fetch(path, {
      method,
      data,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
    });
    // A seeding call that fails is a broken test setup: say what the server said.
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, data) => call('POST', path, data),
    put: (path, data) => call('PUT', path, data),
    delete: async (path) => {
      await call('DELETE', path);
    },
  };
}
