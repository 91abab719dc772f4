import {
  INVENTORY_SERIES_DAILY_MAX_DAYS,
  type InventoryByDatePage,
  type InventoryByDateQuery,
  type InventoryByDateSeries,
  type InventoryByDateSeriesQuery,
  type InventorySeriesBucket,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { dayOfIso, isoOfDay } from '../../lib/calendar-days.ts';
import { type ListSource, listPage } from '../../lib/list-page.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { organisationCalendar } from '../forecasts/forecasts.facts.ts';
import { presentSeriesPoints, presentStockRows, presentTotals } from './inventory-by-date.presenter.ts';
import {
  currentStockPage,
  type LedgerSide,
  ledgerStart,
  movedAfter,
  type StockOnDatePage,
  stockOnDatePage,
} from './inventory-by-date.repository.ts';
import { heldTotalsFromDayTotals, seriesFromDayTotals } from './stock-day-totals.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The side of `at` with fewer movements to add up, judged by time (the ledger's start to `at`
 * against `at` to now): backwards from the current stock for recent instants, forwards from the
 * start for early ones. `at` may be a day off (time zones): it only decides the speed.
 */
async function cheaperSide(
  db: Executor,
  organisationId: number,
  at: number,
  now: number,
): Promise<LedgerSide> {
  if (at >= now) return 'backwards';
  const first = await ledgerStart(db, { organisationId });
  if (!first || first.getTime() >= at) return first ? 'forwards' : 'backwards';
  return now - at < at - first.getTime() ? 'backwards' : 'forwards';
}

/**
 * What the organisation held at the end of a day (default: today where it is): the (warehouse,
 * SKU) pairs not at zero, one page in the asked order, with units and value per currency over all
 * of them. A day after today answers today's stock (nothing has moved since).
 */
export async function listInventoryByDate({
  db,
  organisationId,
  query,
  side,
  now = new Date(),
}: InOrganisation<Executor> & {
  query: InventoryByDateQuery;
  /** Which side of the day to read the ledger from; by default the cheaper one. */
  side?: LedgerSide;
  now?: Date;
}): Promise<{ page: InventoryByDatePage }> {
  const { timeZone, today } = await organisationCalendar(db, { organisationId });
  const day = query.date ?? today;
  // Nothing dated after the day (today, as a rule): its stock is the current stock, paged without
  // building every pair, totalled from the ledger's day totals.
  if (!side && !query.search && !(await movedAfter(db, { organisationId, day, timeZone })))
    return { page: await currentStockListPage(db, { organisationId, query, day, timeZone }) };
  const ledgerSide =
    side ?? (await cheaperSide(db, organisationId, (dayOfIso(day) + 1) * DAY_MS, now.getTime()));
  // The page's one statement also counts and totals every pair: the count and totals come from it.
  let result: StockOnDatePage = { rows: [], total: 0, units: 0, unitsWithoutCogs: 0, values: [] };
  const source: ListSource<InventoryByDateQuery['sort'], StockOnDatePage['rows'][number]> = {
    rows: async (window) => {
      result = await stockOnDatePage(db, {
        organisationId,
        side: ledgerSide,
        warehouseId: query.warehouse_id,
        search: query.search || undefined,
        day,
        timeZone,
        ...window,
      });
      return result.rows;
    },
    count: async () => result.total,
  };
  const page = await listPage(query, source, presentStockRows);
  return {
    page: {
      ...page,
      date: day,
      time_zone: timeZone,
      totals: {
        units: result.units,
        values: presentTotals(result.values),
        units_without_cogs: result.unitsWithoutCogs,
      },
    },
  };
}

async function currentStockListPage(
  db: Executor,
  {
    organisationId,
    query,
    day,
    timeZone,
  }: { organisationId: number; query: InventoryByDateQuery; day: string; timeZone: string },
): Promise<InventoryByDatePage> {
  let total = 0;
  const page = await listPage(
    query,
    {
      rows: async (window) => {
        const result = await currentStockPage(db, {
          organisationId,
          warehouseId: query.warehouse_id,
          ...window,
        });
        total = result.total;
        return result.rows;
      },
      count: async () => total,
    },
    presentStockRows,
  );
  const totals = await heldTotalsFromDayTotals(db, { organisationId, day, warehouseId: query.warehouse_id });
  return {
    ...page,
    date: day,
    time_zone: timeZone,
    totals: {
      units: totals.units,
      values: presentTotals(totals.values),
      units_without_cogs: totals.unitsWithoutCogs,
    },
  };
}

/**
 * Total units and value per currency at the end of each day from `from` to `to` (at most two
 * years; the schema refuses more), one point per day, or per week over ranges longer than
 * INVENTORY_SERIES_DAILY_MAX_DAYS. Days after today are left out: stock does not move there.
 * Summed from the ledger's kept day totals, whatever the range (a few rows per day).
 */
export async function inventoryByDateSeries({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & {
  query: InventoryByDateSeriesQuery;
}): Promise<{
  series: InventoryByDateSeries;
}> {
  const { timeZone, today } = await organisationCalendar(db, { organisationId });
  const first = dayOfIso(query.from);
  const bucket: InventorySeriesBucket =
    dayOfIso(query.to) - first + 1 > INVENTORY_SERIES_DAILY_MAX_DAYS ? 'week' : 'day';
  // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings.
  const lastDay = query.to < today ? query.to : today;
  const days: string[] = [];
  for (let number = first; number <= dayOfIso(lastDay); number++) days.push(isoOfDay(number));
  const rows =
    days.length === 0
      ? []
      : await seriesFromDayTotals(db, {
          organisationId,
          warehouseId: query.warehouse_id,
          from: query.from,
          to: lastDay,
        });
  return {
    series: {
      from: query.from,
      to: query.to,
      time_zone: timeZone,
      bucket,
      points: presentSeriesPoints(rows, { days, bucket }),
    },
  };
}
