import type { OrdersSyncPosition } from '../report-sources/report-sources.facts.ts';

/**
 * Where an orders sync starts and how far it got (issue 30). searchOrders allows about 20 pages at
 * once and then one every 3 minutes: a sync put back for the rate limit must go on from its last
 * page, not read the same first pages again each run. The search therefore has a fixed window
 * (lastUpdatedBefore explicit, so the same query can be sent again) and the sync keeps Amazon's
 * paginationToken of the next page.
 */

/** searchOrders takes at most 50 marketplaces a call. */
export const MARKETPLACES_PER_SEARCH = 50;
/**
 * The window ends this long before the run's start: Amazon refuses a lastUpdatedBefore less than
 * two minutes before its own now, and a clock a few minutes behind ours (or the tests' simulated
 * Amazon, whose time stands still while they run) must not make every sync fail. The next sync
 * overlaps this one by days, so the minutes left out are read then.
 */
export const SEARCH_LAG_MS = 10 * 60_000;
/**
 * Amazon keeps a paginationToken 24 hours; a position older than this (a margin for the run that
 * would use it) starts the window again.
 */
export const POSITION_LIFE_MS = 23 * 3_600_000;

/** The marketplace ids of each search; one search of every marketplace when none is known. */
export function marketplaceBatches(marketplaceIds: readonly string[]): (string[] | undefined)[] {
  const batches: (string[] | undefined)[] = [];
  for (let start = 0; start < marketplaceIds.length; start += MARKETPLACES_PER_SEARCH)
    batches.push(marketplaceIds.slice(start, start + MARKETPLACES_PER_SEARCH));
  if (batches.length === 0) batches.push(undefined);
  return batches;
}

/** Where a run's search starts: its window, the batch, and the token of its next page. */
export interface OrdersSearchStart {
  lastUpdatedAfter: Date;
  lastUpdatedBefore: Date;
  batch: number;
  paginationToken: string | undefined;
  /** Whether it goes on from a stored position (else the window starts again). */
  resumed: boolean;
}

const sameIds = (stored: string[] | null, batch: string[] | undefined) =>
  (stored ?? []).join(',') === (batch ?? []).join(',');

/**
 * The stored position when it can still be used: younger than a token's life, and its batch the
 * same marketplaces as the source's batch of that index now (a token needs the same filters). Else
 * a new window, from `lastUpdatedAfter` to `SEARCH_LAG_MS` before `now`, from its first batch and page.
 */
export function ordersSearchStart({
  position,
  batches,
  lastUpdatedAfter,
  now,
}: {
  position: OrdersSyncPosition | null;
  batches: readonly (string[] | undefined)[];
  lastUpdatedAfter: Date;
  now: Date;
}): OrdersSearchStart {
  if (position) {
    const age = now.getTime() - Date.parse(position.savedAt);
    if (
      age >= 0 &&
      age < POSITION_LIFE_MS &&
      position.batch < batches.length &&
      sameIds(position.marketplaceIds, batches[position.batch])
    )
      return {
        lastUpdatedAfter: new Date(position.lastUpdatedAfter),
        lastUpdatedBefore: new Date(position.lastUpdatedBefore),
        batch: position.batch,
        paginationToken: position.paginationToken ?? undefined,
        resumed: true,
      };
  }
  return {
    lastUpdatedAfter,
    lastUpdatedBefore: new Date(now.getTime() - SEARCH_LAG_MS),
    batch: 0,
    paginationToken: undefined,
    resumed: false,
  };
}

/**
 * The position after a page is written: the same batch from the page's next token, or the next
 * batch from its first page when the page was the batch's last.
 */
export function positionAfterPage({
  start,
  batches,
  batch,
  nextToken,
  now,
}: {
  start: Pick<OrdersSearchStart, 'lastUpdatedAfter' | 'lastUpdatedBefore'>;
  batches: readonly (string[] | undefined)[];
  batch: number;
  nextToken: string | undefined;
  now: Date;
}): OrdersSyncPosition {
  const next = nextToken ? batch : batch + 1;
  return {
    lastUpdatedAfter: start.lastUpdatedAfter.toISOString(),
    lastUpdatedBefore: start.lastUpdatedBefore.toISOString(),
    batch: next,
    marketplaceIds: batches[next] ?? null,
    paginationToken: nextToken ?? null,
    savedAt: now.toISOString(),
  };
}
