import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** The channel `record_domain_event` and `insertEvent` notify on; PostgreSQL delivers at commit. */
const CHANNEL = 'domain_events';

/**
 * Calls `onEvents` when a transaction that recorded events commits: on PostgreSQL through a
 * connection of its own that LISTENs, on the embedded database through PGlite's listener. A wake-up
 * only; the dispatcher's poll catches whatever a lost connection missed. Resolves with `stop`.
 */
export async function listenForEvents(
  database: DatabaseHandle,
  onEvents: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, onEvents);
    return unlisten;
  }
  if (!database.url) return async () => {};
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', onError);
  client.on('notification', onEvents);
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return () => client.end();
}
