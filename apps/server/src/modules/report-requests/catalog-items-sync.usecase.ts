import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { connectedAmazonSources, findReportSource } from '../report-sources/report-sources.facts.ts';
import { recordSkuCatalog } from '../skus/sku-catalog.usecase.ts';
import { skusDueForCatalog } from '../skus/skus.facts.ts';
import { CATALOG_REFRESH_MS, catalogEntryOf, catalogMarketplaceOf } from './catalog-items.domain.ts';
import { marketplaceCountriesOfSource } from './catalog-items.repository.ts';
import type { MarketplaceClients } from './marketplace.client.ts';

/**
 * SKUs one run asks the catalog for: at getCatalogItem's 2 a second (burst 2) about 25 s, well
 * inside a job's time; a run that found more queues the next (the job's handler).
 */
export const CATALOG_BATCH = 50;

/**
 * Fills the marketplace title and main image of an organisation's SKUs that have an ASIN and no
 * catalog data, or data older than a week (CATALOG_REFRESH_MS), through one connected Amazon
 * source: getCatalogItem (Catalog Items 2022-04-01) in the source's home marketplace, one SKU at a
 * time, each answer stored at once through skus' use case (an ASIN the catalog has not is stored
 * as asked, without title or image, so it waits a week too). Amazon is asked outside any
 * transaction; the client takes each call's token from the seller's shared bucket (decision 24),
 * and an AmazonRateLimitedError ends the run with what was stored kept: the job is put back and
 * goes on with the SKUs still due. Null when the source is not a connected Amazon one.
 */
export async function syncCatalogItems({
  db,
  clients,
  organisationId,
  reportSourceId,
  now = new Date(),
  batch = CATALOG_BATCH,
}: {
  db: Database;
  clients: MarketplaceClients;
  organisationId: number;
  reportSourceId: number;
  now?: Date;
  batch?: number;
}): Promise<{ fetched: number; more: boolean } | null> {
  const started = await inTenant(db, organisationId, async (tx) => {
    const source = await findReportSource(tx, { organisationId, id: reportSourceId });
    const client = source ? clients(source) : null;
    if (!source || !client) return null;
    const marketplaceId = catalogMarketplaceOf(
      await marketplaceCountriesOfSource(tx, { organisationId, reportSourceId }),
      source.homeSite,
    );
    const due = marketplaceId
      ? await skusDueForCatalog(tx, {
          organisationId,
          fetchedBefore: new Date(now.getTime() - CATALOG_REFRESH_MS),
          limit: batch,
        })
      : [];
    return { client, marketplaceId, due };
  });
  if (!started) return null;
  const { client, marketplaceId, due } = started;
  if (!marketplaceId) return { fetched: 0, more: false };
  let fetched = 0;
  for (const sku of due) {
    const item = await client.getCatalogItem(sku.asin, {
      marketplaceIds: [marketplaceId],
      includedData: ['summaries', 'images'],
    });
    const { title, imageUrl } = catalogEntryOf(item, marketplaceId);
    await inTenant(db, organisationId, (tx) =>
      recordSkuCatalog({
        db: tx,
        organisationId,
        id: sku.id,
        asin: sku.asin,
        title,
        imageUrl,
        fetchedAt: now,
      }),
    );
    fetched++;
  }
  return { fetched, more: due.length === batch };
}

/**
 * Every connected Amazon source, across organisations (the scheduler's own connection): only the
 * keys its catalog job is queued with.
 */
export async function catalogSourcesToSync(
  db: Database,
): Promise<{ organisationId: number; reportSourceId: number }[]> {
  const sources = await connectedAmazonSources(db);
  return sources.map((source) => ({ organisationId: source.organisationId, reportSourceId: source.id }));
}
