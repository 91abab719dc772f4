import type { ReportSpec } from '../report-spec.ts';
import type { LedgerDetailRow } from '../rows.ts';

// Header as in Seller Central's exports (sources in ../README.md); every field quoted; newer files add Store.
const HEADER = [
  'Date',
  'FNSKU',
  'ASIN',
  'MSKU',
  'Title',
  'Event Type',
  'Reference ID',
  'Quantity',
  'Fulfillment Center',
  'Disposition',
  'Reason',
  'Country',
  'Reconciled Quantity',
  'Unreconciled Quantity',
  'Date and Time',
  'Store',
] as const;

export const ledgerDetail: ReportSpec<LedgerDetailRow> = {
  type: 'GET_LEDGER_DETAIL_VIEW_DATA',
  header: HEADER,
  required: ['Date', 'FNSKU', 'Event Type', 'Quantity'],
  quoted: true,
  read(cells) {
    const date = cells.calendarDate('Date', 'required');
    // Files from before `Date and Time` existed know only the day.
    const occurredAt = cells.timestamp('Date and Time') ?? new Date(`${date}T00:00:00Z`);
    return {
      date,
      occurredAt,
      fnsku: cells.text('FNSKU', 'required'),
      asin: cells.text('ASIN'),
      msku: cells.text('MSKU'),
      title: cells.text('Title'),
      eventType: cells.text('Event Type', 'required'),
      referenceId: cells.text('Reference ID'),
      quantity: cells.wholeNumber('Quantity', 'required'),
      fulfillmentCenter: cells.text('Fulfillment Center'),
      disposition: cells.text('Disposition'),
      reason: cells.text('Reason'),
      country: cells.country('Country'),
      reconciledQuantity: cells.wholeNumber('Reconciled Quantity'),
      unreconciledQuantity: cells.wholeNumber('Unreconciled Quantity'),
      store: cells.text('Store'),
      extra: cells.extra(),
    };
  },
};
