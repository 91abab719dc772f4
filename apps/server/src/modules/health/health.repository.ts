import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Whether the database answers at all; any failure means no. */
export async function isDatabaseReachable(db: Executor): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}
