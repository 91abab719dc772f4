import { DAY_MS, isoSeconds } from '../dataset/time.ts';
import { invalidInput } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { type OrdersQuery, SETTLE_MS, scanOrders, sortKey, visibleOrder } from './orders.handlers.ts';
import { INCLUDED_DATA, type IncludedData, order2026Json } from './orders-2026.presenter.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { dateParam, integerParam, listParam, requireMarketplaces } from './query.ts';

/**
 * searchOrders and getOrder of the Orders API 2026-01-01 (orders_2026-01-01.json), over the same
 * orders as Orders v0 and the reports. Parameters are checked as the model describes them:
 * exactly one of createdAfter and lastUpdatedAfter, a `…Before` only with its own `…After`, at
 * least two minutes before the request and not before the `…After`; marketplaceIds optional (the
 * seller's marketplaces when left out), at most 50; maxResultsPerPage 1–100 (default 100); the
 * enums of fulfillmentStatuses, fulfilledBy and includedData. A paginationToken comes with the
 * same filters as the request that produced it (maxResultsPerPage and includedData may change)
 * and expires after 24 hours.
 */

/** The model's FulfillmentStatus values, with the dataset's (v0's) name of each. */
const STATUS_FILTERS: Readonly<Record<string, string>> = {
  PENDING_AVAILABILITY: 'PendingAvailability',
  PENDING: 'Pending',
  UNSHIPPED: 'Unshipped',
  PARTIALLY_SHIPPED: 'PartiallyShipped',
  SHIPPED: 'Shipped',
  CANCELLED: 'Canceled',
  UNFULFILLABLE: 'Unfulfillable',
};
const FULFILLED_BY: Readonly<Record<string, string>> = { AMAZON: 'AFN', MERCHANT: 'MFN' };
const TOKEN_LIFETIME_MS = DAY_MS;
/** The filter parameters a paginationToken binds (all but maxResultsPerPage and includedData). */
const BOUND_PARAMETERS = [
  'createdAfter',
  'createdBefore',
  'lastUpdatedAfter',
  'lastUpdatedBefore',
  'fulfillmentStatuses',
  'marketplaceIds',
  'fulfilledBy',
] as const;

interface SearchToken {
  /** The bound parameters as the first request sent them. */
  bound: Record<string, string>;
  beforeMs: number;
  issuedMs: number;
  cursor: [number, string];
}

function enumList(query: URLSearchParams, name: string, allowed: readonly string[]): string[] {
  const values = listParam(query, name);
  const bad = values.filter((value) => !allowed.includes(value));
  if (bad.length > 0)
    throw invalidInput(`Invalid ${name}: ${bad.join(', ')}.`, `${name} takes ${allowed.join(', ')}.`);
  return values;
}

/** The bound parameters of a request, normalised, to compare with a token's. */
function boundOf(query: URLSearchParams): Record<string, string> {
  const bound: Record<string, string> = {};
  for (const name of BOUND_PARAMETERS) {
    const values = listParam(query, name);
    if (values.length > 0) bound[name] = values.join(',');
  }
  return bound;
}

