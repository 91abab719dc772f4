import type { WarehouseSort } from '@backoffice/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { nameTaken } from '../../db/tenant-lookups.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStockTotalFacts } from '../inventory/inventory.facts.ts';
import { type CountryRow, countryFacts } from '../reference/reference.facts.ts';
import { reportSourceFacts } from '../report-sources/report-sources.facts.ts';
import { type WarehouseRow, warehouseCountries, warehouses } from './warehouses.tables.ts';

export type WarehouseValues = Omit<typeof warehouses.$inferInsert, 'organisationId' | 'id'>;

export interface WarehouseKey {
  organisationId: number;
  id: number;
}

/** Units and SKUs in stock per warehouse of the organisation, as the stock writes keep them. */
function stockTotals(db: Executor, organisationId: number) {
  return db
    .select({
      warehouseId: warehouseStockTotalFacts.warehouseId,
      stock: sql<number>`${warehouseStockTotalFacts.units}`.as('stock'),
      skuCount: sql<number>`${warehouseStockTotalFacts.skusInStock}`.as('sku_count'),
    })
    .from(warehouseStockTotalFacts)
    .where(eq(warehouseStockTotalFacts.organisationId, organisationId))
    .as('stock_totals');
}

function selectWarehouses(db: Executor, organisationId: number) {
  const totals = stockTotals(db, organisationId);
  const stock = sql<number>`coalesce(${totals.stock}, 0)`.mapWith(Number);
  const skuCount = sql<number>`coalesce(${totals.skuCount}, 0)`.mapWith(Number);
  const query = db
    .select({
      warehouse: warehouses,
      reportSource: { id: reportSourceFacts.id, name: reportSourceFacts.name },
      stock,
      skuCount,
    })
    .from(warehouses)
    .leftJoin(totals, eq(totals.warehouseId, warehouses.id))
    .leftJoin(
      reportSourceFacts,
      and(
        eq(reportSourceFacts.organisationId, warehouses.organisationId),
        eq(reportSourceFacts.id, warehouses.reportSourceId),
      ),
    );
  return { query, stock, skuCount };
}

function listWhere(organisationId: number, search?: string): SQL | undefined {
  return and(
    eq(warehouses.organisationId, organisationId),
    search
      ? or(ilike(warehouses.name, likePattern(search)), ilike(warehouses.foreignId, likePattern(search)))
      : undefined,
  );
}

export type WarehouseListRow = Awaited<ReturnType<typeof selectWarehouses>['query']>[number];

/** The organisation's warehouses matching `search` (name or foreign id), to be paged. */
export function warehouseList(
  db: Executor,
  { organisationId, search }: { organisationId: number; search?: string },
): ListSource<WarehouseSort, WarehouseListRow> {
  const condition = listWhere(organisationId, search);
  return {
    count: () => db.$count(warehouses, condition),
    rows: ({ sort, sortDesc, limit, offset }) => {
      const { query, stock, skuCount } = selectWarehouses(db, organisationId);
      const columns = {
        name: sql`lower(${warehouses.name})`,
        stock,
        sku_count: skuCount,
        created_at: warehouses.createdAt,
      };
      return query
        .where(condition)
        .orderBy(...orderBy(columns, sort, sortDesc, warehouses.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export async function findWarehouseByUlid(
  db: Executor,
  { organisationId, ulid }: { organisationId: number; ulid: string },
): Promise<WarehouseListRow | undefined> {
  const { query } = selectWarehouses(db, organisationId);
  const [row] = await query
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.ulid, ulid.toUpperCase())))
    .limit(1);
  return row;
}

/** Locks the warehouse row until commit (a movement's foreign-key check then waits for us). */
export async function lockWarehouseByUlid(
  db: Executor,
  { organisationId, ulid }: { organisationId: number; ulid: string },
) {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.ulid, ulid.toUpperCase())))
    .for('update');
  return row;
}

