import type { SupplierListQuery } from '@backoffice/shared';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { analyseInTransaction } from '../../db/analyse.ts';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { nameTaken, ownedIds } from '../../db/tenant-lookups.ts';
import { inChunks } from '../../lib/chunks.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import {
  productSuppliers,
  type SupplierRow,
  type SupplierShippingTimeRow,
  supplierShippingTimes,
  suppliers,
} from './suppliers.tables.ts';

type Key = { organisationId: number; id: number };

export interface SupplierListRow {
  supplier: SupplierRow;
  warehouse: { id: number; ulid: string; name: string } | null;
  productCount: number;
}

const productCount = sql<number>`(select count(*)::int from ${productSuppliers} where ${productSuppliers.organisationId} = ${suppliers.organisationId} and ${productSuppliers.supplierId} = ${suppliers.id})`;

function whereSuppliers(organisationId: number, search?: string): SQL | undefined {
  return and(
    eq(suppliers.organisationId, organisationId),
    search ? ilike(suppliers.name, likePattern(search)) : undefined,
  );
}

function selectSuppliers(db: Executor) {
  return db
    .select({
      supplier: suppliers,
      warehouseId: warehouseFacts.id,
      warehouseUlid: warehouseFacts.ulid,
      warehouseName: warehouseFacts.name,
      productCount,
    })
    .from(suppliers)
    .leftJoin(
      warehouseFacts,
      and(
        eq(warehouseFacts.organisationId, suppliers.organisationId),
        eq(warehouseFacts.id, suppliers.warehouseId),
      ),
    );
}

function toListRow(row: Awaited<ReturnType<ReturnType<typeof selectSuppliers>['execute']>>[number]) {
  return {
    supplier: row.supplier,
    warehouse:
      row.warehouseId !== null && row.warehouseUlid !== null && row.warehouseName !== null
        ? { id: row.warehouseId, ulid: row.warehouseUlid, name: row.warehouseName }
        : null,
    productCount: row.productCount,
  };
}

export async function countSuppliers(
  db: Executor,
  { organisationId, search }: { organisationId: number; search?: string },
) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(whereSuppliers(organisationId, search));
  return row?.value ?? 0;
}

/** A page of suppliers (or all of them, for the export); product_count is one index lookup each. */
/** The organisation's suppliers under the list's search, as a ListSource. */
export function supplierList(
  db: Executor,
  { organisationId, search }: { organisationId: number; search?: string },
): ListSource<SupplierListQuery['sort'], SupplierListRow> {
  return {
    rows: ({ sort, sortDesc, limit, offset }) =>
      listSuppliers(db, { organisationId, query: { search, sort, sortDesc }, page: { limit, offset } }),
    count: () => countSuppliers(db, { organisationId, search }),
  };
}

export async function listSuppliers(
  db: Executor,
  {
    organisationId,
    query,
    page,
  }: {
    organisationId: number;
    query: Pick<SupplierListQuery, 'search' | 'sort' | 'sortDesc'>;
    page?: { limit: number; offset: number };
  },
): Promise<SupplierListRow[]> {
  const ordered = selectSuppliers(db)
    .where(whereSuppliers(organisationId, query.search))
    .orderBy(
      ...orderBy(
        { name: sql`lower(${suppliers.name})`, product_count: productCount, created_at: suppliers.createdAt },
        query.sort,
        query.sortDesc,
        suppliers.id,
      ),
    )
    .$dynamic();
  const rows = await (page ? ordered.limit(page.limit).offset(page.offset) : ordered);
  return rows.map(toListRow);
}

export async function findSupplier(db: Executor, { organisationId, id }: Key) {
  const [row] = await selectSuppliers(db).where(
    and(eq(suppliers.organisationId, organisationId), eq(suppliers.id, id)),
  );
  return row ? toListRow(row) : undefined;
}

export async function lockSupplier(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), eq(suppliers.id, id)))
    .for('update');
  return row;
}

/** Shipping times of several suppliers in one query, by supplier. */
export async function shippingTimesOf(
  db: Executor,
  { organisationId, supplierIds }: { organisationId: number; supplierIds: number[] },
): Promise<Map<number, SupplierShippingTimeRow[]>> {
  const bySupplier = new Map<number, SupplierShippingTimeRow[]>();
  if (supplierIds.length === 0) return bySupplier;
  const rows = await db
    .select()
    .from(supplierShippingTimes)
    .where(
      and(
        eq(supplierShippingTimes.organisationId, organisationId),
        inArray(supplierShippingTimes.supplierId, supplierIds),
      ),
    )
    .orderBy(asc(supplierShippingTimes.type), asc(supplierShippingTimes.code));
  for (const row of rows) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  return bySupplier;
}

