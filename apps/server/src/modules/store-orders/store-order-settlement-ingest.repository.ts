import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';

/** A refund as the product keeps it (one per refunded line of a settlement's refund). */
export interface ReportedRefund {
  idempotencyKey: string;
  orderId: string;
  adjustmentId: string | null;
  refundDate: Date;
  skuId: number;
  sellerSku: string;
  quantity: number;
  currency: string | null;
  /** The refunded principal, positive, in minor units. */
  amount: number | null;
}

/** One fee line of an order's item; `amount` is a cost (positive). */
export interface ReportedFee {
  idempotencyKey: string;
  orderId: string;
  sellerSku: string;
  settlementId: string;
  feeType: string | null;
  postedAt: Date | null;
  currency: string;
  amount: number;
}

interface Batch<Line> {
  organisationId: number;
  reportSourceId: number;
  /** Null for rows written otherwise (the demo's). */
  reportRequestId: number | null;
  lines: readonly Line[];
}

const STAGED_REFUNDS = stageTable('stage_store_order_refunds', {
  ordinal: 'int',
  idempotency_key: 'text',
  order_id: 'text',
  adjustment_id: 'text',
  refund_date: 'timestamptz',
  sku_id: 'bigint',
  seller_sku: 'text',
  quantity: 'int',
  currency: 'text',
  amount: 'bigint',
});

/**
 * Adds the refunds not kept yet (by idempotency key: re-processing and re-uploading add nothing
 * twice), staged, then one INSERT … SELECT. Answers how many were new and how many of those
 * belong to an order the organisation has (by order id, as returns: any source's).
 */
export async function insertRefunds(
  tx: Transaction,
  { organisationId, reportSourceId, reportRequestId, lines }: Batch<ReportedRefund>,
): Promise<{ inserted: number; ofKnownOrders: number }> {
  if (lines.length === 0) return { inserted: 0, ofKnownOrders: 0 };
  await stageRows(
    tx,
    STAGED_REFUNDS,
    lines.map((line, ordinal) => ({
      ordinal,
      idempotency_key: line.idempotencyKey,
      order_id: line.orderId,
      adjustment_id: line.adjustmentId,
      refund_date: line.refundDate,
      sku_id: line.skuId,
      seller_sku: line.sellerSku,
      quantity: line.quantity,
      currency: line.currency,
      amount: line.amount,
    })),
  );
  const [result] = await queryRows<{ inserted: number; of_known_orders: number }>(
    tx,
    sql`
      with inserted as (
        insert into store_order_refunds (organisation_id, report_source_id, report_request_id,
          idempotency_key, order_id, adjustment_id, refund_date, sku_id, seller_sku, quantity,
          currency, amount)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, s.idempotency_key,
          s.order_id, s.adjustment_id, s.refund_date, s.sku_id, s.seller_sku, s.quantity,
          s.currency, s.amount
        from stage_store_order_refunds s
        order by s.ordinal
        on conflict (organisation_id, report_source_id, idempotency_key) do nothing
        returning order_id)
      select count(*)::int as inserted,
        count(*) filter (where exists (
          select 1 from store_orders o
          where o.organisation_id = ${organisationId} and o.order_id = inserted.order_id))::int
          as of_known_orders
      from inserted`,
  );
  return { inserted: Number(result?.inserted ?? 0), ofKnownOrders: Number(result?.of_known_orders ?? 0) };
}

const STAGED_FEES = stageTable('stage_store_order_fees', {
  ordinal: 'int',
  idempotency_key: 'text',
  order_id: 'text',
  seller_sku: 'text',
  settlement_id: 'text',
  fee_type: 'text',
  posted_at: 'timestamptz',
  currency: 'text',
  amount: 'bigint',
});

/**
 * Adds the fee lines not kept yet (by idempotency key), then sets each touched order item's
 * `fees` to the sum of all its lines in the item's currency: a sum, not an increment, so lines
 * seen again, or an order's fees spread over two settlements, come out right. Items of orders not
 * on file yet get theirs when the orders report creates them (upsertReportedOrders).
 */
export async function insertFees(
  tx: Transaction,
  { organisationId, reportSourceId, reportRequestId, lines }: Batch<ReportedFee>,
): Promise<{ inserted: number; itemsUpdated: number }> {
  if (lines.length === 0) return { inserted: 0, itemsUpdated: 0 };
  await stageRows(
    tx,
    STAGED_FEES,
    lines.map((line, ordinal) => ({
      ordinal,
      idempotency_key: line.idempotencyKey,
      order_id: line.orderId,
      seller_sku: line.sellerSku,
      settlement_id: line.settlementId,
      fee_type: line.feeType,
      posted_at: line.postedAt,
      currency: line.currency,
      amount: line.amount,
    })),
  );
  const [inserted] = await queryRows<{ inserted: number }>(
    tx,
    sql`
      with inserted as (
        insert into store_order_fees (organisation_id, report_source_id, report_request_id,
          idempotency_key, order_id, seller_sku, settlement_id, fee_type, posted_at, currency, amount)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, s.idempotency_key,
          s.order_id, s.seller_sku, s.settlement_id, s.fee_type, s.posted_at, s.currency, s.amount
        from stage_store_order_fees s
        order by s.ordinal
        on conflict (organisation_id, report_source_id, idempotency_key) do nothing
        returning 1)
      select count(*)::int as inserted from inserted`,
  );
  const [updated] = await queryRows<{ updated: number }>(
    tx,
    sql`
      with touched as (
        select distinct order_id, seller_sku from stage_store_order_fees
      ), totals as (
        -- Per touched item through the index (the staged rows have no statistics, and a join
        -- planned blind read every kept fee line once per item).
        select t.order_id, t.seller_sku, f.currency, f.total
        from touched t cross join lateral (
          select f.currency, sum(f.amount) as total from store_order_fees f
          where f.organisation_id = ${organisationId} and f.report_source_id = ${reportSourceId}
            and f.order_id = t.order_id and f.seller_sku = t.seller_sku
          group by f.currency) f
      ), targets as (
        -- The items by their unique keys, one index probe each: planned blind, a join here read
        -- every item of the organisation once per touched one.
        select i.id, totals.total
        from totals
        cross join lateral (
          select o.id from store_orders o
          where o.organisation_id = ${organisationId} and o.report_source_id = ${reportSourceId}
            and o.order_id = totals.order_id) o
        cross join lateral (
          select i.id, i.currency, i.fees from store_order_items i
          where i.organisation_id = ${organisationId} and i.store_order_id = o.id
            and i.seller_sku = totals.seller_sku) i
        where (i.currency is null or i.currency = totals.currency) and i.fees is distinct from totals.total
      ), updated as (
        update store_order_items i set fees = targets.total
        from targets
        where i.organisation_id = ${organisationId} and i.id = targets.id
        returning 1)
      select count(*)::int as updated from updated`,
  );
  return { inserted: Number(inserted?.inserted ?? 0), itemsUpdated: Number(updated?.updated ?? 0) };
}
