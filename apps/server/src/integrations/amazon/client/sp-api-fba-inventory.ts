import {
  getInventorySummariesResponse,
  type InventorySummary,
  SELLER_SKUS_PER_CALL,
} from './models/fba-inventory.ts';
import type { SpApiTransport } from './sp-api-transport.ts';

/**
 * FBA Inventory v1 (README.md, "FBA inventory"): getInventorySummaries for one marketplace, with
 * the details (fulfillable, inbound, reserved, unfulfillable, researching units), paged by
 * `nextToken`.
 */

export interface InventorySummariesQuery {
  /** The one marketplace asked about (it is both `granularityId` and `marketplaceIds`). */
  marketplaceId: string;
  /**
   * Only summaries changed since then (not earlier than 18 months ago). Amazon does not count a
   * change of inbound quantities as a change: a full read is the one that has them right.
   */
  startDateTime?: Date;
  /** Only these SKUs (at most 50; ignored by Amazon with startDateTime). */
  sellerSkus?: string[];
}

/** One page: its summaries, and the token of the next one (none after the last). */
export interface InventorySummariesPage {
  summaries: InventorySummary[];
  nextToken: string | undefined;
}

export async function* inventorySummaryPages(
  call: SpApiTransport,
  query: InventorySummariesQuery,
): AsyncGenerator<InventorySummariesPage> {
  if ((query.sellerSkus?.length ?? 0) > SELLER_SKUS_PER_CALL)
    throw new TypeError(`getInventorySummaries takes at most ${SELLER_SKUS_PER_CALL} seller SKUs`);
  let nextToken: string | undefined;
  do {
    const page = await call({
      operation: 'getInventorySummaries',
      method: 'GET',
      path: '/fba/inventory/v1/summaries',
      // The model: "use both startDateTime and nextToken to get the next page": every filter is
      // sent again with the token.
      query: {
        details: true,
        granularityType: 'Marketplace',
        granularityId: query.marketplaceId,
        marketplaceIds: [query.marketplaceId],
        startDateTime: query.startDateTime,
        sellerSkus: query.sellerSkus?.length ? query.sellerSkus : undefined,
        nextToken,
      },
      response: getInventorySummariesResponse,
    });
    nextToken = page.pagination?.nextToken || undefined;
    yield { summaries: page.payload.inventorySummaries, nextToken };
  } while (nextToken);
}

/** Every summary that matches, page after page. */
export async function* listInventorySummaries(
  call: SpApiTransport,
  query: InventorySummariesQuery,
): AsyncGenerator<InventorySummary> {
  for await (const page of inventorySummaryPages(call, query)) yield* page.summaries;
}
