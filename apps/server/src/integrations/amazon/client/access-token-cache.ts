import type { AccessToken } from './lwa.ts';

/** Refresh this long before the token expires, so a request never leaves with one about to die. */
export const REFRESH_MARGIN_MS = 60_000;

export interface AccessTokenCache {
  /** A token valid for at least the margin; refreshed (once, for all concurrent callers) when not. */
  get(): Promise<string>;
  /** Amazon said this token expired: the next `get` refreshes, unless a newer token replaced it. */
  discard(token: string): void;
  /** A new token now, whatever the kept one's expiry (once, for all concurrent callers). */
  renew(): Promise<string>;
}

export function createAccessTokenCache({
  refresh,
  now,
  initial = null,
  marginMs = REFRESH_MARGIN_MS,
}: {
  refresh: () => Promise<AccessToken>;
  now: () => Date;
  /** A token already in hand (the one the code exchange gave), used until it is due. */
  initial?: AccessToken | null;
  marginMs?: number;
}): AccessTokenCache {
  let current: AccessToken | null = initial;
  let pending: Promise<AccessToken> | null = null;

  const fresh = (token: AccessToken | null): token is AccessToken =>
    token !== null && token.expiresAt.getTime() - marginMs > now().getTime();

  const renew = async () => {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    current = await pending;
    return current.accessToken;
  };

  return {
    async get() {
      if (fresh(current)) return current.accessToken;
      return renew();
    },
    renew,
    discard(token) {
      if (current?.accessToken === token) current = null;
    },
  };
}
