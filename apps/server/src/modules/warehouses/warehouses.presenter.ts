import type { Warehouse } from '@backoffice/shared';
import type { CountryRow } from '../reference/reference.facts.ts';
import { presentCountry } from '../reference/reference.presenter.ts';
import type { WarehouseListRow } from './warehouses.repository.ts';

export function presentWarehouse(row: WarehouseListRow, countries: CountryRow[]): Warehouse {
  const { warehouse } = row;
  return {
    id: warehouse.id,
    ulid: warehouse.ulid,
    name: warehouse.name,
    foreign_id: warehouse.foreignId,
    report_source_id: warehouse.reportSourceId,
    report_source: row.reportSource ? { id: row.reportSource.id, name: row.reportSource.name } : null,
    countries: countries.map(presentCountry),
    is_distribution_center: warehouse.isDistributionCenter,
    is_fulfillment_center: warehouse.isFulfillmentCenter,
    transit_days: warehouse.transitDays,
    sku_count: row.skuCount,
    stock: row.stock,
    created_at: warehouse.createdAt.toISOString(),
    updated_at: warehouse.updatedAt.toISOString(),
  };
}