function sameBound(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

function includedDataOf(query: URLSearchParams): Set<IncludedData> {
  return new Set(enumList(query, 'includedData', INCLUDED_DATA) as IncludedData[]);
}

/** The search the parameters describe (without a page position). */
function searchFilters(
  query: URLSearchParams,
  sellerMarketplaces: readonly string[],
  nowMs: number,
): Omit<OrdersQuery, 'pageSize'> {
  const createdAfter = dateParam(query, 'createdAfter');
  const createdBefore = dateParam(query, 'createdBefore');
  const updatedAfter = dateParam(query, 'lastUpdatedAfter');
  const updatedBefore = dateParam(query, 'lastUpdatedBefore');
  if ((createdAfter === undefined) === (updatedAfter === undefined))
    throw invalidInput('Invalid input', 'Exactly one of createdAfter and lastUpdatedAfter is required.');
  if (createdAfter !== undefined && updatedBefore !== undefined)
    throw invalidInput('Invalid input', 'lastUpdatedBefore cannot be combined with createdAfter.');
  if (updatedAfter !== undefined && createdBefore !== undefined)
    throw invalidInput('Invalid input', 'createdBefore cannot be combined with lastUpdatedAfter.');
  const by = createdAfter !== undefined ? 'created' : 'updated';
  const beforeName = by === 'created' ? 'createdBefore' : 'lastUpdatedBefore';
  const afterMs = (createdAfter ?? updatedAfter) as number;
  const beforeMs = (by === 'created' ? createdBefore : updatedBefore) ?? nowMs - SETTLE_MS;
  if (beforeMs > nowMs - SETTLE_MS)
    throw invalidInput('Invalid input', `${beforeName} must be at least 2 minutes before the request time.`);
  if (beforeMs < afterMs)
    throw invalidInput('Invalid input', `${beforeName} must be equal to or after the After date.`);
  const asked = listParam(query, 'marketplaceIds');
  if (asked.length > 50)
    throw invalidInput('Invalid input', 'marketplaceIds can list at most 50 marketplaces.');
  requireMarketplaces(asked, sellerMarketplaces, 'marketplaceIds');
  return {
    by,
    afterMs,
    beforeMs,
    marketplaceIds: asked.length > 0 ? asked : [...sellerMarketplaces],
    statuses: enumList(query, 'fulfillmentStatuses', Object.keys(STATUS_FILTERS)).map(
      (status) => STATUS_FILTERS[status] as string,
    ),
    channels: enumList(query, 'fulfilledBy', Object.keys(FULFILLED_BY)).map(
      (party) => FULFILLED_BY[party] as string,
    ),
    orderIds: [],
  };
}

export function searchOrders({ seller, dataset, query, nowMs }: OperationContext): OperationResult {
  const pageSize = integerParam(query, 'maxResultsPerPage', { min: 1, max: 100, fallback: 100 });
  const included = includedDataOf(query);
  const search = searchFilters(query, seller.marketplaceIds, nowMs);
  const bound = boundOf(query);
  const paginationToken = query.get('paginationToken');
  let filters: OrdersQuery = { ...search, pageSize };
  if (paginationToken) {
    const token = decodePageToken<SearchToken>('orders-2026-01-01', paginationToken, 'paginationToken');
    if (nowMs - token.issuedMs > TOKEN_LIFETIME_MS)
      throw invalidInput('Invalid paginationToken.', 'The paginationToken has expired (24 hours).');
    if (!sameBound(token.bound, bound))
      throw invalidInput(
        'Invalid paginationToken.',
        'Send the same parameters as the request that returned the token (only maxResultsPerPage and includedData may change).',
      );
    // The first page fixed the end of the window, when it was "two minutes ago".
    filters = { ...filters, beforeMs: token.beforeMs, cursor: token.cursor };
  }
  const { page, more } = scanOrders(dataset, filters, nowMs);
  const last = page.at(-1);
  const next: SearchToken | undefined =
    more && last
      ? {
          bound,
          beforeMs: filters.beforeMs,
          issuedMs: nowMs,
          cursor: [sortKey(filters, last, nowMs), last.amazonOrderId],
        }
      : undefined;
  return {
    status: 200,
    body: {
      orders: page.map((order) => order2026Json(order, nowMs, included)),
      ...(next ? { pagination: { nextToken: encodePageToken('orders-2026-01-01', next) } } : {}),
      [filters.by === 'created' ? 'createdBefore' : 'lastUpdatedBefore']: isoSeconds(filters.beforeMs),
    },
  };
}

export function getOrder2026(context: OperationContext): OperationResult {
  const included = includedDataOf(context.query);
  const order = visibleOrder(context);
  return { status: 200, body: { order: order2026Json(order, context.nowMs, included) } };
}
