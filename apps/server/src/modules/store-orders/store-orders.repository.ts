import type { StoreOrderListQuery } from '@backoffice/shared';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { estimatedFeeFacts } from '../marketplace-fees/marketplace-fees.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { salesChannelFacts } from '../sales-channels/sales-channels.facts.ts';
import { skuFacts, skuFactsAs } from '../skus/skus.facts.ts';
import { userFacts } from '../users/users.facts.ts';
import type { FeeEstimate } from './order-detail.domain.ts';
import {
  type StoreOrderItemRow,
  type StoreOrderRow,
  storeOrderCounts,
  storeOrderItems,
  storeOrderRefunds,
  storeOrderReturns,
  storeOrders,
} from './store-orders.tables.ts';

/** An order with the name of whoever acknowledged its problems. */
export interface StoreOrderListRow {
  order: StoreOrderRow;
  acknowledgedBy: { id: number; name: string } | null;
}

/**
 * Problem orders not yet acknowledged: the Problem Orders list and the sidebar's `orders` count
 * (the predicate of the partial index store_orders_open_problems, so both read only that index).
 */
const openProblem = sql`(${storeOrders.problems} <> '[]'::jsonb and ${storeOrders.problemAcknowledgedAt} is null)`;

type Filters = Omit<StoreOrderListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>;

const SORT_COLUMNS = {
  purchase_date: storeOrders.purchaseDate,
  order_id: storeOrders.orderId,
  status: storeOrders.status,
  units: storeOrders.units,
  item_total: storeOrders.itemTotal,
} as const;

/** The day after an ISO date, for half-open date ranges. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function whereOf(organisationId: number, filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(storeOrders.organisationId, organisationId)];
  if (filters.status) conditions.push(sql`lower(${storeOrders.status}) = lower(${filters.status})`);
  if (filters.fulfillment_channel)
    conditions.push(eq(storeOrders.fulfillmentChannel, filters.fulfillment_channel));
  if (filters.sales_channel_id) conditions.push(eq(storeOrders.salesChannelId, filters.sales_channel_id));
  if (filters.report_source_id) conditions.push(eq(storeOrders.reportSourceId, filters.report_source_id));
  if (filters.from) conditions.push(gte(storeOrders.purchaseDate, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(storeOrders.purchaseDate, dayAfter(filters.to)));
  const hasSku = (condition: SQL) =>
    sql`exists (select 1 from ${storeOrderItems} i where i.organisation_id = ${storeOrders.organisationId}
      and i.store_order_id = ${storeOrders.id} and ${condition})`;
  if (filters.sku_id) conditions.push(hasSku(sql`i.sku_id = ${filters.sku_id}`));
  if (filters.problems === true) conditions.push(openProblem);
  if (filters.problems === false) conditions.push(sql`not ${openProblem}`);
  if (filters.problem)
    conditions.push(sql`${storeOrders.problems} @> ${JSON.stringify([{ rule: filters.problem }])}::jsonb`);
  if (filters.search) {
    // An order id, or a seller SKU on the order (case-insensitive prefix: both are codes).
    const prefix = `${filters.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      sql`(lower(${storeOrders.orderId}) like ${prefix} or ${hasSku(sql`lower(i.seller_sku) like ${prefix}`)})`,
    );
  }
  return and(...conditions);
}

const selectOrders = (db: Executor) =>
  db
    .select({ order: storeOrders, acknowledgedBy: { id: userFacts.id, name: userFacts.name } })
    .from(storeOrders)
    .leftJoin(userFacts, eq(userFacts.id, storeOrders.problemAcknowledgedBy));

const toListRow = (row: {
  order: StoreOrderRow;
  acknowledgedBy: { id: number | null; name: string | null } | null;
}): StoreOrderListRow => ({
  order: row.order,
  acknowledgedBy:
    row.acknowledgedBy?.id != null
      ? { id: row.acknowledgedBy.id, name: row.acknowledgedBy.name ?? '' }
      : null,
});

/** The orders list; with `problems: true` it is also the sidebar's `orders` count (countOpenProblemOrders). */
export function storeOrderList(
  db: Executor,
  organisationId: number,
  filters: Filters,
): ListSource<keyof typeof SORT_COLUMNS, StoreOrderListRow> {
  const where = whereOf(organisationId, filters);
  // Without a filter, or with problems=true alone, the total is a kept count (migration 0060).
  const set = Object.entries(filters).filter(([, value]) => value !== undefined);
  const kept =
    set.length === 0 ? 'orders' : set.length === 1 && filters.problems === true ? 'openProblems' : undefined;
  return {
    count: async () => {
      if (kept) return keptOrderCount(db, organisationId, kept);
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(storeOrders).where(where);
      return row?.count ?? 0;
    },
    rows: async ({ sort, sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      const rows = await selectOrders(db)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort]), order(storeOrders.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toListRow);
    },
  };
}

