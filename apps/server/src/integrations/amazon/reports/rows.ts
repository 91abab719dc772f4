// The rows of each supported report, one interface per report type. Fields are the report's
// columns camelCased, typed; null is "column missing or cell empty". Money is in integer minor
// units of the row's currency. `extra` keeps the columns this reader does not know (they vary by
// marketplace and over time), by their name in the file.

/** GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: one line per order item. */
export interface OrderLineRow {
  amazonOrderId: string;
  merchantOrderId: string | null;
  purchaseDate: Date;
  lastUpdatedDate: Date | null;
  /** Pending, Shipped, Cancelled… as Amazon writes it. */
  orderStatus: string;
  /** Amazon writes `Amazon`/`Merchant`; read as the Orders API's AFN/MFN. */
  fulfillmentChannel: 'AFN' | 'MFN';
  /** The marketplace the order came through, e.g. `Amazon.de`, or `Non-Amazon` for multi-channel orders. */
  salesChannel: string | null;
  orderChannel: string | null;
  url: string | null;
  shipServiceLevel: string | null;
  productName: string | null;
  sku: string;
  asin: string | null;
  itemStatus: string | null;
  quantity: number;
  /** ISO 4217; null on lines without prices (a cancelled order's). */
  currency: string | null;
  itemPrice: number | null;
  itemTax: number | null;
  shippingPrice: number | null;
  shippingTax: number | null;
  giftWrapPrice: number | null;
  giftWrapTax: number | null;
  itemPromotionDiscount: number | null;
  shipPromotionDiscount: number | null;
  shipCity: string | null;
  shipState: string | null;
  shipPostalCode: string | null;
  /** ISO 3166-1 alpha-2 (`UK` is read as `GB`). */
  shipCountry: string | null;
  promotionIds: string | null;
  isBusinessOrder: boolean | null;
  purchaseOrderNumber: string | null;
  priceDesignation: string | null;
  extra: Record<string, string>;
}

/** GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: one line per FBA SKU. */
export interface FbaInventoryRow {
  sku: string;
  fnsku: string | null;
  asin: string | null;
  productName: string | null;
  condition: string | null;
  /**
   * The report does not say which currency `your-price` is in (the marketplace's): this is its
   * amount in minor units of the `currency` passed to readReport, or null when none was passed.
   */
  yourPrice: number | null;
  /** `your-price` as a plain decimal ("49.99"), for a reader that learns the currency later. */
  yourPriceText: string | null;
  mfnListingExists: boolean | null;
  mfnFulfillableQuantity: number | null;
  afnListingExists: boolean | null;
  afnWarehouseQuantity: number | null;
  afnFulfillableQuantity: number;
  afnUnsellableQuantity: number | null;
  afnReservedQuantity: number | null;
  afnTotalQuantity: number | null;
  /** The unit's volume in the marketplace's unit (cubic feet or cm³); a measure, not money. */
  perUnitVolume: number | null;
  afnInboundWorkingQuantity: number | null;
  afnInboundShippedQuantity: number | null;
  afnInboundReceivingQuantity: number | null;
  afnResearchingQuantity: number | null;
  afnReservedFutureSupply: number | null;
  afnFutureSupplyBuyable: number | null;
  extra: Record<string, string>;
}

/** GET_LEDGER_DETAIL_VIEW_DATA: one line per inventory event. */
export interface LedgerDetailRow {
  /** The `Date` column as YYYY-MM-DD (the marketplace's local day). */
  date: string;
  /** `Date and Time` with its offset; midnight UTC of `date` in files without that column. */
  occurredAt: Date;
  fnsku: string;
  asin: string | null;
  msku: string | null;
  title: string | null;
  /** Shipments, Receipts, CustomerReturns, Adjustments, WhseTransfers, VendorReturns… */
  eventType: string;
  /** For Receipts, the inbound shipment id. */
  referenceId: string | null;
  /** Signed: negative when units left the fulfilment centre. */
  quantity: number;
  fulfillmentCenter: string | null;
  disposition: string | null;
  /** An adjustment's reason code (M misplaced, F found, E, 6, 7 damaged…). */
  reason: string | null;
  /** ISO 3166-1 alpha-2 (`UK` is read as `GB`). */
  country: string | null;
  reconciledQuantity: number | null;
  unreconciledQuantity: number | null;
  store: string | null;
  extra: Record<string, string>;
}

