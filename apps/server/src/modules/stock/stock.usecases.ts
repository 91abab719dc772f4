import {
  fromMinorUnits,
  type Paginated,
  STOCK_STATUSES,
  type StockAnalysisRow,
  type StockListQuery,
  type StockRow,
  type StockSummary,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { stockHeldToday } from '../inventory-by-date/inventory-by-date.facts.ts';
import { latestStorageFees } from '../marketplace-fees/marketplace-fees.facts.ts';
import { presentAnalysisRow, presentStockRow, storagePerMonth } from './stock.presenter.ts';
import {
  forecastTotals,
  fulfillmentCenterIds,
  inboundAtAmazon,
  type StockListRow,
  stockList,
  warehouseQuantities,
  warehousesByName,
} from './stock.repository.ts';

type Presenter<Item> = (
  row: StockListRow,
  quantities: { warehouseId: number; quantity: number }[],
  inboundAtAmazon: number | null,
  storage: StockRow['storage_per_month'],
) => Item;

async function pageOf<Item>(
  { db, organisationId, query }: InOrganisation<Executor> & { query: StockListQuery },
  present: Presenter<Item>,
): Promise<{ page: Paginated<Item> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      stockList(db, organisationId, filters),
      async (rows) => {
        const skuIds = rows.map((row) => Number(row.sku.id));
        const quantities = await warehouseQuantities(db, { organisationId, skuIds });
        const inbound = await inboundAtAmazon(db, { organisationId, skuIds });
        const storageFees = await latestStorageFees(db, { organisationId, skuIds });
        const atAmazon =
          storageFees.size > 0 ? await fulfillmentCenterIds(db, { organisationId }) : new Set<number>();
        return rows.map((row) => {
          const id = Number(row.sku.id);
          const held = quantities.get(id) ?? [];
          const storage = storagePerMonth(row, held, atAmazon, storageFees.get(id));
          return present(row, held, inbound.get(id) ?? null, storage);
        });
      },
    ),
  };
}

/** The Stock screen's list: live stock per SKU and warehouse, with its health. */
export function listStock(
  input: InOrganisation<Executor> & { query: StockListQuery },
): Promise<{ page: Paginated<StockRow> }> {
  return pageOf(input, presentStockRow);
}

/** Stock Analysis: the same rows with sales velocity, in pages as large as the grid scrolls. */
export function listStockAnalysis(
  input: InOrganisation<Executor> & { query: StockListQuery },
): Promise<{ page: Paginated<StockAnalysisRow> }> {
  return pageOf(input, presentAnalysisRow);
}

/**
 * Counts per status, units and value: the Stock screen's header and the dashboard's KPIs. Units and
 * value in stock, in total and per warehouse, are today's stock as Inventory by Date states it
 * (stockHeldToday: one definition); units in transit and money at risk are the forecasts'.
 */
export async function stockSummary({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ summary: StockSummary }> {
  const counts = Object.fromEntries(STOCK_STATUSES.map((status) => [status, 0])) as StockSummary['counts'];
  let notComputed = 0;
  const planning = await forecastTotals(db, { organisationId });
  for (const [status, count] of planning.statuses) {
    if (status === null) notComputed += count;
    else counts[status] = count;
  }
  const held = await stockHeldToday({ db, organisationId });
  const stockValue = new Map(held.values.map((value) => [value.currency, Number(value.amount)]));
  const currencies = [...new Set([...stockValue.keys(), ...planning.moneyAtRisk.keys()])].sort();
  return {
    summary: {
      counts,
      not_computed: notComputed,
      units: held.units,
      in_transit: planning.inTransit,
      values: currencies.map((currency) => ({
        currency,
        stock_value: fromMinorUnits(stockValue.get(currency) ?? 0, currency),
        money_at_risk: fromMinorUnits(planning.moneyAtRisk.get(currency) ?? 0, currency),
      })),
      warehouses: (await warehousesByName(db, { organisationId })).map((warehouse) => ({
        id: Number(warehouse.id),
        ulid: warehouse.ulid,
        name: warehouse.name,
        units: held.warehouses.get(Number(warehouse.id)) ?? 0,
      })),
    },
  };
}

/**
 * Every row the list's filters select, in its order, as CSV rows: what the screen shows, all
 * pages (warehouse quantities as "FBA US 120; Depot 40").
 */
export async function exportStock({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: StockListQuery }): Promise<{ rows: Record<string, unknown>[] }> {
  const { sort, sortDesc, page: _page, per_page: _perPage, ...filters } = query;
  const source = stockList(db, organisationId, filters);
  const rows = await source.rows({ sort, sortDesc, limit: 1_000_000, offset: 0 });
  const quantities = await warehouseQuantities(db, {
    organisationId,
    skuIds: rows.map((row) => Number(row.sku.id)),
  });
  const names = new Map(
    (await warehousesByName(db, { organisationId })).map((warehouse) => [
      Number(warehouse.id),
      warehouse.name,
    ]),
  );
  return {
    rows: rows.map((row) => {
      const stock = presentStockRow(row, quantities.get(Number(row.sku.id)) ?? []);
      return {
        sku_id: stock.sku.sku_id,
        name: stock.sku.display_name,
        status: stock.status,
        stock: stock.stock,
        warehouses: stock.warehouses
          .map((entry) => `${names.get(entry.warehouse_id) ?? entry.warehouse_id} ${entry.quantity}`)
          .join('; '),
        in_transit: stock.in_transit,
        on_order: stock.on_order,
        daily_demand: stock.daily_demand,
        days_of_cover: stock.days_of_cover,
        out_of_stock_date: stock.out_of_stock_date,
        reorder_date: stock.reorder_date,
        recommended_order_quantity: stock.recommended_order_quantity,
        sell_through: stock.sell_through,
        aged_units: stock.aged_units,
        excess_units: stock.excess_units,
        stock_value: stock.stock_value,
        money_at_risk: stock.money_at_risk,
        currency: stock.currency,
      };
    }),
  };
}
