import {
  ALL_ORDERS_HEADER,
  CUSTOMER_RETURNS_HEADER,
  ESTIMATED_FBA_FEES_HEADER,
  FBA_MYI_UNSUPPRESSED_INVENTORY_HEADER,
  LEDGER_DETAIL_HEADER,
  REIMBURSEMENTS_HEADER,
  RESTOCK_RECOMMENDATIONS_HEADER,
  SETTLEMENT_V2_HEADER,
  STORAGE_FEE_CHARGES_HEADER,
} from './headers.ts';
import type { ReportContext } from './report-context.ts';
import { allOrdersRows } from './rows/all-orders.rows.ts';
import { customerReturnsRows } from './rows/customer-returns.rows.ts';
import { estimatedFeesHeader, estimatedFeesRows } from './rows/estimated-fees.rows.ts';
import { fbaInventoryRows } from './rows/fba-inventory.rows.ts';
import { ledgerDetailRows } from './rows/ledger-detail.rows.ts';
import { reimbursementsRows } from './rows/reimbursements.rows.ts';
import { restockRecommendationsRows } from './rows/restock-recommendations.rows.ts';
import { settlementRows } from './rows/settlement.rows.ts';
import { storageFeesRows } from './rows/storage-fees.rows.ts';

/** The report types the simulator can generate; createReport refuses any other. */
export interface ReportTypeSpec {
  header: readonly string[];
  /** The header of one document, when it varies by marketplace (the European fee preview's). */
  headerOf?(context: ReportContext): readonly string[];
  /** Only the ledger reports enclose fields in quotes (see the product's reports README). */
  quoted: boolean;
  /** Amazon publishes it on its own schedule: createReport refuses it, getReports lists it. */
  published?: boolean;
  rows(context: ReportContext): Iterable<string[]>;
}

export const SETTLEMENT_REPORT_TYPE = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';

export const REPORT_TYPES: Readonly<Record<string, ReportTypeSpec>> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: {
    header: ALL_ORDERS_HEADER,
    quoted: false,
    rows: allOrdersRows,
  },
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: {
    header: FBA_MYI_UNSUPPRESSED_INVENTORY_HEADER,
    quoted: false,
    rows: fbaInventoryRows,
  },
  GET_LEDGER_DETAIL_VIEW_DATA: { header: LEDGER_DETAIL_HEADER, quoted: true, rows: ledgerDetailRows },
  GET_FBA_REIMBURSEMENTS_DATA: { header: REIMBURSEMENTS_HEADER, quoted: false, rows: reimbursementsRows },
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: {
    header: CUSTOMER_RETURNS_HEADER,
    quoted: false,
    rows: customerReturnsRows,
  },
  GET_FBA_STORAGE_FEE_CHARGES_DATA: {
    header: STORAGE_FEE_CHARGES_HEADER,
    quoted: false,
    rows: storageFeesRows,
  },
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: {
    header: ESTIMATED_FBA_FEES_HEADER,
    headerOf: estimatedFeesHeader,
    quoted: false,
    rows: estimatedFeesRows,
  },
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: {
    header: RESTOCK_RECOMMENDATIONS_HEADER,
    quoted: false,
    rows: restockRecommendationsRows,
  },
  [SETTLEMENT_REPORT_TYPE]: {
    header: SETTLEMENT_V2_HEADER,
    quoted: false,
    published: true,
    rows: settlementRows,
  },
};

export function reportTypeSpec(reportType: string): ReportTypeSpec | undefined {
  return Object.hasOwn(REPORT_TYPES, reportType) ? REPORT_TYPES[reportType] : undefined;
}

/** Whether the report has any data row: Amazon cancels a report with nothing to return. */
export function hasRows(spec: ReportTypeSpec, context: ReportContext): boolean {
  for (const _ of spec.rows(context)) return true;
  return false;
}
