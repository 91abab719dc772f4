import type { FieldErrors, Paginated, Warehouse, WarehouseRequest } from '@backoffice/shared';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import { warehouseHasMovements } from '../inventory/movements.repository.ts';
import { existingCountryIds } from '../reference/reference.repository.ts';
import { findReportSource } from '../report-sources/report-sources.repository.ts';
import { presentWarehouse } from './warehouses.presenter.ts';
import {
  countriesOfWarehouses,
  countWarehouses,
  deleteWarehouse,
  findWarehouseByUlid,
  insertWarehouse,
  listWarehouses,
  lockWarehouseByUlid,
  replaceWarehouseCountries,
  updateWarehouse,
  type WarehouseSort,
  warehouseNameTaken,
} from './warehouses.repository.ts';
import type { WarehouseRow } from './warehouses.tables.ts';

export const WAREHOUSE_NAME_TAKEN = 'The name has already been taken.';
export const WAREHOUSE_HAS_HISTORY = 'This warehouse has stock history.';

export async function listWarehousesPage({
  db,
  organisationId,
  query,
}: {
  db: Executor;
  organisationId: number;
  query: { page: number; per_page: number; sort: WarehouseSort; sortDesc: boolean; search?: string };
}): Promise<Paginated<Warehouse>> {
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countWarehouses(db, { organisationId, search: query.search }),
    fetchPage: (limit, offset) =>
      listWarehouses(db, {
        organisationId,
        search: query.search,
        sort: query.sort,
        sortDesc: query.sortDesc,
        limit,
        offset,
      }),
  });
  const countries = await countriesOfWarehouses(
    db,
    organisationId,
    page.data.map((row) => row.warehouse.id),
  );
  return {
    data: page.data.map((row) => presentWarehouse(row, countries.get(row.warehouse.id) ?? [])),
    meta: page.meta,
  };
}

/** The organisation's warehouse with this ulid; 404 for unknown ulids and other organisations'. */
export async function requireWarehouse(
  db: Executor,
  organisationId: number,
  ulid: string,
): Promise<WarehouseRow> {
  const row = await findWarehouseByUlid(db, organisationId, ulid);
  if (!row) throw notFound();
  return row.warehouse;
}

export async function showWarehouse({
  db,
  organisationId,
  ulid,
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
}): Promise<Warehouse> {
  const row = await findWarehouseByUlid(db, organisationId, ulid);
  if (!row) throw notFound();
  const countries = await countriesOfWarehouses(db, organisationId, [row.warehouse.id]);
  return presentWarehouse(row, countries.get(row.warehouse.id) ?? []);
}

/** Every problem with a request at once, as Laravel reports them: name, source, each country. */
async function checkRequest(
  db: Executor,
  { organisationId, input, exceptId }: { organisationId: number; input: WarehouseRequest; exceptId?: number },
): Promise<void> {
  const errors: FieldErrors = {};
  if (await warehouseNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.name = [WAREHOUSE_NAME_TAKEN];
  if (input.report_source_id != null && !(await findReportSource(db, organisationId, input.report_source_id)))
    errors.report_source_id = ['The selected report source is invalid.'];
  const countryIds = input.country_ids ?? [];
  const found = await existingCountryIds(db, countryIds);
  countryIds.forEach((id, index) => {
    if (!found.has(id)) errors[`country_ids.${index}`] = ['The selected country is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The unique index settles a race between two requests that both passed the name check. */
const uniqueName = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(() => validationFailed({ name: [WAREHOUSE_NAME_TAKEN] }), write);

export async function createWarehouse({
  db,
  organisationId,
  input,
}: {
  db: Executor;
  organisationId: number;
  input: WarehouseRequest;
}): Promise<Warehouse> {
  const created = await uniqueName(() =>
    db.transaction(async (tx) => {
      await checkRequest(tx, { organisationId, input });
      const warehouse = await insertWarehouse(tx, organisationId, {
        ulid: ulid(),
        name: input.name,
        foreignId: input.foreign_id || null,
        reportSourceId: input.report_source_id ?? null,
        isDistributionCenter: input.is_distribution_center ?? false,
        isFulfillmentCenter: input.is_fulfillment_center ?? false,
      });
      await replaceWarehouseCountries(tx, {
        organisationId,
        warehouseId: warehouse.id,
        countryIds: input.country_ids ?? [],
      });
      return warehouse;
    }),
  );
  return showWarehouse({ db, organisationId, ulid: created.ulid });
}

/** Fields left out keep their value; `country_ids`, when given, replaces the set. */
export async function updateWarehouseDetails({
  db,
  organisationId,
  ulid: warehouseUlid,
  input,
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
  input: WarehouseRequest;
}): Promise<Warehouse> {
  await uniqueName(() =>
    db.transaction(async (tx) => {
      const warehouse = await requireWarehouse(tx, organisationId, warehouseUlid);
      await checkRequest(tx, { organisationId, input, exceptId: warehouse.id });
      await updateWarehouse(tx, organisationId, warehouse.id, {
        name: input.name,
        ...(input.foreign_id !== undefined ? { foreignId: input.foreign_id || null } : {}),
        ...(input.report_source_id !== undefined ? { reportSourceId: input.report_source_id } : {}),
        ...(input.is_distribution_center !== undefined
          ? { isDistributionCenter: input.is_distribution_center }
          : {}),
        ...(input.is_fulfillment_center !== undefined
          ? { isFulfillmentCenter: input.is_fulfillment_center }
          : {}),
      });
      if (input.country_ids !== undefined)
        await replaceWarehouseCountries(tx, {
          organisationId,
          warehouseId: warehouse.id,
          countryIds: input.country_ids,
        });
    }),
  );
  return showWarehouse({ db, organisationId, ulid: warehouseUlid });
}

/**
 * Only a warehouse without ledger movements may go: stock history is never thrown away. The row
 * is locked first, so a movement being written meanwhile either commits before the check (and is
 * seen) or waits and then fails its foreign key.
 */
export async function deleteWarehouseByUlid({
  db,
  organisationId,
  ulid: warehouseUlid,
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const warehouse = await lockWarehouseByUlid(tx, organisationId, warehouseUlid);
    if (!warehouse) throw notFound();
    if (await warehouseHasMovements(tx, organisationId, warehouse.id))
      throw validationFailed({ warehouse: [WAREHOUSE_HAS_HISTORY] });
    await deleteWarehouse(tx, organisationId, warehouse.id);
  });
}
