import type { ReportType } from '@backoffice/shared';

/** How often the fee preview is asked for again: Amazon's estimates change with prices and rates. */
export const ESTIMATED_FEES_EVERY_DAYS = 7;
/** Amazon asks for a fee preview's dataStartTime to be at least 72 hours before the request. */
const FEE_PREVIEW_LOOKBACK_MS = 72 * 3_600_000;
const DAY = 86_400_000;

/** A fee report the sync wants, and when one already on file makes asking again needless. */
export interface FeeReportWanted {
  type: ReportType;
  marketplaceIds: string[];
  start: Date;
  end: Date | null;
  /** A request of it counts as on file when it was asked for since then, or is of this period. */
  onFile: { requestedSince: Date } | { periodStart: Date };
}

/**
 * The fee reports a sync asks for, each per marketplace: the storage fees of the last complete
 * month (calendar months in UTC, as `month_of_charge`), until one for that month is processed
 * (Amazon has no data before it charges the month, early in the next: a report it cancels is
 * asked for again the next day); and the fee preview, a snapshot, once a week.
 */
export function feeReportsWanted(marketplaceIds: readonly string[], now: Date): FeeReportWanted[] {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return marketplaceIds.flatMap((id) => [
    {
      type: 'GET_FBA_STORAGE_FEE_CHARGES_DATA' as const,
      marketplaceIds: [id],
      start: lastMonthStart,
      end: new Date(monthStart - 1000),
      onFile: { periodStart: lastMonthStart },
    },
    {
      type: 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA' as const,
      marketplaceIds: [id],
      start: new Date(now.getTime() - FEE_PREVIEW_LOOKBACK_MS),
      end: null,
      onFile: { requestedSince: new Date(now.getTime() - ESTIMATED_FEES_EVERY_DAYS * DAY) },
    },
  ]);
}
