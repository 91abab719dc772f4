import { eventsByDay } from '../../dataset/event-sweep.ts';
import { dayOf, isoCompactOffset, usDate } from '../../dataset/time.ts';
import { effectiveEnd, type ReportContext, servesAny } from '../report-context.ts';

/** GET_LEDGER_DETAIL_VIEW_DATA: every inventory movement of the window, in the pools of the requested marketplaces. */
export function* ledgerDetailRows(context: ReportContext): Generator<string[]> {
  const end = effectiveEnd(context);
  const range = { firstDay: dayOf(context.dataStartMs), lastDay: dayOf(end) };
  for (const { events } of eventsByDay(context.dataset, range)) {
    for (const event of events.ledger) {
      if (event.atMs < context.dataStartMs || event.atMs > end) continue;
      if (!servesAny(event.pool, context.marketplaces)) continue;
      yield [
        usDate(event.atMs),
        event.item.fnsku,
        event.item.asin,
        event.item.sku,
        event.item.title,
        event.eventType,
        event.referenceId,
        String(event.quantity),
        event.fulfillmentCenter,
        event.disposition,
        event.reason,
        event.pool.country,
        event.reconciledQuantity,
        event.unreconciledQuantity,
        isoCompactOffset(event.atMs),
      ];
    }
  }
}
