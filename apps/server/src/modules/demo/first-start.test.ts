import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../testing/fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_EMAIL } from './demo-world.ts';
import { seedDemoOnFirstStart } from './first-start.ts';

const server = useTestServer();
const small = { skus: 12, days: 21, seed: 3, email: DEMO_EMAIL };
const userCount = async () => (await server.ctx.db.select({ count: count() }).from(users))[0]?.count;

/** What server.ts passes, from the test server's context. */
const firstStart = (overrides: { enabled?: boolean } = {}) => ({
  db: server.ctx.db,
  driver: server.ctx.database.driver,
  enabled: server.ctx.config.seedDemo,
  log: server.ctx.log,
  options: small,
  ...overrides,
});

describe('the first start', () => {
  it('does nothing when SEED_DEMO is false', async () => {
    expect(await seedDemoOnFirstStart(firstStart({ enabled: false }))).toBeUndefined();
    expect(await userCount()).toBe(0);
  });

  it.runIf(testDatabaseUrl())(
    'does nothing on PostgreSQL, whose database is never a fresh install of ours',
    async () => {
      expect(await seedDemoOnFirstStart(firstStart())).toBeUndefined();
      expect(await userCount()).toBe(0);
    },
  );

  it.skipIf(testDatabaseUrl())(
    'seeds the demo on an empty embedded database, once, and logs the credentials',
    async () => {
      const info = vi.spyOn(server.ctx.log, 'info');
      const result = await seedDemoOnFirstStart(firstStart());
      expect(result?.password).toEqual(expect.any(String));
      expect(info).toHaveBeenCalledWith(`Demo account: ${DEMO_EMAIL} / ${result?.password}`);
      const client = await signIn(server, DEMO_EMAIL, result?.password ?? '');
      expect((await client.get('/api/users/me')).body.data.current_organisation.name).toBe(
        'Demo Outdoor Goods',
      );

      expect(await seedDemoOnFirstStart(firstStart())).toBeUndefined();
      expect(await userCount()).toBe(1);
    },
  );
});
