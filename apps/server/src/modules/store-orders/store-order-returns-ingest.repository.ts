import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';

/** A customer returns report line as the product keeps it. */
export interface ReportedReturn {
  idempotencyKey: string;
  orderId: string;
  returnDate: Date;
  skuId: number;
  sellerSku: string;
  asin: string | null;
  fnsku: string | null;
  quantity: number;
  fulfillmentCenter: string | null;
  disposition: string | null;
  reason: string | null;
  status: string | null;
  licensePlateNumber: string | null;
  customerComments: string | null;
}

const STAGED = stageTable('stage_store_order_returns', {
  ordinal: 'int',
  idempotency_key: 'text',
  order_id: 'text',
  return_date: 'timestamptz',
  sku_id: 'bigint',
  seller_sku: 'text',
  asin: 'text',
  fnsku: 'text',
  quantity: 'int',
  fulfillment_center: 'text',
  disposition: 'text',
  reason: 'text',
  status: 'text',
  license_plate_number: 'text',
  customer_comments: 'text',
});

/**
 * Adds the returns not kept yet (by idempotency key: re-processing and overlapping reports add
 * nothing twice), staged, then one INSERT … SELECT. Answers how many were new and how many of
 * those belong to an order the organisation has.
 */
export async function insertReturns(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    lines,
  }: {
    organisationId: number;
    reportSourceId: number;
    /** Null for returns written otherwise (the demo's). */
    reportRequestId: number | null;
    lines: readonly ReportedReturn[];
  },
): Promise<{ inserted: number; ofKnownOrders: number }> {
  if (lines.length === 0) return { inserted: 0, ofKnownOrders: 0 };
  await stageRows(
    tx,
    STAGED,
    lines.map((line, ordinal) => ({
      ordinal,
      idempotency_key: line.idempotencyKey,
      order_id: line.orderId,
      return_date: line.returnDate,
      sku_id: line.skuId,
      seller_sku: line.sellerSku,
      asin: line.asin,
      fnsku: line.fnsku,
      quantity: line.quantity,
      fulfillment_center: line.fulfillmentCenter,
      disposition: line.disposition,
      reason: line.reason,
      status: line.status,
      license_plate_number: line.licensePlateNumber,
      customer_comments: line.customerComments,
    })),
  );
  const [result] = await queryRows<{ inserted: number; of_known_orders: number }>(
    tx,
    sql`
      with inserted as (
        insert into store_order_returns (organisation_id, report_source_id, report_request_id,
          idempotency_key, order_id, return_date, sku_id, seller_sku, asin, fnsku, quantity,
          fulfillment_center, disposition, reason, status, license_plate_number, customer_comments)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, s.idempotency_key,
          s.order_id, s.return_date, s.sku_id, s.seller_sku, s.asin, s.fnsku, s.quantity,
          s.fulfillment_center, s.disposition, s.reason, s.status, s.license_plate_number,
          s.customer_comments
        from stage_store_order_returns s
        -- In the report's order, so the rows' ids follow it.
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
