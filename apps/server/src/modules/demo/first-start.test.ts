import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signIn, signUp } from '../../testing/fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_EMAIL } from './demo-world.domain.ts';
import { prepareDemoOnFirstStart } from './first-start.usecase.ts';
import { DEMO_FILL_STEPS } from './seed-demo.usecase.ts';

const server = useTestServer();
const small = { skus: 12, days: 21, seed: 3, email: DEMO_EMAIL };
const userCount = async () => (await server.ctx.db.select({ count: count() }).from(users))[0]?.count;
const skuCount = async () => (await server.ctx.db.select({ count: count() }).from(skus))[0]?.count;

/** What server.ts passes, from the test server's context. */
const firstStart = (overrides: { enabled?: boolean } = {}) => ({
  db: server.ctx.db,
  driver: server.ctx.database.driver,
  enabled: server.ctx.config.seedDemo,
  log: server.ctx.log,
  options: small,
  ...overrides,
});

const loggedPassword = (info: { mock: { calls: unknown[][] } }) => {
  const line = info.mock.calls
    .map(([message]) => String(message))
    .find((message) => message.startsWith('Demo account:'));
  return line?.split(' / ')[1];
};

describe('the first start', () => {
  it('does nothing when SEED_DEMO is false', async () => {
    expect(await prepareDemoOnFirstStart(firstStart({ enabled: false }))).toBeUndefined();
    expect(await userCount()).toBe(0);
  });

  it.runIf(testDatabaseUrl())(
    'does nothing on PostgreSQL, whose database is never a fresh install of ours',
    async () => {
      expect(await prepareDemoOnFirstStart(firstStart())).toBeUndefined();
      expect(await userCount()).toBe(0);
    },
  );

  it.skipIf(testDatabaseUrl())(
    'logs the credentials before any data is written, shows the filling’s progress, and fills the demo once',
    async () => {
      const info = vi.spyOn(server.ctx.log, 'info');
      const fill = await prepareDemoOnFirstStart(firstStart());
      expect(fill).toBeTypeOf('function');
      // The account exists and its password is logged before the filling runs: one can sign in
      // to an organisation that is still empty and read how far it is.
      const password = loggedPassword(info);
      expect(password).toEqual(expect.any(String));
      expect(await skuCount()).toBe(0);
      const client = await signIn(server, DEMO_EMAIL, password ?? '');
      const organisation = (await client.get('/api/users/me')).body.data.current_organisation;
      expect(organisation.name).toBe('Demo Outdoor Goods');
      const progressUrl = `/api/organisations/${organisation.ulid}/demo-preparation`;
      const before = await client.get(progressUrl);
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({
        steps_done: 0,
        steps: DEMO_FILL_STEPS.length,
        step: DEMO_FILL_STEPS[0],
        finished_at: null,
        failure: null,
      });

      const result = await fill?.();
      expect(result?.counts.skus).toBe(12);
      expect(await skuCount()).toBe(12);
      const after = await client.get(progressUrl);
      expect(after.body.data).toMatchObject({
        steps_done: DEMO_FILL_STEPS.length - 1,
        finished_at: expect.any(String),
      });

      expect(await prepareDemoOnFirstStart(firstStart())).toBeUndefined();
      expect(await userCount()).toBe(1);
    },
  );

  it('answers null for an organisation that is not a demo being made', async () => {
    const account = await signUp(server);
    const answer = await account.client.get(
      `/api/organisations/${account.organisation.ulid}/demo-preparation`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null });
  });
});
