import type { Executor } from '../../db/client.ts';
import { listMarketplaces } from '../reference/reference.facts.ts';
import { ensureMarketplaceChannels, linkSourceToChannels } from './sales-channels-ingest.repository.ts';

/**
 * Makes the source one of the sources of the organisation's sales channel on each marketplace the
 * seller account sells in, so its orders and stock have somewhere to land: the organisation's one
 * channel of the marketplace, whichever source feeds it already (a demo source, another account
 * of the region), else one made now, named as the marketplace (Amazon.com.mx). Connecting again
 * therefore changes nothing. Only the product's known storefronts count: Amazon also lists
 * internal marketplaces (Non-Amazon, SI Prod) that nobody sells in.
 */
export async function linkMarketplaceChannels({
  db,
  organisationId,
  reportSourceId,
  marketplaceIds,
}: {
  db: Executor;
  organisationId: number;
  reportSourceId: number;
  /** Amazon's ids (ATVPDKIKX0DER) of the marketplaces the seller participates in. */
  marketplaceIds: string[];
}): Promise<{ created: number; linked: number }> {
  const byAmazonId = new Map((await listMarketplaces(db)).map((row) => [row.mwsId, row.id]));
  const known = marketplaceIds.flatMap((id) => byAmazonId.get(id) ?? []);
  const channels = await ensureMarketplaceChannels(db, { organisationId, marketplaceIds: known });
  const linked = await linkSourceToChannels(db, {
    organisationId,
    reportSourceId,
    channelIds: [...channels.ids.values()],
  });
  return { created: channels.created, linked };
}
