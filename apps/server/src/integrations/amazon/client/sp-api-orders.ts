import {
  getOrderResponse,
  MARKETPLACE_IDS_PER_SEARCH,
  MAX_ORDERS_PER_PAGE,
  type Order2026,
  type OrderFulfillmentStatus,
  type OrderIncludedData,
  searchOrdersResponse,
} from './models/orders-2026.ts';
import type { SpApiTransport } from './sp-api-transport.ts';

/**
 * Orders API 2026-01-01 (README.md, "Fulfillment Inbound and Orders"): searchOrders, paged by
 * `paginationToken` (every order, or page by page from a given token), and getOrder.
 */

export interface SearchOrdersQuery {
  /** At most 50; left out, Amazon searches every marketplace of the seller. */
  marketplaceIds?: string[];
  /** Exactly one of createdAfter and lastUpdatedAfter (Amazon refuses both, and neither). */
  createdAfter?: Date;
  /** Only with createdAfter; at least two minutes before now. */
  createdBefore?: Date;
  lastUpdatedAfter?: Date;
  /** Only with lastUpdatedAfter; at least two minutes before now. */
  lastUpdatedBefore?: Date;
  fulfillmentStatuses?: OrderFulfillmentStatus[];
  fulfilledBy?: ('AMAZON' | 'MERCHANT')[];
  /** What each order carries beyond its core: PROCEEDS for money, FULFILLMENT for its status… */
  includedData?: OrderIncludedData[];
  /** 1–100, Amazon's default 100. */
  maxResultsPerPage?: number;
}

const id = (value: string) => encodeURIComponent(value);

function checkSearch(query: SearchOrdersQuery): void {
  const created = query.createdAfter !== undefined;
  if (created === (query.lastUpdatedAfter !== undefined))
    throw new TypeError('searchOrders needs exactly one of createdAfter and lastUpdatedAfter');
  if (created ? query.lastUpdatedBefore !== undefined : query.createdBefore !== undefined)
    throw new TypeError(
      'searchOrders takes createdBefore with createdAfter, lastUpdatedBefore with lastUpdatedAfter',
    );
  if ((query.marketplaceIds?.length ?? 0) > MARKETPLACE_IDS_PER_SEARCH)
    throw new TypeError(`searchOrders takes at most ${MARKETPLACE_IDS_PER_SEARCH} marketplace ids`);
  const size = query.maxResultsPerPage;
  if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > MAX_ORDERS_PER_PAGE))
    throw new TypeError(`searchOrders takes 1 to ${MAX_ORDERS_PER_PAGE} orders a page`);
}

/** One page of searchOrders: its orders, and the token of the next page (none after the last). */
export interface OrdersPage {
  orders: Order2026[];
  nextToken: string | undefined;
}

/**
 * The pages that match, as they arrive, from the first one or from `paginationToken` (a page's
 * `nextToken`, from an earlier search with the same query: Amazon keeps it 24 hours). A caller that
 * stops between pages (a rate limit) can resume from the last page's `nextToken`.
 */
export async function* searchOrderPages(
  call: SpApiTransport,
  query: SearchOrdersQuery,
  paginationToken?: string,
): AsyncGenerator<OrdersPage> {
  checkSearch(query);
  // A next page repeats every filter with the same values (only maxResultsPerPage and
  // includedData may change): the token alone is not enough, unlike getReports' nextToken.
  const filters = {
    createdAfter: query.createdAfter,
    createdBefore: query.createdBefore,
    lastUpdatedAfter: query.lastUpdatedAfter,
    lastUpdatedBefore: query.lastUpdatedBefore,
    fulfillmentStatuses: query.fulfillmentStatuses?.length ? query.fulfillmentStatuses : undefined,
    marketplaceIds: query.marketplaceIds?.length ? query.marketplaceIds : undefined,
    fulfilledBy: query.fulfilledBy?.length ? query.fulfilledBy : undefined,
    maxResultsPerPage: query.maxResultsPerPage,
    includedData: query.includedData?.length ? query.includedData : undefined,
  };
  let token = paginationToken || undefined;
  do {
    const page = await call({
      operation: 'searchOrders',
      method: 'GET',
      path: '/orders/2026-01-01/orders',
      query: { ...filters, paginationToken: token },
      response: searchOrdersResponse,
    });
    token = page.pagination?.nextToken || undefined;
    yield { orders: page.orders, nextToken: token };
  } while (token);
}

/** Every order that matches, page after page, as the pages arrive. */
export async function* searchOrders(
  call: SpApiTransport,
  query: SearchOrdersQuery,
): AsyncGenerator<Order2026> {
  for await (const page of searchOrderPages(call, query)) yield* page.orders;
}

export async function getOrder(
  call: SpApiTransport,
  orderId: string,
  includedData: readonly OrderIncludedData[] = [],
): Promise<Order2026> {
  const answer = await call({
    operation: 'getOrder',
    method: 'GET',
    path: `/orders/2026-01-01/orders/${id(orderId)}`,
    query: { includedData: includedData.length ? includedData : undefined },
    response: getOrderResponse,
  });
  return answer.order;
}