export const supplierNameTaken = (
  db: Executor,
  key: { organisationId: number; name: string; exceptId?: number },
) => nameTaken(db, suppliers, key);

type IdsOf = { organisationId: number; ids: number[] };

/** Which of these ids are suppliers of the organisation (key-share locked, see ownedIds). */
export const suppliersExist = (db: Executor, { organisationId, ids }: IdsOf) =>
  ownedIds(db, suppliers, organisationId, ids, 'key share');

/** Rows by lower-cased name, for the imports (a name may match several rows: they are all returned). */
async function byLowerName<T extends { name: string }>(
  names: string[],
  fetch: (chunk: string[]) => Promise<T[]>,
): Promise<Map<string, T[]>> {
  const found = new Map<string, T[]>();
  const unique = [...new Set(names.map((name) => name.toLowerCase()))];
  for (const row of await inChunks(unique, 1000, fetch)) {
    const key = row.name.toLowerCase();
    found.set(key, [...(found.get(key) ?? []), row]);
  }
  return found;
}

type NamesOf = { organisationId: number; names: string[] };

/**
 * Suppliers by case-blind name. `lock`: 'update' for rows the caller will rewrite (an import), so a
 * concurrent edit waits instead of being overwritten; 'key share' for rows it only points at.
 */
export function suppliersByLowerName(
  db: Executor,
  { organisationId, names, lock = 'key share' }: NamesOf & { lock?: 'update' | 'key share' },
) {
  return byLowerName(names, (chunk) =>
    db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.organisationId, organisationId), inArray(sql`lower(${suppliers.name})`, chunk)))
      .for(lock),
  );
}

export function warehousesByLowerName(db: Executor, { organisationId, names }: NamesOf) {
  return byLowerName(names, (chunk) =>
    db
      .select({ id: warehouseFacts.id, name: warehouseFacts.name })
      .from(warehouseFacts)
      .where(
        and(
          eq(warehouseFacts.organisationId, organisationId),
          inArray(sql`lower(${warehouseFacts.name})`, chunk),
        ),
      ),
  );
}

export type SupplierValues = Partial<Pick<SupplierRow, 'name' | 'warehouseId' | 'currency'>>;

export async function insertSupplier(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: SupplierValues & { name: string } },
): Promise<SupplierRow> {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Supplier insert returned nothing');
  return row;
}

export async function updateSupplier(
  db: Executor,
  { organisationId, id, values }: Key & { values: SupplierValues },
) {
  await db
    .update(suppliers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(suppliers.organisationId, organisationId), eq(suppliers.id, id)));
}

/** The supplier's shipping times become exactly `times` (a set: one per type and code). */
export async function replaceShippingTimes(
  db: Executor,
  {
    organisationId,
    id,
    times,
  }: Key & { times: { type: 'country' | 'region'; code: string; days: number }[] },
): Promise<void> {
  await db
    .delete(supplierShippingTimes)
    .where(
      and(eq(supplierShippingTimes.organisationId, organisationId), eq(supplierShippingTimes.supplierId, id)),
    );
  // A time as read carries its `id`; the set is replaced, so only what it says is written.
  if (times.length)
    await db
      .insert(supplierShippingTimes)
      .values(times.map(({ type, code, days }) => ({ organisationId, supplierId: id, type, code, days })));
}

/**
 * Deletes the supplier; its product links and shipping times cascade, and products naming it as
 * their main supplier lose it (the foreign key's SET NULL; the deleting page marks them updated first).
 */
export async function deleteSupplier(db: Executor, { organisationId, id }: Key): Promise<boolean> {
  const deleted = await db
    .delete(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), eq(suppliers.id, id)))
    .returning({ id: suppliers.id });
  return deleted.length > 0;
}

/** A product–supplier link as written: lead times and minimums (minimum value in minor units). */
export interface ProductLink {
  productId: number;
  bufferDays: number;
  productionLeadDays: number;
  minOrderQuantity: number | null;
  minOrderValue: number | null;
}

