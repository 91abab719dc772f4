import type { ReportSpec } from '../report-spec.ts';
import type { SettlementRow } from '../rows.ts';

// Header as Amazon writes it (Amazon's settlement report type values page lists these columns in
// this order; `promotion-id` ends newer files). See decision 16 for the sources.
const HEADER = [
  'settlement-id',
  'settlement-start-date',
  'settlement-end-date',
  'deposit-date',
  'total-amount',
  'currency',
  'transaction-type',
  'order-id',
  'merchant-order-id',
  'adjustment-id',
  'shipment-id',
  'marketplace-name',
  'amount-type',
  'amount-description',
  'amount',
  'fulfillment-id',
  'posted-date',
  'posted-date-time',
  'order-item-code',
  'merchant-order-item-id',
  'merchant-adjustment-item-id',
  'sku',
  'quantity-purchased',
  'promotion-id',
] as const;

/** The file names its currency on the summary row; later rows may leave theirs empty. */
const CURRENCY = 'currency';

/**
 * GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: the first data row is the settlement's summary (its
 * id, period, deposit date, total and currency, nothing else); every other row is one amount of
 * one transaction. Summary rows may stop after their last filled cell, so rows are ragged.
 */
export const settlement: ReportSpec<SettlementRow> = {
  type: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
  header: HEADER,
  required: ['settlement-id', 'transaction-type', 'order-id', 'amount-type', 'amount', 'sku'],
  quoted: false,
  ragged: true,
  read(cells, _options, memory) {
    const settlementId = cells.text('settlement-id', 'required');
    const transactionType = cells.text('transaction-type');
    const named = cells.currency('currency');
    if (named) memory.set(CURRENCY, named);
    const currency = named ?? memory.get(CURRENCY) ?? null;
    if (transactionType === null) {
      // The summary row: the settlement's total (what Amazon deposits), no transaction.
      const totalAmount = cells.money('total-amount', currency, 'required');
      return {
        kind: 'summary',
        settlementId,
        settlementStartDate: cells.timestamp('settlement-start-date'),
        settlementEndDate: cells.timestamp('settlement-end-date'),
        depositDate: cells.timestamp('deposit-date'),
        totalAmount,
        currency,
        extra: cells.extra(),
      };
    }
    return {
      kind: 'transaction',
      settlementId,
      transactionType,
      currency,
      orderId: cells.text('order-id'),
      merchantOrderId: cells.text('merchant-order-id'),
      adjustmentId: cells.text('adjustment-id'),
      shipmentId: cells.text('shipment-id'),
      marketplaceName: cells.text('marketplace-name'),
      amountType: cells.text('amount-type'),
      amountDescription: cells.text('amount-description'),
      amount: cells.money('amount', currency, 'required'),
      fulfillmentId: cells.text('fulfillment-id'),
      // The moment when the file has it, else the day (midnight UTC).
      postedAt: cells.timestamp('posted-date-time') ?? cells.timestamp('posted-date'),
      orderItemCode: cells.text('order-item-code'),
      merchantOrderItemId: cells.text('merchant-order-item-id'),
      merchantAdjustmentItemId: cells.text('merchant-adjustment-item-id'),
      sku: cells.text('sku'),
      quantityPurchased: cells.wholeNumber('quantity-purchased'),
      promotionId: cells.text('promotion-id'),
      extra: cells.extra(),
    };
  },
};
