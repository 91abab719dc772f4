import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import {
  AmazonAccessDeniedError,
  AmazonAuthorizationError,
} from '../../integrations/amazon/client/amazon-errors.ts';
import type { InventorySummary } from '../../integrations/amazon/client/sp-api-client.ts';
import { type FbaFigures, recordFbaFigures } from '../inventory/reported-quantities.usecase.ts';
import { findReportSource } from '../report-sources/report-sources.facts.ts';
import { recordSyncState } from '../report-sources/source-syncs.usecases.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import { ensureSourceFbaWarehouses } from '../warehouses/fba-warehouses.usecase.ts';
import type { MarketplaceClients } from './marketplace.client.ts';
import { countriesOfMarketplaces, marketplacesOfSource } from './report-requests.repository.ts';

/** A summary's figures in the product's words; one without details (never asked so) counts none. */
export function fbaFiguresOf(summary: InventorySummary): Omit<FbaFigures, 'skuId'> {
  const details = summary.inventoryDetails;
  return {
    fulfillable: details?.fulfillableQuantity ?? 0,
    inboundWorking: details?.inboundWorkingQuantity ?? 0,
    inboundShipped: details?.inboundShippedQuantity ?? 0,
    inboundReceiving: details?.inboundReceivingQuantity ?? 0,
    reserved: details?.reservedQuantity ?? 0,
    unfulfillable: details?.unfulfillableQuantity ?? 0,
    researching: details?.researchingQuantity ?? 0,
  };
}

/**
 * A source's FBA inventory near real time (issue 30): for the first of its marketplaces in each
 * country (the country's FBA pool: the same choice and the same FBA warehouse as the FBA inventory
 * report, GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA), every summary of getInventorySummaries with its
 * details, a page per transaction: the SKUs it names (created when new, as the report does),
 * Amazon's figures on the warehouse's stock rows and the warehouse figure as the marketplace's
 * quantity (inventory_cache). The whole read done, the source's fba_inventory_fetched_at moves to
 * the run's start (Health's freshness). A full read each time: Amazon's startDateTime does not
 * see inbound quantities change. Amazon's rate limit puts the job back (the error is thrown); an
 * authorization Amazon refuses ends it quietly (the token check reports it); anything else is
 * thrown for a retry. Answers the summaries read, or null when the source is gone or not connected.
 */
export async function fetchFbaInventory({
  db,
  clients,
  log,
  organisationId,
  reportSourceId,
  now = new Date(),
}: {
  db: Database;
  clients: MarketplaceClients;
  log: Pick<BaseLogger, 'warn'>;
  organisationId: number;
  reportSourceId: number;
  now?: Date;
}): Promise<{ summaries: number } | null> {
  const key = { organisationId, id: reportSourceId };
  const started = await inTenant(db, organisationId, async (tx) => {
    const source = await findReportSource(tx, key);
    const client = source ? clients(source) : null;
    if (!source || !client) return null;
    const marketplaceIds = await marketplacesOfSource(tx, { organisationId, reportSourceId });
    const pools = new Map<string, string>();
    for (const marketplaceId of marketplaceIds) {
      const [country] = await countriesOfMarketplaces(tx, [marketplaceId]);
      if (country && !pools.has(country)) pools.set(country, marketplaceId);
    }
    return { source, client, pools };
  });
  if (!started) return null;
  const { source, client, pools } = started;
  let summaries = 0;
  try {
    for (const [country, marketplaceId] of pools) {
      for await (const page of client.inventorySummaryPages({ marketplaceId })) {
        const listed = page.summaries.filter(
          (summary): summary is InventorySummary & { sellerSku: string } => !!summary.sellerSku,
        );
        summaries += listed.length;
        if (listed.length === 0) continue;
        await inTenant(db, organisationId, async (tx) => {
          const skus = await ensureReportedSkus({
            db: tx,
            organisationId,
            seen: listed.map((summary) => ({
              sellerSku: summary.sellerSku,
              asin: summary.asin ?? null,
              name: summary.productName ?? null,
            })),
          });
          const warehouses = await ensureSourceFbaWarehouses({
            db: tx,
            organisationId,
            reportSourceId,
            sourceName: source.name,
            countryCodes: [country],
          });
          await recordFbaFigures({
            db: tx,
            organisationId,
            warehouseId: warehouses.ids.get(country) as number,
            figures: listed.map((summary) => ({
              skuId: skus.ids.get(summary.sellerSku) as number,
              ...fbaFiguresOf(summary),
            })),
            fetchedAt: now,
          });
        });
      }
    }
    await inTenant(db, organisationId, (tx) =>
      recordSyncState({ db: tx, ...key, state: { fbaInventoryFetchedAt: now } }),
    );
    return { summaries };
  } catch (error) {
    if (error instanceof AmazonAuthorizationError || error instanceof AmazonAccessDeniedError) {
      log.warn({ err: error, organisationId, reportSourceId }, 'FBA inventory read refused by Amazon');
      return null;
    }
    throw error;
  }
}
