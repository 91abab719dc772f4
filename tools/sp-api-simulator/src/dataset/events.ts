import type { Marketplace } from '../marketplaces.ts';
import type { CatalogueItem } from './catalogue.ts';
import { inCurrency } from './money.ts';
import type { Pool } from './seller-dataset.ts';

/** What the ledger, returns and reimbursements reports are written from. */

export type Disposition = 'SELLABLE' | 'CUSTOMER_DAMAGED' | 'DEFECTIVE' | 'WAREHOUSE_DAMAGED';

export interface LedgerEvent {
  atMs: number;
  pool: Pool;
  item: CatalogueItem;
  eventType: 'Shipments' | 'Receipts' | 'CustomerReturns' | 'Adjustments';
  referenceId: string;
  quantity: number;
  fulfillmentCenter: string;
  disposition: Disposition;
  reason: string;
  reconciledQuantity: string;
  unreconciledQuantity: string;
}

export interface ReturnRecord {
  atMs: number;
  marketplace: Marketplace;
  orderId: string;
  item: CatalogueItem;
  quantity: number;
  fulfillmentCenter: string;
  disposition: Disposition;
  reason: string;
  status: string;
  licensePlateNumber: string;
  customerComments: string;
}

export interface Reimbursement {
  atMs: number;
  pool: Pool;
  marketplace: Marketplace;
  reimbursementId: string;
  caseId: string;
  orderId: string;
  reason: 'Lost_Warehouse' | 'Damaged_Warehouse' | 'Lost_Inbound' | 'CustomerReturn';
  item: CatalogueItem;
  amountPerUnit: number;
  quantity: number;
}

export interface DayEvents {
  ledger: LedgerEvent[];
  returns: ReturnRecord[];
  reimbursements: Reimbursement[];
}

export function emptyDayEvents(): DayEvents {
  return { ledger: [], returns: [], reimbursements: [] };
}

/** Amazon reimburses lost or damaged units at roughly their replacement cost (whole yen in Japan). */
export function reimbursedUnitValue(unitPrice: number, share: number, currency: string): number {
  return inCurrency(Math.round(unitPrice * share), currency);
}