/**
 * How many of a rule's open orders one SKU that meets the rule is worth, when the summary picks
 * the side to count its SKUs from (below): an order is a probe of the small partial index of open
 * problem orders and its few items, a SKU a range of the items' SKU index (about twenty items at a
 * big seller) and a probe of an order per item.
 */
export const ORDERS_PER_SKU_PROBE = 8;

/**
 * Per rule, the problem orders not yet acknowledged it flags, and for the SKU rules the SKUs of
 * those orders that still meet it (the same predicate as the list's problems=true).
 *
 * Orders per rule come as the triggers keep them (migration 0065). A SKU rule's SKUs are counted
 * from whichever side is smaller: from the rule's open orders (through the partial index of open
 * problem orders) and their items, or from the SKUs that meet the rule (through their partial
 * indexes) and the items of each. A big seller has thousands of SKUs without a COGS and a few
 * dozen open orders the rule flags (from the SKUs, 1.2 s at 7,500 SKUs); after a first large
 * report, 135,000 open problem orders and a few thousand SKUs (from the orders, 0.8 s).
 * `ordersPerSku` moves the choice (tests count both ways).
 */
export async function openProblemSummary(
  db: Executor,
  { organisationId, ordersPerSku = ORDERS_PER_SKU_PROBE }: { organisationId: number; ordersPerSku?: number },
) {
  const skuRule = (rule: string, meetsRule: SQL) => {
    const skusMeeting = sql`from ${skuFactsAs('k')}
      where k.organisation_id = ${organisationId} and not k.is_hidden and ${meetsRule}`;
    const flagged = sql`o.problem_acknowledged_at is null and o.problems <> '[]'::jsonb
      and o.problems @> ${JSON.stringify([{ rule }])}::jsonb`;
    // A scalar subquery with LIMIT 1, not EXISTS: the planner turned EXISTS into a semi-join that
    // read every order (it cannot estimate the jsonb containment under row security).
    const fromSkus = sql`(select count(*)::int ${skusMeeting} and (
        select 1 from store_order_items i
        join store_orders o on o.organisation_id = i.organisation_id and o.id = i.store_order_id
        where i.organisation_id = k.organisation_id and i.sku_id = k.id and ${flagged}
        limit 1) is not null)`;
    const fromOrders = sql`(select count(distinct k.id)::int from store_orders o
        join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
        join ${skuFactsAs('k')} on k.organisation_id = i.organisation_id and k.id = i.sku_id
        where o.organisation_id = ${organisationId} and ${flagged} and not k.is_hidden and ${meetsRule})`;
    // Only the branch taken runs: a CASE evaluates its subqueries lazily.
    return sql`when ${rule} then case
        when r.orders <= ${ordersPerSku} * (select count(*) ${skusMeeting}) then ${fromOrders}
        else ${fromSkus} end`;
  };
  const rows = await queryRows<{ rule: string; orders: number; skus: number | null }>(
    db,
    sql`select r.rule, r.orders::int as orders,
        case r.rule
          ${skuRule('unmapped_sku', sql`k.product_id is null`)}
          ${skuRule('missing_cogs', sql`k.cogs is null`)}
        end as skus
      from open_problem_rule_counts r
      where r.organisation_id = ${organisationId} and r.orders > 0
      order by r.orders desc, r.rule`,
  );
  return rows;
}

/** The orders, or the open problem orders, as the triggers keep them (migration 0060). */
async function keptOrderCount(
  db: Executor,
  organisationId: number,
  which: 'orders' | 'openProblems',
): Promise<number> {
  const [row] = await db
    .select({ count: storeOrderCounts[which] })
    .from(storeOrderCounts)
    .where(eq(storeOrderCounts.organisationId, organisationId));
  return Number(row?.count ?? 0);
}

/** The sidebar's `orders` badge as a scalar subquery: the open problem orders the writes keep. */
export function openProblemOrdersCount(organisationId: number): SQL {
  return sql`coalesce((select ${storeOrderCounts.openProblems} from ${storeOrderCounts}
    where ${storeOrderCounts.organisationId} = ${organisationId}), 0)::int`;
}

/** The sidebar's `orders` badge: the Problem Orders list's own count (kept by the writes). */
export function countOpenProblemOrders(db: Executor, { organisationId }: { organisationId: number }) {
  return storeOrderList(db, organisationId, { problems: true }).count();
}

