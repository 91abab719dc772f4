import { lastUpdateAt, MAX_UPDATE_LAG_DAYS, type OrderState, orderStateAt } from '../dataset/order-state.ts';
import { orderById, ordersOnDay, type SimOrder } from '../dataset/orders.ts';
import type { SellerDataset } from '../dataset/seller-dataset.ts';
import { dayOf, isoSeconds, MINUTE_MS, startOfDay } from '../dataset/time.ts';
import { invalidInput, notFound } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { orderItemJson, orderJson } from './orders.presenter.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { dateParam, integerParam, listParam, requireMarketplaces } from './query.ts';

/** getOrders, getOrder and getOrderItems of the Orders API v0. */

const ORDER_STATES: readonly string[] = [
  'Pending',
  'Unshipped',
  'PartiallyShipped',
  'Shipped',
  'Canceled',
  'Unfulfillable',
  'InvoiceUnconfirmed',
  'PendingAvailability',
];
/** CreatedBefore / LastUpdatedBefore must be at least 2 minutes before the request. */
export const SETTLE_MS = 2 * MINUTE_MS;

/** A search's filters, shared by Orders v0 and 2026-01-01 (statuses and channels in v0's words). */
export interface OrdersQuery {
  by: 'created' | 'updated';
  afterMs: number;
  beforeMs: number;
  marketplaceIds: string[];
  statuses: string[];
  channels: string[];
  orderIds: string[];
  pageSize: number;
  /** Sort key and id of the last order already returned. */
  cursor?: [number, string];
}

export function getOrders({ seller, dataset, query, nowMs }: OperationContext): OperationResult {
  const marketplaceIds = listParam(query, 'MarketplaceIds');
  if (marketplaceIds.length < 1 || marketplaceIds.length > 50) {
    throw invalidInput('Invalid input', 'MarketplaceIds is required (1 to 50 marketplace ids).');
  }
  requireMarketplaces(marketplaceIds, seller.marketplaceIds, 'MarketplaceIds');
  const nextToken = query.get('NextToken');
  const filters = nextToken
    ? decodePageToken<OrdersQuery>('orders', nextToken, 'NextToken')
    : ordersQuery(query, marketplaceIds, nowMs);
  const { page, more } = scanOrders(dataset, filters, nowMs);
  const last = page.at(-1);
  const beforeName = filters.by === 'created' ? 'CreatedBefore' : 'LastUpdatedBefore';
  return {
    status: 200,
    body: {
      payload: {
        Orders: page.map((order) => orderJson(order, nowMs)),
        ...(more && last
          ? {
              NextToken: encodePageToken('orders', {
                ...filters,
                cursor: [sortKey(filters, last, nowMs), last.amazonOrderId],
              }),
            }
          : {}),
        [beforeName]: isoSeconds(filters.beforeMs),
      },
    },
  };
}

function ordersQuery(query: URLSearchParams, marketplaceIds: string[], nowMs: number): OrdersQuery {
  const createdAfter = dateParam(query, 'CreatedAfter');
  const updatedAfter = dateParam(query, 'LastUpdatedAfter');
  if ((createdAfter === undefined) === (updatedAfter === undefined)) {
    throw invalidInput('Invalid input', 'Exactly one of CreatedAfter and LastUpdatedAfter is required.');
  }
  const by = createdAfter !== undefined ? 'created' : 'updated';
  const [beforeName, otherBefore] =
    by === 'created' ? ['CreatedBefore', 'LastUpdatedBefore'] : ['LastUpdatedBefore', 'CreatedBefore'];
  if (query.has(otherBefore))
    throw invalidInput(
      'Invalid input',
      `${otherBefore} cannot be combined with ${by === 'created' ? 'CreatedAfter' : 'LastUpdatedAfter'}.`,
    );
  const afterMs = (createdAfter ?? updatedAfter) as number;
  const beforeMs = dateParam(query, beforeName) ?? nowMs - SETTLE_MS;
  if (beforeMs > nowMs - SETTLE_MS) {
    throw invalidInput('Invalid input', `${beforeName} must be at least 2 minutes before the request time.`);
  }
  if (beforeMs < afterMs) {
    throw invalidInput('Invalid input', `${beforeName} must not be before the After date.`);
  }
  const statuses = listParam(query, 'OrderStatuses');
  const badStatus = statuses.filter((status) => !ORDER_STATES.includes(status));
  if (badStatus.length > 0) throw invalidInput(`Invalid OrderStatuses: ${badStatus.join(', ')}.`);
  const channels = listParam(query, 'FulfillmentChannels');
  if (channels.some((channel) => channel !== 'AFN' && channel !== 'MFN')) {
    throw invalidInput('Invalid FulfillmentChannels.', 'Use AFN or MFN.');
  }
  const orderIds = listParam(query, 'AmazonOrderIds');
  if (orderIds.length > 50) throw invalidInput('Invalid input', 'AmazonOrderIds can list at most 50 orders.');
  return {
    by,
    afterMs,
    beforeMs,
    marketplaceIds,
    statuses,
    channels,
    orderIds,
    pageSize: integerParam(query, 'MaxResultsPerPage', { min: 1, max: 100, fallback: 100 }),
  };
}