/** The countries each warehouse serves, by warehouse id (ordered by name). */
export async function countriesOfWarehouses(
  db: Executor,
  { organisationId, warehouseIds }: { organisationId: number; warehouseIds: number[] },
): Promise<Map<number, CountryRow[]>> {
  const result = new Map<number, CountryRow[]>();
  if (warehouseIds.length === 0) return result;
  const rows = await db
    .select({
      warehouseId: warehouseCountries.warehouseId,
      country: {
        id: countryFacts.id,
        name: countryFacts.name,
        countryCode: countryFacts.countryCode,
        regionCode: countryFacts.regionCode,
      },
    })
    .from(warehouseCountries)
    .innerJoin(countryFacts, eq(countryFacts.id, warehouseCountries.countryId))
    .where(
      and(
        eq(warehouseCountries.organisationId, organisationId),
        inArray(warehouseCountries.warehouseId, warehouseIds),
      ),
    )
    .orderBy(asc(countryFacts.name));
  for (const row of rows) result.set(row.warehouseId, [...(result.get(row.warehouseId) ?? []), row.country]);
  return result;
}

export const warehouseNameTaken = (
  db: Executor,
  key: { organisationId: number; name: string; exceptId?: number },
) => nameTaken(db, warehouses, key);

export async function insertWarehouse(
  db: Executor,
  { organisationId }: { organisationId: number },
  values: WarehouseValues,
): Promise<WarehouseRow> {
  const [row] = await db
    .insert(warehouses)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Warehouse insert returned nothing');
  return row;
}

export async function updateWarehouse(
  db: Executor,
  { organisationId, id }: WarehouseKey,
  values: Partial<WarehouseValues>,
): Promise<void> {
  await db
    .update(warehouses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.id, id)));
}

export async function replaceWarehouseCountries(
  db: Executor,
  {
    organisationId,
    warehouseId,
    countryIds,
  }: { organisationId: number; warehouseId: number; countryIds: number[] },
): Promise<void> {
  await db
    .delete(warehouseCountries)
    .where(
      and(
        eq(warehouseCountries.organisationId, organisationId),
        eq(warehouseCountries.warehouseId, warehouseId),
      ),
    );
  if (countryIds.length === 0) return;
  await db
    .insert(warehouseCountries)
    .values([...new Set(countryIds)].map((countryId) => ({ organisationId, warehouseId, countryId })));
}

/**
 * Deletes a warehouse; its countries and stock rows go with it (cascade). Suppliers that ship from
 * it are detached by their module first (see deleteWarehouseByUlid).
 */
export async function deleteWarehouse(db: Executor, { organisationId, id }: WarehouseKey): Promise<void> {
  await db
    .delete(warehouses)
    .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.id, id)));
}

/** The countries each of these warehouses serves (codes for the shipping-time lookup). */
export async function warehouseCountriesOf(
  db: Executor,
  { organisationId, warehouseIds }: { organisationId: number; warehouseIds: number[] },
): Promise<Map<number, { countryCode: string; regionCode: string }[]>> {
  const byWarehouse = new Map<number, { countryCode: string; regionCode: string }[]>();
  if (warehouseIds.length === 0) return byWarehouse;
  const rows = await db
    .select({
      warehouseId: warehouseCountries.warehouseId,
      countryCode: countryFacts.countryCode,
      regionCode: countryFacts.regionCode,
    })
    .from(warehouseCountries)
    .innerJoin(countryFacts, eq(countryFacts.id, warehouseCountries.countryId))
    .where(
      and(
        eq(warehouseCountries.organisationId, organisationId),
        inArray(warehouseCountries.warehouseId, [...new Set(warehouseIds)]),
      ),
    )
    .orderBy(asc(countryFacts.countryCode));
  for (const { warehouseId, ...codes } of rows)
    byWarehouse.set(warehouseId, [...(byWarehouse.get(warehouseId) ?? []), codes]);
  return byWarehouse;
}

/** Several warehouses in one statement (generated data: the demo's), answered as their ids and names. */
export async function insertWarehouses(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly WarehouseValues[] },
): Promise<{ id: number; name: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(warehouses)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .returning({ id: warehouses.id, name: warehouses.name });
}

/** The countries several warehouses serve, in one statement. */
export async function insertWarehouseCountries(
  db: Executor,
  {
    organisationId,
    rows,
  }: { organisationId: number; rows: readonly { warehouseId: number; countryId: number }[] },
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(warehouseCountries).values(rows.map((row) => ({ ...row, organisationId })));
}
