import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { eventsUndelivered } from '../modules/domain-events/domain-events.repository.ts';
import type { TestServer } from './test-server.ts';

/**
 * Waits until the work requests set off in the background is done: their events handed to their
 * consumers (decision 23) and the jobs due by now run (of `organisationId`, or of every
 * organisation). A test that compares the database before and after a refused request waits for
 * this first, so a recompute another request queued is not taken for the refused one's write.
 */
export async function backgroundSettled(server: TestServer, organisationId?: number): Promise<void> {
  const { db } = server.ctx;
  const only =
    organisationId === undefined ? sql`` : sql`and data @> ${JSON.stringify({ organisationId })}::jsonb`;
  const liveJobs = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active') and start_after <= now() ${only}`,
      )
    )[0]?.n ?? 0;
  for (let tries = 0; tries < 1_200; tries++) {
    if (!(await eventsUndelivered(db)) && (await liveJobs()) === 0 && !(await eventsUndelivered(db))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the background work did not settle');
}