/** The product links' minimums of several suppliers, in one query. */
export function productLinkMinimums(
  db: Executor,
  { organisationId, supplierIds }: { organisationId: number; supplierIds: number[] },
) {
  if (supplierIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      supplierId: productSuppliers.supplierId,
      productId: productSuppliers.productId,
      minOrderQuantity: productSuppliers.minOrderQuantity,
      minOrderValue: productSuppliers.minOrderValue,
    })
    .from(productSuppliers)
    .where(
      and(
        eq(productSuppliers.organisationId, organisationId),
        inArray(productSuppliers.supplierId, supplierIds),
      ),
    );
}

/** New minimum order values (minor units) of product links, in one statement. */
export async function setMinOrderValues(
  db: Executor,
  {
    organisationId,
    values,
  }: {
    organisationId: number;
    values: readonly { supplierId: number; productId: number; minOrderValue: number }[];
  },
): Promise<void> {
  if (values.length === 0) return;
  await db.execute(sql`
    update ${productSuppliers} t set min_order_value = v."minOrderValue"
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v("supplierId" bigint, "productId" bigint, "minOrderValue" bigint)
    where t.organisation_id = ${organisationId} and t.supplier_id = v."supplierId" and t.product_id = v."productId"`);
}

/**
 * The supplier's product links become exactly `links` (the products' main supplier, which must be
 * one of their suppliers, is the products' to clear: the page that calls this does).
 */
export async function replaceSupplierProducts(
  db: Executor,
  { organisationId, id, links }: Key & { links: ProductLink[] },
): Promise<void> {
  await db
    .delete(productSuppliers)
    .where(and(eq(productSuppliers.organisationId, organisationId), eq(productSuppliers.supplierId, id)));
  for (let start = 0; start < links.length; start += 1000)
    await db
      .insert(productSuppliers)
      .values(links.slice(start, start + 1000).map((link) => ({ organisationId, supplierId: id, ...link })));
}

/** Makes the supplier one of the product's suppliers (keeping lead times already set). */
export async function insertProductSupplierLink(
  db: Executor,
  {
    organisationId,
    productId,
    supplierId,
  }: { organisationId: number; productId: number; supplierId: number },
): Promise<void> {
  await db.insert(productSuppliers).values({ organisationId, productId, supplierId }).onConflictDoNothing();
}

/** Links products to suppliers in bulk (an import), 1,000 a statement; links already there keep their lead times. */
export async function insertProductSupplierLinks(
  db: Executor,
  {
    organisationId,
    links,
  }: { organisationId: number; links: readonly { productId: number; supplierId: number }[] },
): Promise<void> {
  for (let start = 0; start < links.length; start += 1000)
    await db
      .insert(productSuppliers)
      .values(links.slice(start, start + 1000).map((link) => ({ ...link, organisationId })))
      .onConflictDoNothing();
}

/** Statistics of the product links after a bulk write (db/analyse.ts says why). */
export function analyseProductSuppliers(db: Executor): Promise<void> {
  return analyseInTransaction(db, [productSuppliers]);
}

/** Several suppliers in one statement (generated data: the demo's), answered as their ids and names. */
export async function insertSuppliers(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly (SupplierValues & { name: string })[] },
): Promise<{ id: number; name: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(suppliers)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .returning({ id: suppliers.id, name: suppliers.name });
}

/** Shipping times of several suppliers, in one statement. */
export async function insertShippingTimes(
  db: Executor,
  {
    organisationId,
    rows,
  }: {
    organisationId: number;
    rows: readonly { supplierId: number; type: 'country' | 'region'; code: string; days: number }[];
  },
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(supplierShippingTimes).values(rows.map((row) => ({ ...row, organisationId })));
}

/** A product–supplier link as generated data writes it in bulk. */
export interface ProductSupplierLink {
  productId: number;
  supplierId: number;
  bufferDays: number;
  productionLeadDays: number;
  /** Units; none when left out. */
  minOrderQuantity?: number | null;
  /** Minor units of the supplier's currency (which it then needs); none when left out. */
  minOrderValue?: number | null;
}

/** Product–supplier links, 1,000 rows a statement (far below PostgreSQL's parameter limit). */
export async function insertProductSuppliers(
  db: Executor,
  { organisationId, links }: { organisationId: number; links: readonly ProductSupplierLink[] },
): Promise<void> {
  for (let start = 0; start < links.length; start += 1000)
    await db
      .insert(productSuppliers)
      .values(links.slice(start, start + 1000).map((link) => ({ ...link, organisationId })));
}
