import {
  type AcknowledgeOrderProblemRequest,
  ORDER_PROBLEM_RULES,
  type OrderProblemRule,
  type OrderProblemSummary,
  type Paginated,
  type StoreOrder,
  type StoreOrderDetail,
  type StoreOrderListQuery,
} from '@backoffice/shared';
import type { Executor, Transaction } from '../../db/client.ts';
import type { Order2026 } from '../../integrations/amazon/client/sp-api-client.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import type { ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { orderLinesOf } from './marketplace-orders.domain.ts';
import { orderMargin, orderTimeline } from './order-detail.domain.ts';
import { acknowledgeOrderProblems } from './order-problems.repository.ts';
import { writeOrderLines } from './orders-report.writer.ts';
import { insertReturns, type ReportedReturn } from './store-order-returns-ingest.repository.ts';
import { storeOrderErrors } from './store-orders.errors.ts';
import { amount, estimatedFeesOf, presentStoreOrders } from './store-orders.presenter.ts';
import {
  findStoreOrder,
  itemsOfOrders,
  openProblemSummary,
  refundsAndReturnsOf,
  storeOrderList,
} from './store-orders.repository.ts';
import { type ReportedOrder, upsertReportedOrders } from './store-orders-ingest.repository.ts';

export { STORE_ORDER_INCLUDED_DATA } from './marketplace-orders.domain.ts';
export type { ReportedReturn } from './store-order-returns-ingest.repository.ts';
export type { ReportedOrder } from './store-orders-ingest.repository.ts';

export async function listStoreOrders({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: StoreOrderListQuery }): Promise<{ page: Paginated<StoreOrder> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      storeOrderList(db, organisationId, filters),
      async (rows) =>
        presentStoreOrders(
          rows,
          await itemsOfOrders(db, { organisationId, orderIds: rows.map((row) => row.order.id) }),
        ),
    ),
  };
}

