import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { organisationCalendar } from '../forecasts/forecasts.facts.ts';
import { type StockOnDateTotals, stockHeldTotals } from './inventory-by-date.repository.ts';

export interface StockHeldToday extends StockOnDateTotals {
  /** Today in the organisation's time zone (YYYY-MM-DD). */
  date: string;
  timeZone: string;
  /** Units per warehouse id; warehouses holding nothing are absent. */
  warehouses: Map<number, number>;
}

/**
 * Today's stock, units and value per currency, as Inventory by Date states it for today: the one
 * figure the dashboard and the Stock screen show (docs/domain/stock-and-ledger.md, "Today's
 * stock"). Read backwards from the current stock: only movements dated after today are taken off.
 */
export async function stockHeldToday({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<StockHeldToday> {
  const { timeZone, today } = await organisationCalendar(db, { organisationId });
  const totals = await stockHeldTotals(db, { organisationId, side: 'backwards', day: today, timeZone });
  return { date: today, timeZone, ...totals };
}
