import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listMarketplaces } from '../reference/reference.repository.ts';
import type { MarketplaceRow } from '../reference/reference.tables.ts';
import { salesChannelErrors } from '../sales-channels/sales-channels.errors.ts';
import { setChannelSource, sourcesOfChannels } from '../sales-channels/sales-channels.repository.ts';
import { createSalesChannel } from '../sales-channels/sales-channels.usecases.ts';
import { channelsOnMarketplaces } from './amazon-connect.repository.ts';

const NAME_TAKEN = salesChannelErrors.nameTaken().code;

/**
 * Gives the source a sales channel on each marketplace the seller account sells in, so its orders
 * and stock have somewhere to land: one it already feeds is kept; else a channel on that
 * marketplace that no source feeds yet (made by hand) is linked to it; else one is created, named
 * after the marketplace (Amazon.de), or after marketplace and source when that name is taken.
 * Connecting again therefore changes nothing. Only the product's known storefronts count: Amazon
 * also lists internal marketplaces (Non-Amazon, SI Prod) that nobody sells in.
 */
export async function linkMarketplaceChannels({
  db,
  organisationId,
  reportSourceId,
  sourceName,
  sellerPartnerId,
  marketplaceIds,
}: {
  db: Database;
  organisationId: number;
  reportSourceId: number;
  sourceName: string;
  sellerPartnerId: string;
  /** Amazon's ids (ATVPDKIKX0DER) of the marketplaces the seller participates in. */
  marketplaceIds: string[];
}): Promise<{ created: number; linked: number }> {
  const byAmazonId = new Map((await listMarketplaces(db)).map((row) => [row.mwsId, row]));
  const marketplaces = [...new Set(marketplaceIds)]
    .map((id) => byAmazonId.get(id))
    .filter((row): row is MarketplaceRow => row !== undefined);
  const channels = await channelsOnMarketplaces(db, {
    organisationId,
    marketplaceIds: marketplaces.map((marketplace) => marketplace.id),
  });
  const feeds = await sourcesOfChannels(db, {
    organisationId,
    channelIds: channels.map((channel) => channel.id),
  });
  const sourcesOf = (channelId: number) =>
    feeds.filter((feed) => feed.salesChannelId === channelId).map((feed) => feed.id);

  let created = 0;
  let linked = 0;
  for (const marketplace of marketplaces) {
    const onMarketplace = channels.filter((channel) => channel.marketplaceId === marketplace.id);
    if (onMarketplace.some((channel) => sourcesOf(channel.id).includes(reportSourceId))) continue;
    const unfed = onMarketplace.find((channel) => sourcesOf(channel.id).length === 0);
    if (unfed) {
      await setChannelSource(db, { organisationId, salesChannelId: unfed.id, reportSourceId });
      linked += 1;
      continue;
    }
    await createChannel({
      db,
      organisationId,
      reportSourceId,
      marketplace,
      names: [
        marketplace.name,
        `${marketplace.name} (${sourceName.slice(0, 200)})`,
        `${marketplace.name} (${sellerPartnerId})`,
      ],
    });
    created += 1;
  }
  return { created, linked };
}

/** Creates the channel under the first of `names` not in use. */
async function createChannel({
  db,
  organisationId,
  reportSourceId,
  marketplace,
  names,
}: {
  db: Database;
  organisationId: number;
  reportSourceId: number;
  marketplace: MarketplaceRow;
  names: string[];
}): Promise<void> {
  for (const [index, name] of names.entries()) {
    try {
      await createSalesChannel({
        db,
        organisationId,
        input: { name, type: 'amazon', marketplace_id: marketplace.id, report_source_id: reportSourceId },
      });
      return;
    } catch (error) {
      const taken = error instanceof AppError && error.code === NAME_TAKEN;
      if (!taken || index === names.length - 1) throw error;
    }
  }
}
