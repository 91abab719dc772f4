import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SellerAccount } from '../report-sources/report-sources.facts.ts';

/**
 * Holds the seller account until commit, so two callbacks for the same account (a double click on
 * Amazon's Confirm) cannot both find no source and create two.
 */
export async function lockSellerAccount(
  db: Executor,
  { organisationId, sellerPartnerId, regionCode }: SellerAccount,
): Promise<void> {
  const key = `amazon-connect:${organisationId}:${regionCode}:${sellerPartnerId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
