import { eventsByDay } from '../../dataset/event-sweep.ts';
import { formatAmount } from '../../dataset/money.ts';
import { dayOf, isoWithOffset } from '../../dataset/time.ts';
import { effectiveEnd, type ReportContext, servesAny } from '../report-context.ts';

/** GET_FBA_REIMBURSEMENTS_DATA: reimbursements approved in the window; all paid in cash here. */
export function* reimbursementsRows(context: ReportContext): Generator<string[]> {
  const end = effectiveEnd(context);
  const range = { firstDay: dayOf(context.dataStartMs), lastDay: dayOf(end) };
  for (const { events } of eventsByDay(context.dataset, range)) {
    for (const entry of events.reimbursements) {
      if (entry.atMs < context.dataStartMs || entry.atMs > end) continue;
      const inScope =
        entry.reason === 'CustomerReturn'
          ? context.marketplaces.includes(entry.marketplace)
          : servesAny(entry.pool, context.marketplaces);
      if (!inScope) continue;
      yield [
        isoWithOffset(entry.atMs),
        entry.reimbursementId,
        entry.caseId,
        entry.orderId,
        entry.reason,
        entry.item.sku,
        entry.item.fnsku,
        entry.item.asin,
        entry.item.title,
        'NewItem',
        entry.marketplace.currency,
        formatAmount(entry.amountPerUnit, entry.marketplace.currency),
        formatAmount(entry.amountPerUnit * entry.quantity, entry.marketplace.currency),
        String(entry.quantity),
        '0',
        String(entry.quantity),
        '',
        '',
      ];
    }
  }
}
