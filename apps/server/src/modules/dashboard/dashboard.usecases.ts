import type { Dashboard, DashboardQuery } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { dayOfIso, isoOfDay } from '../../lib/calendar-days.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { planningContext } from '../forecasts/forecast-facts.usecase.ts';
import {
  ledgerSalesPerDay,
  netChangePerDay,
  stockHeldToday,
} from '../inventory-by-date/inventory-by-date.facts.ts';
import { unitsOrderedPerDay, unitsPerChannel } from '../store-orders/store-orders.facts.ts';

/**
 * The dashboard's charts for the last `days` days up to today (the organisation's calendar):
 * sales per day, stock at the end of each day (walked back from today's stock, the figure
 * Inventory by Date states for today, through the ledger's daily net changes, both from its kept
 * day totals) and units per channel.
 */
export async function showDashboard({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: DashboardQuery }): Promise<{ dashboard: Dashboard }> {
  const { today, timeZone } = await planningContext(db, organisationId);
  const days = Number(query.days);
  const first = today - days + 1;
  const range = { organisationId, from: isoOfDay(first), to: isoOfDay(today), timeZone };

  // A day's sales: the ledger's or the store orders', whichever counts more (orders may cover
  // what the ledger has not booked yet, and the reverse).
  const sold = new Map((await unitsOrderedPerDay(db, range)).map((row) => [row.day, row.units]));
  for (const row of await ledgerSalesPerDay(db, range))
    sold.set(row.day, Math.max(row.units, sold.get(row.day) ?? 0));
  const changes = await netChangePerDay(db, range);
  const netByDay = new Map(changes.map((change) => [dayOfIso(change.day), change.net]));
  // Each earlier day ends before the next day's movements (those dated after today never count).
  const stock: { date: string; units: number }[] = [];
  let level = (await stockHeldToday({ db, organisationId })).units;
  for (let day = today; day >= first; day--) {
    stock.push({ date: isoOfDay(day), units: level });
    level -= netByDay.get(day) ?? 0;
  }
  stock.reverse();
  return {
    dashboard: {
      from: range.from,
      to: range.to,
      sales: Array.from({ length: days }, (_, i) => {
        const date = isoOfDay(first + i);
        return { date, units: sold.get(date) ?? 0 };
      }),
      stock,
      channels: await unitsPerChannel(db, range),
    },
  };
}
