import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../testing/fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_EMAIL } from './demo-world.domain.ts';
import { prepareDemoOnFirstStart } from './first-start.usecase.ts';

// Its own file: it needs a database nobody has signed up to (first-start.test.ts fills its own).
const server = useTestServer();
const small = { skus: 12, days: 21, seed: 3, email: DEMO_EMAIL };
const userCount = async () => (await server.ctx.db.select({ count: count() }).from(users))[0]?.count;
const skuCount = async () => (await server.ctx.db.select({ count: count() }).from(skus))[0]?.count;
const firstStart = () => ({
  db: server.ctx.db,
  driver: server.ctx.database.driver,
  enabled: true,
  log: server.ctx.log,
  options: small,
});
const loggedPassword = (info: { mock: { calls: unknown[][] } }) => {
  const line = info.mock.calls
    .map(([message]) => String(message))
    .find((message) => message.startsWith('Demo account:'));
  return line?.split(' / ')[1];
};

describe('a first start that stopped while it filled the demo', () => {
  it.skipIf(testDatabaseUrl())(
    'makes the demo again, with a new password, when a server stopped while it was filled',
    async () => {
      const firstInfo = vi.spyOn(server.ctx.log, 'info');
      const fill = await prepareDemoOnFirstStart(firstStart());
      const firstPassword = loggedPassword(firstInfo);
      const stopped = new AbortController();
      stopped.abort(new Error('stopping'));
      // Stopped before its first step: the organisation stays empty and unfinished.
      expect(await fill?.(stopped.signal)).toBeUndefined();
      firstInfo.mockClear();

      const warn = vi.spyOn(server.ctx.log, 'warn');
      const again = await prepareDemoOnFirstStart(firstStart());
      expect(again).toBeTypeOf('function');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not finished when the server stopped'));
      const newPassword = loggedPassword(firstInfo);
      expect(newPassword).toEqual(expect.any(String));
      expect(newPassword).not.toBe(firstPassword);
      await again?.();

      const client = await signIn(server, DEMO_EMAIL, newPassword ?? '');
      const me = (await client.get('/api/users/me')).body.data;
      // The half-made organisation is gone: one demo organisation, filled.
      expect(me.organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
        'Demo Outdoor Goods',
      ]);
      expect(me.current_organisation.ulid).toBe(me.organisations[0].ulid);
      expect(await skuCount()).toBe(12);
      expect(await userCount()).toBe(1);
    },
  );
});
