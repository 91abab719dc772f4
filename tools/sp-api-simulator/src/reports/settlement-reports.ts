import type { SellerDataset } from '../dataset/seller-dataset.ts';
import { publishedSettlementPeriods } from '../dataset/settlements.ts';
import { DAY_MS, startOfDay } from '../dataset/time.ts';
import type { ReportStore } from './report-store.ts';
import { SETTLEMENT_REPORT_TYPE } from './report-types.ts';

/** getReports serves what was created in the last 90 days. */
const RETENTION_MS = 90 * DAY_MS;

/**
 * Publishes the seller's settlement reports that are out by `nowMs` (one per marketplace and
 * 14-day period since the dataset's history began), as Amazon does by itself; each only once.
 */
export function publishSettlements(
  reports: ReportStore,
  dataset: SellerDataset,
  nowMs: number,
  periodDays?: number,
): void {
  const { seller } = dataset;
  const first = Math.max(startOfDay(dataset.firstDay), nowMs - RETENTION_MS);
  for (const period of publishedSettlementPeriods(first, nowMs, periodDays))
    for (const marketplaceId of seller.marketplaceIds)
      reports.publish(`${seller.sellingPartnerId}:${marketplaceId}:${period.startMs}`, {
        sellingPartnerId: seller.sellingPartnerId,
        region: seller.region,
        reportType: SETTLEMENT_REPORT_TYPE,
        marketplaceIds: [marketplaceId],
        dataStartMs: period.startMs,
        dataEndMs: period.endMs,
        createdMs: period.publishedMs,
      });
}
