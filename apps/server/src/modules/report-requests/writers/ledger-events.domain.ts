import type { MovementType } from '@backoffice/shared';
import type { LedgerDetailRow } from '../../../integrations/amazon/reports/index.ts';
import { lineKey } from '../../report-sources/line-keys.domain.ts';

/**
 * Amazon's ledger event types as movements of the product's ledger. Adjustments are found or
 * lost units by their sign (Amazon's reason codes say why: M misplaced, F found, E/6/7 damaged…);
 * transfers between Amazon's own buildings stay inside the country's warehouse.
 */
export function movementTypeOf(row: Pick<LedgerDetailRow, 'eventType' | 'quantity'>): MovementType | null {
  switch (row.eventType.replace(/\s+/g, '').toLowerCase()) {
    case 'shipments':
      return 'sale';
    case 'customerreturns':
      return 'return';
    case 'receipts':
      return 'receipt';
    case 'vendorreturns':
      return 'removal';
    case 'whsetransfers':
      return 'adjustment';
    case 'adjustments':
      return row.quantity >= 0 ? 'found' : 'lost';
    default:
      return null;
  }
}

/**
 * A ledger line's identity: the same event stated by two reports (a re-processed document, or
 * overlapping periods of two syncs) gets the same key, so it is booked once. Identical lines in
 * one batch are told apart by their order of appearance (`occurrence`).
 */
export function ledgerEventKey(reportSourceId: number, row: LedgerDetailRow, occurrence: number): string {
  const fields = [
    row.date,
    row.occurredAt.toISOString(),
    row.fnsku,
    row.msku ?? '',
    row.eventType,
    row.referenceId ?? '',
    String(row.quantity),
    row.fulfillmentCenter ?? '',
    row.disposition ?? '',
    row.reason ?? '',
    row.country ?? '',
  ];
  return lineKey('amazon-ledger', reportSourceId, fields, occurrence);
}
