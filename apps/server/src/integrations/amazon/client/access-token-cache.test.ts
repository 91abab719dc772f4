import { describe, expect, it } from 'vitest';
import { createAccessTokenCache, REFRESH_MARGIN_MS } from './access-token-cache.ts';

const start = Date.UTC(2030, 0, 1);

/** A token source that issues `token-1`, `token-2`… for an hour each, counted. */
function lwa(clock: { now: number }) {
  const source = {
    issued: 0,
    refresh: async () => {
      source.issued += 1;
      return { accessToken: `token-${source.issued}`, expiresAt: new Date(clock.now + 3_600_000) };
    },
  };
  return source;
}

describe('the access token cache', () => {
  it('reuses a token until shortly before it expires, then refreshes ahead of time', async () => {
    const clock = { now: start };
    const source = lwa(clock);
    const cache = createAccessTokenCache({ refresh: source.refresh, now: () => new Date(clock.now) });
    expect(await cache.get()).toBe('token-1');
    clock.now = start + 3_600_000 - REFRESH_MARGIN_MS - 1;
    expect(await cache.get()).toBe('token-1');
    clock.now += 2;
    expect(await cache.get()).toBe('token-2');
    expect(source.issued).toBe(2);
  });

  it('refreshes once for callers that ask at the same time', async () => {
    const clock = { now: start };
    const source = lwa(clock);
    const cache = createAccessTokenCache({ refresh: source.refresh, now: () => new Date(clock.now) });
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    expect(source.issued).toBe(1);
  });

  it('drops a token Amazon called expired, but not a newer one', async () => {
    const clock = { now: start };
    const source = lwa(clock);
    const cache = createAccessTokenCache({ refresh: source.refresh, now: () => new Date(clock.now) });
    await cache.get();
    cache.discard('token-1');
    expect(await cache.get()).toBe('token-2');
    cache.discard('token-1');
    expect(await cache.get()).toBe('token-2');
  });

  it('renews on demand, once for callers at the same time, and keeps the new token for later calls', async () => {
    const clock = { now: start };
    const source = lwa(clock);
    const cache = createAccessTokenCache({ refresh: source.refresh, now: () => new Date(clock.now) });
    expect(await cache.get()).toBe('token-1');
    expect(await Promise.all([cache.renew(), cache.renew()])).toEqual(['token-2', 'token-2']);
    expect(await cache.get()).toBe('token-2');
    expect(source.issued).toBe(2);
  });

  it('tries again after a failed refresh', async () => {
    let calls = 0;
    const cache = createAccessTokenCache({
      refresh: async () => {
        calls += 1;
        if (calls === 1) throw new Error('LWA down');
        return { accessToken: 'late', expiresAt: new Date(start + 3_600_000) };
      },
      now: () => new Date(start),
    });
    await expect(cache.get()).rejects.toThrow('LWA down');
    expect(await cache.get()).toBe('late');
  });
});
