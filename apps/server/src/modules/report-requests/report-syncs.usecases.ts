import type { ReportType } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import {
  AmazonAccessDeniedError,
  AmazonAuthorizationError,
} from '../../integrations/amazon/client/amazon-errors.ts';
import type { Report, SpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { deferralOf } from '../../jobs/job-queue.ts';
import { findReportSource, type ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { markSyncedUpTo, recordSyncState } from '../report-sources/source-syncs.usecases.ts';
import { recordMarketplaceOrders, STORE_ORDER_INCLUDED_DATA } from '../store-orders/store-orders.usecases.ts';
import { type FeeReportWanted, feeReportsWanted } from './fee-reports.domain.ts';
import { syncInboundShipments } from './inbound-shipments-sync.usecase.ts';
import type { MarketplaceClients } from './marketplace.client.ts';
import { marketplaceBatches, ordersSearchStart, positionAfterPage } from './orders-sync-position.domain.ts';
import {
  countriesOfMarketplaces,
  insertReportRequest,
  latestRequestedPeriodEnd,
  marketplacesOfSource,
  publishedReportsKnown,
  requestOnFile,
  unfinishedRequest,
} from './report-requests.repository.ts';
import type { ReportRequestRow } from './report-requests.tables.ts';

/** What a sync sets off for the requests it created (the jobs file queues their jobs). */
export interface SyncFollowUps {
  /** A requested report, polled at the marketplace until its document is ready. */
  poll(requestId: number): Promise<unknown>;
  /** A published report (a settlement), downloaded and processed. */
  process(requestId: number): Promise<unknown>;
}

/** A first sync reaches this far back; later ones overlap the last by a margin, for late rows. */
export const FIRST_SYNC_DAYS = 30;
export const SYNC_OVERLAP_DAYS = 2;
const DAY = 86_400_000;

/**
 * A source's sync (decision 15): inbound shipments through Fulfillment Inbound v0 and 2024-03-20
 * (Send to Amazon's plans), one shipment each (inbound-shipments-sync.usecase.ts; their SKUs matched
 * when read); the orders updated since the last sync through the
 * Orders API (2026-01-01), written as the orders report writes them; the ledger report from the
 * last sync (overlapping it, since processing is idempotent), the FBA inventory of each
 * country and Amazon's restock advice of each marketplace, requested and then polled by their own
 * jobs; and Amazon's fees of each marketplace: last month's storage fees until read, the fee
 * preview weekly (fee-reports.domain.ts). A report type still on its way is not asked for
 * twice. An authorization Amazon refuses ends the sync with the reason (the seller must
 * reconnect); anything else is thrown for the job to retry, and recorded as the last sync's
 * failure, except Amazon's rate limit: that job is put back (decision 24), not failed.
 */
export async function syncReportSource({
  db,
  followUps,
  clients,
  log,
  organisationId,
  reportSourceId,
  now = new Date(),
}: {
  db: Database;
  followUps: SyncFollowUps;
  clients: MarketplaceClients;
  log: Pick<BaseLogger, 'warn'>;
  organisationId: number;
  reportSourceId: number;
  now?: Date;
}): Promise<{ shipments: number; orders: number; requests: number } | null> {
  const key = { organisationId, id: reportSourceId };
  const started = await inTenant(db, organisationId, async (tx) => {
    const source = await findReportSource(tx, key);
    const client = source ? clients(source) : null;
    if (!source || !client) return null;
    await recordSyncState({ db: tx, ...key, state: { syncStartedAt: now, syncError: null } });
    return {
      source,
      client,
      marketplaceIds: await marketplacesOfSource(tx, { organisationId, reportSourceId }),
    };
  });
  if (!started) return null;
  const { source, client, marketplaceIds } = started;
  try {
    const shipments = await syncInboundShipments({
      db,
      client,
      organisationId,
      reportSourceId,
      marketplaceIds,
      now,
    });
    await inTenant(db, organisationId, (tx) =>
      recordSyncState({ db: tx, ...key, state: { shipmentsSyncedAt: now } }),
    );
    const orders = await syncOrders({ db, client, organisationId, source, marketplaceIds, now });
    const requests = await requestReports({
      db,
      followUps,
      organisationId,
      reportSourceId,
      marketplaceIds,
      since: { inventory: source.inventorySyncedAt },
      now,
    });
    const settlements = await fetchSettlementReports({
      db,
      followUps,
      client,
      organisationId,
      reportSourceId,
      now,
    });
    return { shipments, orders, requests: requests + settlements };
  } catch (error) {
    // Put back for Amazon's rate limit (decision 24): the job runs again by itself when the seller's
    // bucket has a token, so nothing failed; the source keeps the state this sync started with.
    if (deferralOf(error) !== null) throw error;
    const refused = error instanceof AmazonAuthorizationError || error instanceof AmazonAccessDeniedError;
    const reason = refused
      ? 'Amazon refused the authorization: reconnect the seller account.'
      : `The last sync failed: ${(error as Error).message}`;
    await inTenant(db, organisationId, (tx) =>
      recordSyncState({ db: tx, ...key, state: { syncError: reason } }),
    );
    log.warn({ err: error, organisationId, reportSourceId }, 'report source sync failed');
    if (refused) return null;
    throw error;
  }
}

/**
 * The orders updated since the last sync (less the overlap; `FIRST_SYNC_DAYS` back the first
 * time) through the Orders API 2026-01-01 (searchOrders by lastUpdatedAfter and an explicit
 * lastUpdatedBefore, ten minutes before the run's start; paged by paginationToken; each order with
 * its items, fulfilment and money: includedData), written as the orders report writes them, a page
 * per transaction. searchOrders allows about 20 pages at once, then one every 3 minutes: each
 * page's transaction also stores where the search is (the window, the marketplace batch, the next
 * page's token), so a run put back for the rate limit goes on from there, with the same filters,
 * instead of reading the first pages again (orders-sync-position.domain.ts; a position older than
 * Amazon's token starts the window again). The search done, the position goes and the source is
 * synced up to the window's end for its orders. Writing an order twice changes nothing, so the
 * overlap costs only the reading.
 */
async function syncOrders({
  db,
  client,
  organisationId,
  source,
  marketplaceIds,
  now,
}: {
  db: Database;
  client: SpApiClient;
  organisationId: number;
  source: ReportSourceRow;
  marketplaceIds: string[];
  now: Date;
}): Promise<number> {
  const key = { organisationId, id: source.id };
  const last = source.ordersSyncedAt;
  // No marketplace known yet: Amazon searches every marketplace of the seller.
  const batches = marketplaceBatches(marketplaceIds);
  const start = ordersSearchStart({
    position: source.ordersSyncPosition,
    batches,
    lastUpdatedAfter: new Date(
      last ? last.getTime() - SYNC_OVERLAP_DAYS * DAY : now.getTime() - FIRST_SYNC_DAYS * DAY,
    ),
    now,
  });
  let written = 0;
  let paginationToken = start.paginationToken;
  for (let batch = start.batch; batch < batches.length; batch++) {
    const ids = batches[batch];
    const query = {
      lastUpdatedAfter: start.lastUpdatedAfter,
      lastUpdatedBefore: start.lastUpdatedBefore,
      ...(ids ? { marketplaceIds: ids } : {}),
      includedData: [...STORE_ORDER_INCLUDED_DATA],
    };
    for await (const { orders, nextToken } of client.searchOrderPages(query, paginationToken)) {
      const position = positionAfterPage({ start, batches, batch, nextToken, now });
      await inTenant(db, organisationId, async (tx) => {
        if (orders.length > 0) await recordMarketplaceOrders({ tx, organisationId, source, orders });
        await recordSyncState({ db: tx, ...key, state: { ordersSyncPosition: position } });
      });
      written += orders.length;
    }
    paginationToken = undefined;
  }
  await inTenant(db, organisationId, async (tx) => {
    await markSyncedUpTo({ db: tx, ...key, data: 'orders', at: start.lastUpdatedBefore });
    await recordSyncState({ db: tx, ...key, state: { ordersSyncPosition: null } });
  });
  return written;
}

/**
 * The ledger since the last sync, the FBA inventory of each country the source sells in,
 * Amazon's restock advice of each of its marketplaces, and its fee reports of each when due
 * (asked for again only when none is on file: requestOnFile).
 */
async function requestReports({
  db,
  followUps,
  organisationId,
  reportSourceId,
  marketplaceIds,
  since,
  now,
}: {
  db: Database;
  followUps: SyncFollowUps;
  organisationId: number;
  reportSourceId: number;
  marketplaceIds: string[];
  since: { inventory: Date | null };
  now: Date;
}): Promise<number> {
  const from = (last: Date | null) =>
    new Date(last ? last.getTime() - SYNC_OVERLAP_DAYS * DAY : now.getTime() - FIRST_SYNC_DAYS * DAY);
  const wanted: (Pick<FeeReportWanted, 'type' | 'marketplaceIds'> & {
    start: Date | null;
    end?: Date | null;
    onFile?: FeeReportWanted['onFile'];
  })[] = [{ type: 'GET_LEDGER_DETAIL_VIEW_DATA', marketplaceIds, start: from(since.inventory) }];
  // Amazon's fees of each marketplace: last month's storage until read, the fee preview weekly.
  wanted.push(...feeReportsWanted(marketplaceIds, now));
  const countries = await inTenant(db, organisationId, (tx) => countriesOfMarketplaces(tx, marketplaceIds));
  const firstOfCountry = new Map<string, string>();
  marketplaceIds.forEach((id, index) => {
    const country = countries[index];
    if (country && !firstOfCountry.has(country)) firstOfCountry.set(country, id);
  });
  for (const id of firstOfCountry.values())
    wanted.push({ type: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', marketplaceIds: [id], start: null });
  // Amazon's restock advice is a snapshot of one marketplace: each is asked for on its own.
  for (const id of marketplaceIds)
    wanted.push({ type: 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT', marketplaceIds: [id], start: null });

  const created: ReportRequestRow[] = [];
  for (const report of wanted) {
    const row = await inTenant(db, organisationId, async (tx) => {
      const key = {
        organisationId,
        reportSourceId,
        reportType: report.type,
        marketplaceIds: report.marketplaceIds,
      };
      if (
        report.onFile
          ? await requestOnFile(tx, { ...key, onFile: report.onFile })
          : await unfinishedRequest(tx, key)
      )
        return null;
      return insertReportRequest(tx, {
        organisationId,
        reportSourceId,
        reportType: report.type,
        origin: 'requested',
        status: 'REQUESTED',
        marketplaceIds: report.marketplaceIds,
        dataStartTime: report.start,
        dataEndTime: report.end !== undefined ? report.end : report.start ? now : null,
      });
    });
    if (row) created.push(row);
  }
  for (const row of created) await followUps.poll(row.id);
  return created.length;
}

const SETTLEMENT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2' satisfies ReportType;
/** Amazon keeps reports for 90 days: a first sync fetches every settlement it still has. */
const REPORT_RETENTION_DAYS = 90;

/**
 * Settlement reports cannot be requested: Amazon publishes one per settlement period (about every
 * two weeks) by itself (decision 16). The sync lists those published since the latest one it
 * fetched (getReports; with an overlap, and every one Amazon keeps the first time), records each
 * new one as a request already DONE with its document id, and queues its download and processing.
 * A settlement seen before (by Amazon's report id) is not recorded twice.
 */
async function fetchSettlementReports({
  db,
  followUps,
  client,
  organisationId,
  reportSourceId,
  now,
}: {
  db: Database;
  followUps: SyncFollowUps;
  client: SpApiClient;
  organisationId: number;
  reportSourceId: number;
  now: Date;
}): Promise<number> {
  const latest = await inTenant(db, organisationId, (tx) =>
    latestRequestedPeriodEnd(tx, { organisationId, reportSourceId, reportType: SETTLEMENT }),
  );
  const createdSince = new Date(
    Math.max(
      now.getTime() - REPORT_RETENTION_DAYS * DAY + 60_000,
      latest ? latest.getTime() - SYNC_OVERLAP_DAYS * DAY : 0,
    ),
  );
  const published: Report[] = [];
  for await (const report of client.listReports({
    reportTypes: [SETTLEMENT],
    processingStatuses: ['DONE'],
    createdSince,
    pageSize: 100,
  }))
    if (report.reportDocumentId) published.push(report);
  // Oldest first, so they are processed in the order Amazon settled them.
  published.sort((a, b) => a.createdTime.getTime() - b.createdTime.getTime());
  const created = await inTenant(db, organisationId, async (tx) => {
    const { recorded } = await publishedReportsKnown(tx, {
      organisationId,
      reportSourceId,
      reportType: SETTLEMENT,
      reportIds: published.map((report) => report.reportId),
    });
    const rows: ReportRequestRow[] = [];
    for (const report of published) {
      if (recorded.has(report.reportId)) continue;
      rows.push(
        await insertReportRequest(tx, {
          organisationId,
          reportSourceId,
          reportType: SETTLEMENT,
          origin: 'requested',
          status: 'DONE',
          marketplaceIds: report.marketplaceIds,
          dataStartTime: report.dataStartTime,
          dataEndTime: report.dataEndTime,
          marketplaceReportId: report.reportId,
          marketplaceDocumentId: report.reportDocumentId,
        }),
      );
    }
    return rows;
  });
  // Queued oldest first: an instance takes the processing queue's jobs one at a time, and on
  // two instances the second waits (ReportBusyError, retried with back-off).
  for (const row of created) await followUps.process(row.id);
  return created.length;
}