/** GET_FBA_REIMBURSEMENTS_DATA: one line per reimbursement (a cash and an inventory part are two). */
export interface ReimbursementRow {
  approvalDate: Date;
  reimbursementId: string;
  /** Filled when the seller opened the case that led to it. */
  caseId: string | null;
  amazonOrderId: string | null;
  /** Lost_Warehouse, Damaged_Warehouse, Lost_Inbound, CustomerReturn, Reimbursement_Reversal… */
  reason: string;
  sku: string | null;
  fnsku: string | null;
  asin: string | null;
  productName: string | null;
  condition: string | null;
  currency: string;
  amountPerUnit: number | null;
  /** Negative for a reversal. */
  amountTotal: number;
  quantityReimbursedCash: number | null;
  quantityReimbursedInventory: number | null;
  quantityReimbursedTotal: number;
  originalReimbursementId: string | null;
  originalReimbursementType: string | null;
  extra: Record<string, string>;
}

/** GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: one line per returned order item. */
export interface CustomerReturnRow {
  returnDate: Date;
  orderId: string;
  sku: string;
  asin: string | null;
  fnsku: string | null;
  productName: string | null;
  quantity: number;
  fulfillmentCenterId: string | null;
  /** SELLABLE, CUSTOMER_DAMAGED, DEFECTIVE, CARRIER_DAMAGED… */
  detailedDisposition: string | null;
  reason: string | null;
  status: string | null;
  licensePlateNumber: string | null;
  customerComments: string | null;
  extra: Record<string, string>;
}

/**
 * GET_FBA_STORAGE_FEE_CHARGES_DATA: the estimated monthly storage fee of one ASIN (FNSKU) in one
 * fulfilment centre for one month. Rows name no seller SKU: the FNSKU or ASIN says which.
 */
export interface StorageFeeRow {
  asin: string | null;
  fnsku: string | null;
  /** The seller SKU, in files that carry a `sku` column (not confirmed); null otherwise. */
  sellerSku: string | null;
  productName: string | null;
  fulfillmentCenter: string | null;
  /** ISO 3166-1 alpha-2 of the fulfilment centre's country (`UK` is read as `GB`). */
  countryCode: string;
  longestSide: number | null;
  medianSide: number | null;
  shortestSide: number | null;
  measurementUnits: string | null;
  weight: number | null;
  weightUnits: string | null;
  /** One unit's volume in `volumeUnits` (cubic feet, cubic meters). */
  itemVolume: number | null;
  volumeUnits: string | null;
  productSizeTier: string | null;
  /** Daily average of units on hand over the month, as a decimal (`0.57`). */
  averageQuantityOnHand: string;
  averageQuantityPendingRemoval: string | null;
  estimatedTotalItemVolume: number | null;
  /** YYYY-MM. */
  monthOfCharge: string;
  /** The fee per volume unit, as a decimal. */
  storageRate: string | null;
  currency: string;
  /** As a decimal in `currency`, to more places than the currency has (`0.0436`): an estimate. */
  estimatedMonthlyStorageFee: string;
  dangerousGoodsStorageType: string | null;
  eligibleForInventoryDiscount: string | null;
  qualifiesForInventoryDiscount: string | null;
  averageQuantityCustomerOrders: string | null;
  extra: Record<string, string>;
}

/**
 * GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA (Fee Preview): what Amazon expects to charge per unit of each
 * SKU at its current price and size, in the marketplace the report was requested for (rows do not
 * name it). Money in minor units of `currency`; null where the file writes nothing or `--`.
 */
export interface EstimatedFeeRow {
  sku: string;
  fnsku: string | null;
  asin: string | null;
  productName: string | null;
  productGroup: string | null;
  brand: string | null;
  /** `Amazon` or `Merchant`. */
  fulfilledBy: string | null;
  yourPrice: number | null;
  salesPrice: number | null;
  /** `product-size-tier`, or the European files' `product-size-weight-band`. */
  productSizeTier: string | null;
  currency: string;
  /** A unit's fees: referral, variable closing and fulfilment. */
  estimatedFeeTotal: number;
  estimatedReferralFeePerUnit: number | null;
  estimatedVariableClosingFee: number | null;
  estimatedOrderHandlingFeePerOrder: number | null;
  estimatedPickPackFeePerUnit: number | null;
  estimatedWeightHandlingFeePerUnit: number | null;
  /** `expected-fulfillment-fee-per-unit`, or the European files' `expected-domestic-fulfilment-fee-per-unit`. */
  expectedFulfillmentFeePerUnit: number | null;
  currentFeeCategory: string | null;
  extra: Record<string, string>;
}

/** GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: the settlement's summary, then one amount per line. */
export type SettlementRow = SettlementSummaryRow | SettlementTransactionRow;

/** The first data row: the settlement itself. */
export interface SettlementSummaryRow {
  kind: 'summary';
  settlementId: string;
  settlementStartDate: Date | null;
  settlementEndDate: Date | null;
  depositDate: Date | null;
  /** What Amazon deposits (negative when the seller owes). */
  totalAmount: number;
  currency: string | null;
  extra: Record<string, string>;
}

/** One amount of one transaction: an order's price or fee, a refund's, a service fee… */
export interface SettlementTransactionRow {
  kind: 'transaction';
  settlementId: string;
  /** Order, Refund, other-transaction, ServiceFee, Chargeback Refund… as Amazon writes it. */
  transactionType: string;
  /** The row's own, else the summary's (rows often leave it empty). */
  currency: string | null;
  orderId: string | null;
  merchantOrderId: string | null;
  /** A refund's id. */
  adjustmentId: string | null;
  shipmentId: string | null;
  marketplaceName: string | null;
  /** ItemPrice, ItemFees, Promotion, ItemWithheldTax… */
  amountType: string | null;
  /** Principal, Shipping, Tax, Commission, FBAPerUnitFulfillmentFee, RefundCommission… */
  amountDescription: string | null;
  /** Signed, in minor units: fees are negative, a refund's price is negative. */
  amount: number;
  /** AFN or MFN. */
  fulfillmentId: string | null;
  /** `posted-date-time`, else `posted-date` at midnight UTC. */
  postedAt: Date | null;
  orderItemCode: string | null;
  merchantOrderItemId: string | null;
  merchantAdjustmentItemId: string | null;
  sku: string | null;
  /** Often empty on refunds. */
  quantityPurchased: number | null;
  promotionId: string | null;
  extra: Record<string, string>;
}

/**
 * GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: Amazon's restock advice, one line per FBA SKU of
 * the marketplace the report was requested for.
 */
export interface RestockRecommendationRow {
  /** ISO 3166-1 alpha-2 (`UK` read as `GB`); a country's name when the file writes one. */
  country: string | null;
  productName: string | null;
  fnsku: string | null;
  /** `Merchant SKU`: the seller's SKU. */
  sku: string;
  asin: string | null;
  condition: string | null;
  supplier: string | null;
  supplierPartNo: string | null;
  currency: string | null;
  /** Minor units of `currency`; null without a currency. */
  price: number | null;
  salesLast30Days: number | null;
  unitsSoldLast30Days: number | null;
  totalUnits: number | null;
  inbound: number | null;
  available: number | null;
  fcTransfer: number | null;
  fcProcessing: number | null;
  customerOrder: number | null;
  unfulfillable: number | null;
  working: number | null;
  shipped: number | null;
  receiving: number | null;
  fulfilledBy: string | null;
  totalDaysOfSupply: number | null;
  daysOfSupplyAtAmazon: number | null;
  /** As Amazon writes it: `out_of_stock`, `reorder_now`…; null when none. */
  alert: string | null;
  /** Units Amazon advises sending; null when the cell is blank (no recommendation). */
  recommendedReplenishmentQty: number | null;
  /** YYYY-MM-DD. */
  recommendedShipDate: string | null;
  recommendedAction: string | null;
  /** Written as a size class (`Small`) in some files and a volume in others: kept as text. */
  unitStorageSize: string | null;
  extra: Record<string, string>;
}

export type ReportRows = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: OrderLineRow;
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: FbaInventoryRow;
  GET_LEDGER_DETAIL_VIEW_DATA: LedgerDetailRow;
  GET_FBA_REIMBURSEMENTS_DATA: ReimbursementRow;
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: CustomerReturnRow;
  GET_FBA_STORAGE_FEE_CHARGES_DATA: StorageFeeRow;
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: EstimatedFeeRow;
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: SettlementRow;
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: RestockRecommendationRow;
};
