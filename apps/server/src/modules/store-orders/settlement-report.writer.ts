import type { ReportRowProblem } from '@backoffice/shared';
import type { Transaction } from '../../db/client.ts';
import type { SettlementRow, SettlementTransactionRow } from '../../integrations/amazon/reports/index.ts';
import { lineKey, occurrenceCounter } from '../report-sources/line-keys.domain.ts';
import {
  type BatchResult,
  countsOf,
  type ParsedLine,
  type ReportWriter,
  rowsPerName,
} from '../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import {
  insertFees,
  insertRefunds,
  type ReportedFee,
  type ReportedRefund,
} from './store-order-settlement-ingest.repository.ts';

/**
 * A refunded line of an order, from the settlement's Refund rows of one adjustment and one item
 * (its principal, tax, shipping and fee rows): units from quantity-purchased where a row states
 * it, else 1 (refund rows usually leave it empty, and a refund is most often of one unit).
 */
export interface PlannedRefund {
  /** What identifies the refunded line: settlement, order, adjustment, item, SKU. */
  identity: string[];
  orderId: string;
  adjustmentId: string | null;
  sellerSku: string;
  refundDate: Date;
  quantity: number;
  currency: string | null;
  /** The refunded principal as a positive amount; null when no Principal row came with it. */
  amount: number | null;
}

/** What a batch of settlement rows says about orders: refunds, fee lines, and what it cannot use. */
export function settlementFacts(lines: readonly ParsedLine<SettlementRow>[]): {
  refunds: PlannedRefund[];
  fees: (Omit<ReportedFee, 'idempotencyKey'> & { identity: string[] })[];
  unused: number;
  problems: ReportRowProblem[];
} {
  const refunds = new Map<string, PlannedRefund>();
  const fees: (Omit<ReportedFee, 'idempotencyKey'> & { identity: string[] })[] = [];
  const problems: ReportRowProblem[] = [];
  let unused = 0;
  for (const { line, row } of lines) {
    if (row.kind === 'summary') continue;
    const isRefund = row.transactionType === 'Refund';
    const isOrderFee = row.transactionType === 'Order' && row.amountType === 'ItemFees';
    // Service fees, transfers, reserves… are the account's, not an order's; an order's price and
    // promotions are the orders report's.
    if (!isRefund && !isOrderFee) {
      unused += 1;
      continue;
    }
    if (!row.orderId || !row.sku) {
      problems.push({
        line,
        message: `Line ${line}: a ${row.transactionType} row without its order id or SKU.`,
      });
      continue;
    }
    if (isOrderFee) {
      fees.push({
        identity: identityOf(row),
        orderId: row.orderId,
        sellerSku: row.sku,
        settlementId: row.settlementId,
        feeType: row.amountDescription,
        postedAt: row.postedAt,
        currency: row.currency as string,
        // Amazon writes a fee as a negative amount; the product keeps a cost.
        amount: -row.amount,
      });
      continue;
    }
    if (!row.postedAt) {
      problems.push({ line, message: `Line ${line}: a refund row without its posted date.` });
      continue;
    }
    const identity = [
      row.settlementId,
      row.orderId,
      row.adjustmentId ?? '',
      row.merchantAdjustmentItemId ?? row.orderItemCode ?? '',
      row.sku,
    ];
    const key = identity.join('\t');
    let refund = refunds.get(key);
    if (!refund) {
      refund = {
        identity,
        orderId: row.orderId,
        adjustmentId: row.adjustmentId,
        sellerSku: row.sku,
        refundDate: row.postedAt,
        quantity: 0,
        currency: row.currency,
        amount: null,
      };
      refunds.set(key, refund);
    }
    if (row.postedAt < refund.refundDate) refund.refundDate = row.postedAt;
    if (row.quantityPurchased !== null)
      refund.quantity = Math.max(refund.quantity, Math.abs(row.quantityPurchased));
    if (row.amountType === 'ItemPrice' && row.amountDescription === 'Principal')
      refund.amount = (refund.amount ?? 0) - row.amount;
  }
  for (const refund of refunds.values()) if (refund.quantity === 0) refund.quantity = 1;
  return { refunds: [...refunds.values()], fees, unused, problems };
}

const identityOf = (row: SettlementTransactionRow) => [
  row.settlementId,
  row.transactionType,
  row.orderId ?? '',
  row.shipmentId ?? '',
  row.amountType ?? '',
  row.amountDescription ?? '',
  String(row.amount),
  row.postedAt?.toISOString() ?? '',
  row.orderItemCode ?? '',
  row.sku ?? '',
  String(row.quantityPurchased ?? ''),
];

/**
 * Writes a batch of settlement rows: each refunded line into store_order_refunds and each fee
 * line of an order into store_order_fees (their sum onto the order's item), each once by its
 * idempotency key; SKUs seen for the first time are created unmapped, as the other writers do.
 * The demo writes its refunds and fees through this too.
 */
export async function writeSettlementLines(
  db: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    lines,
  }: {
    organisationId: number;
    reportSourceId: number;
    reportRequestId: number | null;
    lines: readonly ParsedLine<SettlementRow>[];
  },
): Promise<BatchResult> {
  const facts = settlementFacts(lines);
  const skus = await ensureReportedSkus({
    db,
    organisationId,
    seen: [...facts.refunds, ...facts.fees].map((fact) => ({
      sellerSku: fact.sellerSku,
      asin: null,
      name: null,
    })),
  });
  const refundOccurrence = occurrenceCounter();
  const refunds: ReportedRefund[] = facts.refunds.map(({ identity, ...refund }) => {
    const first = lineKey('amazon-refund', reportSourceId, identity, 0);
    return {
      ...refund,
      idempotencyKey: lineKey('amazon-refund', reportSourceId, identity, refundOccurrence(first)),
      skuId: skus.ids.get(refund.sellerSku) as number,
    };
  });
  const feeOccurrence = occurrenceCounter();
  const fees: ReportedFee[] = facts.fees.map(({ identity, ...fee }) => {
    const first = lineKey('amazon-fee', reportSourceId, identity, 0);
    return { ...fee, idempotencyKey: lineKey('amazon-fee', reportSourceId, identity, feeOccurrence(first)) };
  });
  const batch = { organisationId, reportSourceId, reportRequestId };
  const refunded = await insertRefunds(db, { ...batch, lines: refunds });
  const charged = await insertFees(db, { ...batch, lines: fees });
  return {
    written: lines.length - facts.problems.length,
    problems: facts.problems,
    counts: countsOf({
      refunds_created: refunded.inserted,
      refunds_of_known_orders: refunded.ofKnownOrders,
      refunds_already_kept: refunds.length - refunded.inserted,
      fee_lines_created: charged.inserted,
      fee_lines_already_kept: fees.length - charged.inserted,
      order_items_with_fees: charged.itemsUpdated,
      settlement_lines_not_order_data: facts.unused,
      skus_created: skus.created,
    }),
    salesChannelRows: rowsPerName(
      lines.map(({ row }) => (row.kind === 'transaction' ? row.marketplaceName : null)),
    ),
  };
}

/**
 * The settlement report (decision 16). An order's rows are kept in one batch, so the rows of one
 * refund are never split between two (a refund is written once, whole).
 */
export const settlementWriter: ReportWriter<SettlementRow> = {
  groupKey: (row) =>
    row.kind === 'transaction' && row.orderId ? `${row.settlementId}:${row.orderId}` : row.settlementId,
  write: ({ db, organisationId, request, source }, lines) =>
    writeSettlementLines(db, {
      organisationId,
      reportSourceId: source.id,
      reportRequestId: request.id,
      lines,
    }),
};
