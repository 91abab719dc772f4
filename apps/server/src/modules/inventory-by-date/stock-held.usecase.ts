import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { organisationCalendar } from '../forecasts/forecasts.facts.ts';
import type { StockOnDateTotals } from './inventory-by-date.repository.ts';
import { heldTotalsFromDayTotals } from './stock-day-totals.repository.ts';

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
 * stock"): the ledger's kept day totals up to today (stock-day-totals.repository.ts).
 */
export async function stockHeldToday({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<StockHeldToday> {
  const { timeZone, today } = await organisationCalendar(db, { organisationId });
  const totals = await heldTotalsFromDayTotals(db, { organisationId, day: today });
  return { date: today, timeZone, ...totals };
}
