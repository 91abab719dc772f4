import type { ReportType } from '@backoffice/shared';
import type { ReportSpec } from '../report-spec.ts';
import type { ReportRows } from '../rows.ts';
import { allOrders } from './all-orders.ts';
import { customerReturns } from './customer-returns.ts';
import { estimatedFees } from './estimated-fees.ts';
import { fbaInventory } from './fba-inventory.ts';
import { ledgerDetail } from './ledger-detail.ts';
import { reimbursements } from './reimbursements.ts';
import { restockRecommendations } from './restock-recommendations.ts';
import { settlement } from './settlement.ts';
import { storageFees } from './storage-fees.ts';

export const REPORT_SPECS: { readonly [T in ReportType]: ReportSpec<ReportRows[T]> } = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: allOrders,
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: fbaInventory,
  GET_LEDGER_DETAIL_VIEW_DATA: ledgerDetail,
  GET_FBA_REIMBURSEMENTS_DATA: reimbursements,
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: customerReturns,
  GET_FBA_STORAGE_FEE_CHARGES_DATA: storageFees,
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: estimatedFees,
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: settlement,
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: restockRecommendations,
};

/** The canonical header of each report type, in Amazon's order. */
export const REPORT_HEADERS: Readonly<Record<ReportType, readonly string[]>> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: allOrders.header,
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: fbaInventory.header,
  GET_LEDGER_DETAIL_VIEW_DATA: ledgerDetail.header,
  GET_FBA_REIMBURSEMENTS_DATA: reimbursements.header,
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: customerReturns.header,
  GET_FBA_STORAGE_FEE_CHARGES_DATA: storageFees.header,
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: estimatedFees.header,
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: settlement.header,
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: restockRecommendations.header,
};
