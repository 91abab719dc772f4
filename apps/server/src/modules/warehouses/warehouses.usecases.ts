import type { Paginated, Warehouse, WarehouseListQuery, WarehouseRequest } from '@backoffice/shared';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { referencedOr, uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag, notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { warehouseHasMovements } from '../inventory/inventory.facts.ts';
import { existingCountryIds } from '../reference/reference.facts.ts';
import { reportSourcesExist } from '../report-sources/report-sources.facts.ts';
import { warehouseErrors } from './warehouses.errors.ts';
import { presentWarehouse } from './warehouses.presenter.ts';
import {
  countriesOfWarehouses,
  deleteWarehouse,
  findWarehouseByUlid,
  insertWarehouse,
  insertWarehouseCountries,
  insertWarehouses,
  lockWarehouseByUlid,
  replaceWarehouseCountries,
  updateWarehouse,
  type WarehouseListRow,
  type WarehouseValues,
  warehouseList,
  warehouseNameTaken,
} from './warehouses.repository.ts';
import type { WarehouseRow } from './warehouses.tables.ts';

/** Rows as the API shows them, with the countries each serves (one query for all). */
async function present(db: Executor, organisationId: number, rows: WarehouseListRow[]): Promise<Warehouse[]> {
  const warehouseIds = rows.map((row) => row.warehouse.id);
  const countries = await countriesOfWarehouses(db, { organisationId, warehouseIds });
  return rows.map((row) => presentWarehouse(row, countries.get(row.warehouse.id) ?? []));
}

export async function listWarehousesPage({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: WarehouseListQuery }): Promise<{ page: Paginated<Warehouse> }> {
  const list = warehouseList(db, { organisationId, search: query.search });
  return { page: await listPage(query, list, (rows) => present(db, organisationId, rows)) };
}

/** The organisation's warehouse with this ulid; 404 for unknown ulids and other organisations'. */
export async function requireWarehouse({
  db,
  organisationId,
  ulid,
}: InOrganisation<Executor> & { ulid: string }): Promise<{ warehouse: WarehouseRow }> {
  const row = await findWarehouseByUlid(db, { organisationId, ulid });
  if (!row) throw notFound();
  return { warehouse: row.warehouse };
}

export async function showWarehouse({
  db,
  organisationId,
  ulid,
}: InOrganisation<Executor> & { ulid: string }): Promise<{ warehouse: Warehouse }> {
  const row = await findWarehouseByUlid(db, { organisationId, ulid });
  if (!row) throw notFound();
  const [warehouse] = await present(db, organisationId, [row]);
  if (!warehouse) throw notFound();
  return { warehouse };
}

/** Every problem with a request at once, as Laravel reports them: name, source, each country. */
async function checkRequest(
  db: Executor,
  { organisationId, input, exceptId }: { organisationId: number; input: WarehouseRequest; exceptId?: number },
): Promise<void> {
  const errors = new FieldErrorBag();
  if (await warehouseNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.add(warehouseErrors.nameTaken());
  const reportSourceId = input.report_source_id;
  if (
    reportSourceId != null &&
    !(await reportSourcesExist(db, { organisationId, ids: [reportSourceId] })).size
  )
    errors.add(warehouseErrors.invalidReportSource());
  const countryIds = input.country_ids ?? [];
  const found = await existingCountryIds(db, countryIds);
  countryIds.forEach((id, index) => {
    if (!found.has(id)) errors.add(warehouseErrors.invalidCountry(index));
  });
  errors.throwIfAny();
}

export async function createWarehouse({
  db,
  organisationId,
  input,
}: InOrganisation & { input: WarehouseRequest }): Promise<{ warehouse: Warehouse }> {
  // The unique index settles a race between two requests that both passed the name check.
  const created = await uniqueOr(warehouseErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      await checkRequest(tx, { organisationId, input });
      const warehouse = await insertWarehouse(
        tx,
        { organisationId },
        {
          ulid: ulid(),
          name: input.name,
          foreignId: input.foreign_id || null,
          reportSourceId: input.report_source_id ?? null,
          isDistributionCenter: input.is_distribution_center ?? false,
          isFulfillmentCenter: input.is_fulfillment_center ?? false,
          transitDays: input.transit_days ?? null,
        },
      );
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
}: InOrganisation & { ulid: string; input: WarehouseRequest }): Promise<{ warehouse: Warehouse }> {
  await uniqueOr(warehouseErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const { warehouse } = await requireWarehouse({ db: tx, organisationId, ulid: warehouseUlid });
      await checkRequest(tx, { organisationId, input, exceptId: warehouse.id });
      await updateWarehouse(
        tx,
        { organisationId, id: warehouse.id },
        {
          name: input.name,
          ...(input.foreign_id !== undefined ? { foreignId: input.foreign_id || null } : {}),
          ...(input.report_source_id !== undefined ? { reportSourceId: input.report_source_id } : {}),
          ...(input.is_distribution_center !== undefined
            ? { isDistributionCenter: input.is_distribution_center }
            : {}),
          ...(input.is_fulfillment_center !== undefined
            ? { isFulfillmentCenter: input.is_fulfillment_center }
            : {}),
          ...(input.transit_days !== undefined ? { transitDays: input.transit_days } : {}),
        },
      );
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
 * seen) or waits and then fails its foreign key. `beforeDelete` runs in the same transaction just
 * before the row goes: the modules above whose rows name the warehouse let go of it (suppliers;
 * the caller composes them, warehouses sit below them).
 */
export async function deleteWarehouseByUlid({
  db,
  organisationId,
  ulid: warehouseUlid,
  beforeDelete,
}: InOrganisation & {
  ulid: string;
  beforeDelete: (tx: Executor, warehouse: { id: number }) => Promise<void>;
}): Promise<void> {
  await referencedOr(warehouseErrors.inUse, () =>
    db.transaction(async (tx) => {
      const warehouse = await lockWarehouseByUlid(tx, { organisationId, ulid: warehouseUlid });
      if (!warehouse) throw notFound();
      if (await warehouseHasMovements(tx, { organisationId, warehouseId: warehouse.id }))
        throw warehouseErrors.hasHistory();
      await beforeDelete(tx, warehouse);
      await deleteWarehouse(tx, { organisationId, id: warehouse.id });
    }),
  );
}

/**
 * Warehouses with the countries they serve (generated data: the demo's), in the caller's
 * transaction: one statement for the warehouses, one for their countries. Answers their ids by name.
 */
export async function addWarehouses({
  tx,
  organisationId,
  warehouses,
}: {
  tx: Executor;
  organisationId: number;
  warehouses: readonly (Omit<WarehouseValues, 'ulid'> & { countryIds: readonly number[] })[];
}): Promise<{ warehouses: { id: number; name: string }[] }> {
  const rows = await insertWarehouses(tx, {
    organisationId,
    rows: warehouses.map(({ countryIds: _, ...values }) => ({ ...values, ulid: ulid() })),
  });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await insertWarehouseCountries(tx, {
    organisationId,
    rows: warehouses.flatMap((warehouse) => {
      const warehouseId = idOf.get(warehouse.name);
      if (warehouseId === undefined) throw new Error(`Warehouse ${warehouse.name} was not inserted`);
      return warehouse.countryIds.map((countryId) => ({ warehouseId, countryId }));
    }),
  });
  return { warehouses: rows };
}
