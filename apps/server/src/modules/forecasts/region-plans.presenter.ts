import { type ForecastRegionPlan, salesRegionName } from '@backoffice/shared';
import { dayOfIso } from '../../lib/calendar-days.ts';
import type { ForecastRegionPlanRow } from './forecasts.tables.ts';

/**
 * A SKU's stored plans per region as the API shows them: days of cover counted from `today` (a
 * plan made yesterday is a day closer to its date), shared warehouses by name.
 */
export function presentRegionPlans(
  rows: readonly ForecastRegionPlanRow[],
  { today, warehouseNames }: { today: number; warehouseNames: ReadonlyMap<number, string> },
): ForecastRegionPlan[] {
  return rows.map((row) => ({
    region: row.region,
    name: salesRegionName(row.region),
    share: Math.round(row.share * 1000) / 1000,
    daily_demand: Math.round(row.dailyDemand * 1000) / 1000,
    stock: row.stock,
    in_transit: row.inTransit,
    on_order: row.onOrder,
    lead_days: row.leadDays,
    safety_stock: row.safetyStock,
    days_of_cover: row.outOfStockDate === null ? null : Math.max(0, dayOfIso(row.outOfStockDate) - today),
    out_of_stock_date: row.outOfStockDate,
    reorder_date: row.reorderDate,
    late_days: row.reorderDate === null ? 0 : Math.max(0, today - dayOfIso(row.reorderDate)),
    units_saved_by_ordering_today: row.unitsSavedByOrderingToday,
    recommended_order_quantity: row.recommendedOrderQuantity,
    service_level: row.serviceLevel === null ? null : Math.round(row.serviceLevel * 1000) / 1000,
    status: row.status,
    shared_warehouses: row.sharedWarehouseIds.map((id) => ({ id, name: warehouseNames.get(id) ?? `#${id}` })),
  }));
}
