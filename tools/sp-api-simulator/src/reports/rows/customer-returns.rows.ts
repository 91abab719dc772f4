import { eventsByDay } from '../../dataset/event-sweep.ts';
import { dayOf, isoWithOffset } from '../../dataset/time.ts';
import { effectiveEnd, type ReportContext } from '../report-context.ts';

/** GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: returns received at an FC in the window. */
export function* customerReturnsRows(context: ReportContext): Generator<string[]> {
  const end = effectiveEnd(context);
  const range = { firstDay: dayOf(context.dataStartMs), lastDay: dayOf(end) };
  for (const { events } of eventsByDay(context.dataset, range)) {
    for (const entry of events.returns) {
      if (entry.atMs < context.dataStartMs || entry.atMs > end) continue;
      if (!context.marketplaces.includes(entry.marketplace)) continue;
      yield [
        isoWithOffset(entry.atMs),
        entry.orderId,
        entry.item.sku,
        entry.item.asin,
        entry.item.fnsku,
        entry.item.title,
        String(entry.quantity),
        entry.fulfillmentCenter,
        entry.disposition,
        entry.reason,
        entry.status,
        entry.licensePlateNumber,
        entry.customerComments,
      ];
    }
  }
}
