import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';

/** A reimbursements report line as the product keeps it (money in minor units). */
export interface ReportedReimbursement {
  idempotencyKey: string;
  reimbursementId: string;
  approvalDate: Date;
  caseId: string | null;
  amazonOrderId: string | null;
  reason: string;
  skuId: number | null;
  sellerSku: string | null;
  fnsku: string | null;
  asin: string | null;
  condition: string | null;
  currency: string;
  amountPerUnit: number | null;
  amountTotal: number;
  quantityCash: number | null;
  quantityInventory: number | null;
  quantityTotal: number;
  originalReimbursementId: string | null;
  originalReimbursementType: string | null;
}

const STAGED = stageTable('stage_reimbursements', {
  ordinal: 'int',
  idempotency_key: 'text',
  reimbursement_id: 'text',
  approval_date: 'timestamptz',
  case_id: 'text',
  amazon_order_id: 'text',
  reason: 'text',
  sku_id: 'bigint',
  seller_sku: 'text',
  fnsku: 'text',
  asin: 'text',
  condition: 'text',
  currency: 'text',
  amount_per_unit: 'bigint',
  amount_total: 'bigint',
  quantity_cash: 'int',
  quantity_inventory: 'int',
  quantity_total: 'int',
  original_reimbursement_id: 'text',
  original_reimbursement_type: 'text',
});

/**
 * Adds the lines not kept yet (by idempotency key, so re-processing and overlapping reports add
 * nothing twice): staged, then one INSERT … SELECT. Answers how many were new.
 */
export async function insertReimbursements(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    lines,
  }: {
    organisationId: number;
    reportSourceId: number;
    reportRequestId: number;
    lines: readonly ReportedReimbursement[];
  },
): Promise<number> {
  if (lines.length === 0) return 0;
  await stageRows(
    tx,
    STAGED,
    lines.map((line, ordinal) => ({
      ordinal,
      idempotency_key: line.idempotencyKey,
      reimbursement_id: line.reimbursementId,
      approval_date: line.approvalDate,
      case_id: line.caseId,
      amazon_order_id: line.amazonOrderId,
      reason: line.reason,
      sku_id: line.skuId,
      seller_sku: line.sellerSku,
      fnsku: line.fnsku,
      asin: line.asin,
      condition: line.condition,
      currency: line.currency,
      amount_per_unit: line.amountPerUnit,
      amount_total: line.amountTotal,
      quantity_cash: line.quantityCash,
      quantity_inventory: line.quantityInventory,
      quantity_total: line.quantityTotal,
      original_reimbursement_id: line.originalReimbursementId,
      original_reimbursement_type: line.originalReimbursementType,
    })),
  );
  const [inserted] = await queryRows<{ count: number }>(
    tx,
    sql`
      with inserted as (
        insert into reimbursements (organisation_id, report_source_id, report_request_id,
          idempotency_key, reimbursement_id, approval_date, case_id, amazon_order_id, reason, sku_id,
          seller_sku, fnsku, asin, condition, currency, amount_per_unit, amount_total, quantity_cash,
          quantity_inventory, quantity_total, original_reimbursement_id, original_reimbursement_type)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, s.idempotency_key,
          s.reimbursement_id, s.approval_date, s.case_id, s.amazon_order_id, s.reason, s.sku_id,
          s.seller_sku, s.fnsku, s.asin, s.condition, s.currency, s.amount_per_unit, s.amount_total,
          s.quantity_cash, s.quantity_inventory, s.quantity_total, s.original_reimbursement_id,
          s.original_reimbursement_type
        from stage_reimbursements s
        -- In the report's order, so the rows' ids follow it.
        order by s.ordinal
        on conflict (organisation_id, report_source_id, idempotency_key) do nothing
        returning 1)
      select count(*)::int as count from inserted`,
  );
  return Number(inserted?.count ?? 0);
}