export async function findStoreOrder(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<StoreOrderListRow | undefined> {
  const [row] = await selectOrders(db).where(
    and(eq(storeOrders.organisationId, organisationId), eq(storeOrders.id, id)),
  );
  return row ? toListRow(row) : undefined;
}

export type StoreOrderItemListRow = StoreOrderItemRow & {
  productName: string | null;
  cogs: number | null;
  cogsCurrency: string | null;
  fulfillmentChannel: 'AFN' | 'MFN';
  /** The SKU's fee estimate in the order's marketplace (the fee preview), if Amazon gave one. */
  estimate: FeeEstimate | null;
};

export interface OrderUnitsRow {
  sellerSku: string;
  quantity: number;
  date: Date;
}

/** The refunds and customer returns of an order (by its marketplace order id), oldest first. */
export async function refundsAndReturnsOf(
  db: Executor,
  { organisationId, orderId }: { organisationId: number; orderId: string },
): Promise<{
  refunds: (OrderUnitsRow & { amount: number | null; currency: string | null })[];
  returns: (OrderUnitsRow & { disposition: string | null; reason: string | null })[];
}> {
  const refunds = await db
    .select({
      sellerSku: storeOrderRefunds.sellerSku,
      quantity: storeOrderRefunds.quantity,
      date: storeOrderRefunds.refundDate,
      amount: storeOrderRefunds.amount,
      currency: storeOrderRefunds.currency,
    })
    .from(storeOrderRefunds)
    .where(and(eq(storeOrderRefunds.organisationId, organisationId), eq(storeOrderRefunds.orderId, orderId)))
    .orderBy(asc(storeOrderRefunds.refundDate), asc(storeOrderRefunds.id));
  const returns = await db
    .select({
      sellerSku: storeOrderReturns.sellerSku,
      quantity: storeOrderReturns.quantity,
      date: storeOrderReturns.returnDate,
      disposition: storeOrderReturns.disposition,
      reason: storeOrderReturns.reason,
    })
    .from(storeOrderReturns)
    .where(and(eq(storeOrderReturns.organisationId, organisationId), eq(storeOrderReturns.orderId, orderId)))
    .orderBy(asc(storeOrderReturns.returnDate), asc(storeOrderReturns.id));
  return { refunds, returns };
}

/**
 * The items of these orders, each with its SKU's product name (for the display name) and its fee
 * estimate in the order's marketplace.
 */
export async function itemsOfOrders(
  db: Executor,
  { organisationId, orderIds }: { organisationId: number; orderIds: number[] },
): Promise<StoreOrderItemListRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      item: storeOrderItems,
      productName: productFacts.name,
      cogs: skuFacts.cogs,
      cogsCurrency: skuFacts.cogsCurrency,
      fulfillmentChannel: storeOrders.fulfillmentChannel,
      estimate: {
        currency: estimatedFeeFacts.currency,
        feeTotal: estimatedFeeFacts.feeTotal,
        referralFee: estimatedFeeFacts.referralFee,
        variableClosingFee: estimatedFeeFacts.variableClosingFee,
      },
    })
    .from(storeOrderItems)
    .innerJoin(
      storeOrders,
      and(
        eq(storeOrders.organisationId, storeOrderItems.organisationId),
        eq(storeOrders.id, storeOrderItems.storeOrderId),
      ),
    )
    .leftJoin(
      salesChannelFacts,
      and(
        eq(salesChannelFacts.organisationId, storeOrders.organisationId),
        eq(salesChannelFacts.id, storeOrders.salesChannelId),
      ),
    )
    .leftJoin(
      estimatedFeeFacts,
      and(
        eq(estimatedFeeFacts.organisationId, storeOrderItems.organisationId),
        eq(estimatedFeeFacts.skuId, storeOrderItems.skuId),
        eq(estimatedFeeFacts.marketplaceId, salesChannelFacts.marketplaceId),
      ),
    )
    .innerJoin(
      skuFacts,
      and(
        eq(skuFacts.organisationId, storeOrderItems.organisationId),
        eq(skuFacts.id, storeOrderItems.skuId),
      ),
    )
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .where(
      and(
        eq(storeOrderItems.organisationId, organisationId),
        inArray(storeOrderItems.storeOrderId, orderIds),
      ),
    )
    .orderBy(asc(storeOrderItems.storeOrderId), asc(storeOrderItems.sellerSku));
  return rows.map(({ item, productName, cogs, cogsCurrency, fulfillmentChannel, estimate }) => ({
    ...item,
    productName,
    cogs,
    cogsCurrency,
    fulfillmentChannel: fulfillmentChannel as 'AFN' | 'MFN',
    estimate:
      estimate?.currency != null && estimate.feeTotal != null
        ? {
            currency: estimate.currency,
            feeTotal: Number(estimate.feeTotal),
            referralFee: estimate.referralFee === null ? null : Number(estimate.referralFee),
            variableClosingFee:
              estimate.variableClosingFee === null ? null : Number(estimate.variableClosingFee),
          }
        : null,
  }));
}
