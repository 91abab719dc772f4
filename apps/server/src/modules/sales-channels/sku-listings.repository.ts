import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { salesChannels, skuListings } from './sales-channels.tables.ts';

/** Which of these ids are sales channels of the organisation (key-share locked, see ownedIds). */
export const salesChannelsExist = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, salesChannels, organisationId, ids, 'key share');

/** The SKU's sales channels become exactly `salesChannelIds`. */
export async function replaceListings(
  db: Executor,
  {
    organisationId,
    skuId,
    salesChannelIds,
  }: { organisationId: number; skuId: number; salesChannelIds: number[] },
): Promise<void> {
  await db
    .delete(skuListings)
    .where(and(eq(skuListings.organisationId, organisationId), eq(skuListings.skuId, skuId)));
  if (salesChannelIds.length)
    await db.insert(skuListings).values(
      [...new Set(salesChannelIds)].map((salesChannelId) => ({
        organisationId,
        skuId,
        salesChannelId,
      })),
    );
}
