/**
 * Exponential back-off with full jitter (a random wait between 0 and base·2^(attempt−1), capped):
 * the spread keeps workers that failed together from coming back together. For 5xx and lost
 * connections (an SP-API 429 waits in the rate limiter instead, sp-api-transport.ts) and the
 * document download. The base is the operation's refill interval; the cap keeps one call from
 * holding a job for minutes.
 */
export const BACKOFF_CAP_MS = 60_000;

export function backoffDelayMs({
  attempt,
  baseMs,
  capMs = BACKOFF_CAP_MS,
  random = Math.random,
}: {
  /** 1 for the wait after the first failed attempt. */
  attempt: number;
  baseMs: number;
  capMs?: number;
  random?: () => number;
}): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/** `Retry-After` in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
