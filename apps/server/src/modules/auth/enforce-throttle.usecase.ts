import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { hitThrottle } from './throttle.repository.ts';

/** Counts this request and refuses it with 429 once the window holds more than `max`. */
export async function enforceThrottle({
  db,
  key,
  max,
  windowSeconds,
}: {
  db: Database;
  key: string;
  max: number;
  windowSeconds: number;
}): Promise<void> {
  const state = await hitThrottle(db, { key, windowSeconds });
  if (state.hits > max) throw tooManyRequests(state.retryAfterSeconds);
}