export function sortKey(filters: OrdersQuery, order: SimOrder, nowMs: number): number {
  return filters.by === 'created' ? order.purchaseMs : lastUpdateAt(order, nowMs);
}

/**
 * Orders in (sort key, id) order after the cursor. Days are scanned in order, and the scan stops
 * once no later day can hold an order that sorts before the end of the page.
 */
export function scanOrders(
  dataset: SellerDataset,
  filters: OrdersQuery,
  nowMs: number,
): { page: SimOrder[]; more: boolean } {
  const lag = filters.by === 'updated' ? MAX_UPDATE_LAG_DAYS : 0;
  const fromMs = filters.cursor ? filters.cursor[0] : filters.afterMs;
  const firstDay = Math.max(dataset.firstDay, dayOf(fromMs) - lag);
  const found: Array<{ position: [number, string]; order: SimOrder }> = [];
  for (let day = firstDay; day <= dayOf(filters.beforeMs); day++) {
    for (const order of ordersOnDay(dataset, day)) {
      const key = sortKey(filters, order, nowMs);
      if (key < filters.afterMs || key > filters.beforeMs || !matches(filters, order, nowMs)) continue;
      const position: [number, string] = [key, order.amazonOrderId];
      if (filters.cursor && compare(position, filters.cursor) <= 0) continue;
      found.push({ position, order });
    }
    found.sort((a, b) => compare(a.position, b.position));
    const lastOfPage = found[filters.pageSize];
    if (lastOfPage && startOfDay(day + 1) > lastOfPage.position[0]) break;
  }
  return {
    page: found.slice(0, filters.pageSize).map(({ order }) => order),
    more: found.length > filters.pageSize,
  };
}

function compare(a: [number, string], b: [number, string]): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

function matches(filters: OrdersQuery, order: SimOrder, nowMs: number): boolean {
  const state: OrderState = orderStateAt(order, nowMs);
  return (
    order.purchaseMs <= nowMs &&
    filters.marketplaceIds.includes(order.marketplace.id) &&
    (filters.statuses.length === 0 || filters.statuses.includes(state)) &&
    (filters.channels.length === 0 || filters.channels.includes(order.channel)) &&
    (filters.orderIds.length === 0 || filters.orderIds.includes(order.amazonOrderId))
  );
}

export function visibleOrder({ dataset, params, nowMs }: OperationContext): SimOrder {
  const order = orderById(dataset, params.orderId ?? '');
  if (!order || order.purchaseMs > nowMs || dayOf(order.purchaseMs) < dataset.firstDay) {
    throw notFound(`Order ${params.orderId} was not found.`);
  }
  return order;
}

export function getOrder(context: OperationContext): OperationResult {
  return { status: 200, body: { payload: orderJson(visibleOrder(context), context.nowMs) } };
}

export function getOrderItems(context: OperationContext): OperationResult {
  const order = visibleOrder(context);
  return {
    status: 200,
    body: {
      payload: {
        AmazonOrderId: order.amazonOrderId,
        OrderItems: order.lines.map((line) => orderItemJson(order, line, context.nowMs)),
      },
    },
  };
}