/** One order with its items, margin and timeline. */
export async function showStoreOrder({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ order: StoreOrderDetail }> {
  const row = orNotFound(await findStoreOrder(db, { organisationId, id }));
  const items = await itemsOfOrders(db, { organisationId, orderIds: [id] });
  const { refunds, returns } = await refundsAndReturnsOf(db, { organisationId, orderId: row.order.orderId });
  const [order] = presentStoreOrders([row], items) as [StoreOrder];
  const margin = orderMargin(
    row.order.currency,
    items.map((item) => ({ ...item, estimatedFees: estimatedFeesOf(item) })),
    { refunds, returns },
  );
  return {
    order: {
      ...order,
      margin: {
        currency: margin.currency,
        revenue: amount(margin.revenue, margin.currency),
        refunded: amount(margin.refunded, margin.currency),
        cogs: amount(margin.cogs, margin.currency),
        fees: amount(margin.fees, margin.currency),
        estimated_fees: amount(margin.estimatedFees, margin.currency),
        estimated_fees_skus: margin.estimatedFeesSkus,
        margin: amount(margin.margin, margin.currency),
        unknown_cogs_skus: margin.unknownCogsSkus,
        unknown_fees_skus: margin.unknownFeesSkus,
      },
      timeline: orderTimeline({
        purchaseDate: row.order.purchaseDate,
        salesChannelName: row.order.salesChannelName,
        fulfillmentChannel: row.order.fulfillmentChannel,
        units: row.order.units,
        shippedAt: row.order.shippedAt,
        cancelledAt: row.order.cancelledAt,
        lastUpdatedAt: row.order.lastUpdatedAt,
        status: row.order.status,
        problems: order.problems,
        problemsDetectedAt: row.order.problemsDetectedAt,
        acknowledgedAt: row.order.problemAcknowledgedAt,
        acknowledgedByName: row.acknowledgedBy?.name ?? null,
        note: row.order.problemNote,
        refunds: refunds.map((refund) => ({ ...refund, amount: amount(refund.amount, refund.currency) })),
        returns,
      }),
    },
  };
}

/**
 * A user says the order's problems need nothing more, and why: it leaves Problem Orders and the
 * count until a rule it did not cover finds something (order-problems.ts).
 */
export async function acknowledgeOrderProblem({
  db,
  organisationId,
  id,
  userId,
  input,
}: OnRecord<Executor> & {
  userId: number;
  input: AcknowledgeOrderProblemRequest;
}): Promise<{ order: StoreOrderDetail }> {
  return db.transaction(async (tx) => {
    orNotFound(await findStoreOrder(tx, { organisationId, id }));
    if (!(await acknowledgeOrderProblems(tx, { organisationId, id, userId, note: input.note })))
      throw storeOrderErrors.noProblemToAcknowledge();
    return showStoreOrder({ db: tx, organisationId, id });
  });
}

/** Where the problem orders still to look at come from, rule by rule, most orders first. */
export async function summariseOrderProblems({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ summary: OrderProblemSummary[] }> {
  const rows = await openProblemSummary(db, { organisationId });
  return {
    summary: rows
      .filter((row): row is typeof row & { rule: OrderProblemRule } =>
        (ORDER_PROBLEM_RULES as readonly string[]).includes(row.rule),
      )
      .map((row) => ({ rule: row.rule, orders: row.orders, skus: row.skus })),
  };
}

/**
 * Orders no report stated (generated data: the demo's), written under a report source through the
 * orders report's own upsert, in the caller's transaction. Answers how many orders and items were new.
 */
export function recordOrdersOfSource({
  tx,
  organisationId,
  reportSourceId,
  orders,
}: {
  tx: Transaction;
  organisationId: number;
  reportSourceId: number;
  orders: readonly ReportedOrder[];
}): Promise<{ ordersCreated: number; itemsCreated: number }> {
  return upsertReportedOrders(tx, { organisationId, reportSourceId, reportRequestId: null, orders });
}

/**
 * Returns no report stated (generated data: the demo's), kept as the returns report's lines are,
 * once by idempotency key, in the caller's transaction.
 */
export function recordReturnsOfSource({
  tx,
  organisationId,
  reportSourceId,
  returns,
}: {
  tx: Transaction;
  organisationId: number;
  reportSourceId: number;
  returns: readonly ReportedReturn[];
}): Promise<{ inserted: number; ofKnownOrders: number }> {
  return insertReturns(tx, { organisationId, reportSourceId, reportRequestId: null, lines: returns });
}

/**
 * Orders read through the marketplace's Orders API (a source's sync) into store orders, in the
 * caller's transaction: each stated as the all-orders report's lines (marketplace-orders.domain.ts)
 * and written by the orders report's own writer, so they are the store orders that report makes.
 * Records `store-orders.synced` with the SKUs they name (their forecasts and the problem scan
 * follow it). Answers how many orders and items were new.
 */
export async function recordMarketplaceOrders({
  tx,
  organisationId,
  source,
  orders,
}: {
  tx: Transaction;
  organisationId: number;
  source: Pick<ReportSourceRow, 'id' | 'regionCode'>;
  orders: readonly Order2026[];
}): Promise<{ orders: number; ordersCreated: number; itemsCreated: number }> {
  const lines = orders.flatMap(orderLinesOf).map((row, index) => ({ line: index + 1, row }));
  if (lines.length === 0) return { orders: 0, ordersCreated: 0, itemsCreated: 0 };
  const written = await writeOrderLines({ db: tx, organisationId, source, reportRequestId: null, lines });
  await recordEvent(tx, {
    organisationId,
    type: 'store-orders.synced',
    aggregate: `report-source:${source.id}`,
    payload: { reportSourceId: source.id, skuIds: written.skuIds },
  });
  return { orders: written.orders, ordersCreated: written.ordersCreated, itemsCreated: written.itemsCreated };
}
