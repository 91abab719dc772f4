import {
  lookupShippingTime,
  type Paginated,
  type ShippingTimeMatch,
  type Supplier,
  type SupplierListQuery,
  type SupplierProductsRequest,
  type SupplierRequest,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { type AppError, FieldErrorBag } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { warehousesExist } from '../warehouses/warehouses.facts.ts';
import { changeCurrency, type ProductMinOrderValue, resolveLinkMinimums } from './suppliers.domain.ts';
import { supplierErrors } from './suppliers.errors.ts';
import { presentSupplier } from './suppliers.presenter.ts';
import {
  analyseProductSuppliers,
  deleteSupplier,
  findSupplier,
  insertProductSupplierLink,
  insertProductSupplierLinks,
  insertProductSuppliers,
  insertShippingTimes,
  insertSupplier,
  insertSuppliers,
  lockSupplier,
  type ProductLink,
  type ProductSupplierLink,
  productLinkMinimums,
  replaceShippingTimes,
  replaceSupplierProducts,
  setMinOrderValues,
  shippingTimesOf,
  supplierList,
  supplierNameTaken,
  updateSupplier,
} from './suppliers.repository.ts';
import type { SupplierRow } from './suppliers.tables.ts';

// A supplier's own page (shown with the products it supplies), its deletion and its product links
// are catalog's: products point at suppliers and sit above them. These are the writes it calls.

export async function listSuppliersPage({
  db,
  organisationId,
  query,
}: InOrganisation & { query: SupplierListQuery }): Promise<{ page: Paginated<Supplier> }> {
  const list = supplierList(db, { organisationId, search: query.search });
  const page = await listPage(query, list, async (rows) => {
    const times = await shippingTimesOf(db, {
      organisationId,
      supplierIds: rows.map((row) => row.supplier.id),
    });
    return rows.map((row) => presentSupplier(row, times.get(row.supplier.id) ?? []));
  });
  return { page };
}

/** A product link's new minimum order value, after its supplier's currency changed. */
export type MinOrderValueRewrite = ProductMinOrderValue & { supplierId: number };

/**
 * What changing suppliers' currencies does to their products' minimum order values: the values
 * re-expressed in the new currency (amounts kept), and the suppliers refused, with why.
 */
export async function currencyChanges(
  db: Executor,
  {
    organisationId,
    changes,
  }: {
    organisationId: number;
    changes: readonly { supplierId: number; from: string | null; to: string | null }[];
  },
): Promise<{ rewrites: MinOrderValueRewrite[]; refused: Map<number, AppError> }> {
  const changing = changes.filter((change) => change.from !== change.to);
  const stored = await productLinkMinimums(db, {
    organisationId,
    supplierIds: changing.map((change) => change.supplierId),
  });
  const rewrites: MinOrderValueRewrite[] = [];
  const refused = new Map<number, AppError>();
  for (const { supplierId, from, to } of changing) {
    const values = stored.flatMap((link) =>
      link.supplierId === supplierId && link.minOrderValue !== null
        ? [{ productId: link.productId, minOrderValue: link.minOrderValue }]
        : [],
    );
    const changed = changeCurrency(values, from, to);
    if (changed.ok) rewrites.push(...changed.value.map((value) => ({ ...value, supplierId })));
    else refused.set(supplierId, changed.error);
  }
  return { rewrites, refused };
}

/**
 * Checks a create or update request against the organisation's data, all problems at once;
 * answers the minimum order values a new currency rewrites (`current`: the supplier, locked).
 */
async function checkSupplierRequest(
  db: Executor,
  {
    organisationId,
    input,
    current,
  }: { organisationId: number; input: SupplierRequest; current?: SupplierRow },
): Promise<MinOrderValueRewrite[]> {
  const errors = new FieldErrorBag();
  if (await supplierNameTaken(db, { organisationId, name: input.name, exceptId: current?.id }))
    errors.add(supplierErrors.nameTaken());
  if (
    input.warehouse_id != null &&
    !(await warehousesExist(db, { organisationId, ids: [input.warehouse_id] })).size
  )
    errors.add(supplierErrors.invalidWarehouse());
  let rewrites: MinOrderValueRewrite[] = [];
  if (current && input.currency !== undefined) {
    const changed = await currencyChanges(db, {
      organisationId,
      changes: [{ supplierId: current.id, from: current.currency, to: input.currency }],
    });
    const problem = changed.refused.get(current.id);
    if (problem) errors.add(problem);
    rewrites = changed.rewrites;
  }
  errors.throwIfAny();
  return rewrites;
}

/** Creates the supplier and its shipping times in one transaction; answers its id. */
export async function createSupplier({
  db,
  organisationId,
  input,
}: InOrganisation & { input: SupplierRequest }): Promise<{ id: number }> {
  await checkSupplierRequest(db, { organisationId, input });
  // The unique index on the name answers a create racing past the check with the same error.
  const { id } = await uniqueOr(supplierErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const row = await insertSupplier(tx, {
        organisationId,
        values: {
          name: input.name,
          warehouseId: input.warehouse_id ?? null,
          currency: input.currency ?? null,
        },
      });
      await replaceShippingTimes(tx, { organisationId, id: row.id, times: input.shipping_times ?? [] });
      return row;
    }),
  );
  return { id };
}

/**
 * Updates the supplier; shipping times, when sent, replace the old set in the same transaction. A
 * new currency re-expresses its products' minimum order values (amounts kept); it cannot be cleared
 * while they have one.
 */
export async function updateSupplierDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: SupplierRequest }): Promise<void> {
  await uniqueOr(supplierErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const current = orNotFound(await lockSupplier(tx, { organisationId, id }));
      const rewrites = await checkSupplierRequest(tx, { organisationId, input, current });
      await updateSupplier(tx, {
        organisationId,
        id,
        values: {
          name: input.name,
          ...(input.warehouse_id !== undefined ? { warehouseId: input.warehouse_id } : {}),
          ...(input.currency !== undefined ? { currency: input.currency } : {}),
        },
      });
      await setMinOrderValues(tx, { organisationId, values: rewrites });
      if (input.shipping_times)
        await replaceShippingTimes(tx, { organisationId, id, times: input.shipping_times });
    }),
  );
}

/** Deletes the supplier in the caller's transaction; answers whether it was there. */
export async function dropSupplier({
  tx,
  organisationId,
  id,
}: {
  tx: Executor;
  organisationId: number;
  id: number;
}): Promise<boolean> {
  return deleteSupplier(tx, { organisationId, id });
}

/**
 * The links a PUT …/suppliers/{id}/products asks for, as written (`supplier`: locked by the
 * caller): a minimum left out keeps the link's own (none for a new link), null clears it; a
 * minimum order value is in the supplier's currency. Answers them, or the request's problems.
 */
export async function planProductLinks({
  tx,
  organisationId,
  supplier,
  links,
}: {
  tx: Executor;
  organisationId: number;
  supplier: Pick<SupplierRow, 'id' | 'currency'>;
  links: SupplierProductsRequest['products'];
}): Promise<{ links: ProductLink[]; errors: AppError[] }> {
  const stored = new Map(
    (await productLinkMinimums(tx, { organisationId, supplierIds: [supplier.id] })).map((link) => [
      link.productId,
      link,
    ]),
  );
  const planned: ProductLink[] = [];
  const errors: AppError[] = [];
  links.forEach((link, index) => {
    const minimums = resolveLinkMinimums(
      { minOrderQuantity: link.min_order_quantity, minOrderValue: link.min_order_value },
      stored.get(link.product_id),
      supplier.currency,
      index,
    );
    if (!minimums.ok) errors.push(minimums.error);
    else
      planned.push({
        productId: link.product_id,
        bufferDays: link.buffer_days,
        productionLeadDays: link.production_lead_days,
        ...minimums.value,
      });
  });
  return { links: planned, errors };
}

/** The supplier's product links become exactly `links`, in the caller's transaction. */
export async function replaceProductLinks({
  tx,
  organisationId,
  id,
  links,
}: {
  tx: Executor;
  organisationId: number;
  id: number;
  links: ProductLink[];
}): Promise<void> {
  await replaceSupplierProducts(tx, { organisationId, id, links });
}

/** The supplier becomes one of the product's suppliers (its main supplier always is), in the caller's transaction. */
export async function linkProductSupplier({
  tx,
  organisationId,
  productId,
  supplierId,
}: {
  tx: Executor;
  organisationId: number;
  productId: number;
  supplierId: number;
}): Promise<void> {
  await insertProductSupplierLink(tx, { organisationId, productId, supplierId });
}

/**
 * A product import's main suppliers become suppliers of their products (links already there keep
 * their lead times), in the import's transaction, with the links' statistics (a bulk write).
 */
export async function linkImportedProducts({
  tx,
  organisationId,
  links,
}: {
  tx: Executor;
  organisationId: number;
  links: readonly { productId: number; supplierId: number }[];
}): Promise<void> {
  await insertProductSupplierLinks(tx, { organisationId, links });
  await analyseProductSuppliers(tx);
}

/** The supplier's shipping time to a destination: country first, then region, else 0 days (N/A). */
export async function supplierShippingTime({
  db,
  organisationId,
  id,
  countryCode,
  regionCode,
}: OnRecord & { countryCode?: string; regionCode?: string }): Promise<{ shippingTime: ShippingTimeMatch }> {
  orNotFound(await findSupplier(db, { organisationId, id }));
  const times = (await shippingTimesOf(db, { organisationId, supplierIds: [id] })).get(id) ?? [];
  return { shippingTime: lookupShippingTime(times, { countryCode, regionCode }) };
}

/**
 * Suppliers with their shipping times (generated data: the demo's), in the caller's transaction:
 * one statement for the suppliers, one for their times. Answers their ids by name.
 */
export async function addSuppliers({
  tx,
  organisationId,
  suppliers,
}: {
  tx: Executor;
  organisationId: number;
  suppliers: readonly {
    name: string;
    /** ISO 4217; none when left out. */
    currency?: string | null;
    shippingTimes: readonly { type: 'country' | 'region'; code: string; days: number }[];
  }[];
}): Promise<{ suppliers: { id: number; name: string }[] }> {
  const rows = await insertSuppliers(tx, {
    organisationId,
    rows: suppliers.map((supplier) => ({ name: supplier.name, currency: supplier.currency ?? null })),
  });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await insertShippingTimes(tx, {
    organisationId,
    rows: suppliers.flatMap((supplier) => {
      const supplierId = idOf.get(supplier.name);
      if (supplierId === undefined) throw new Error(`Supplier ${supplier.name} was not inserted`);
      return supplier.shippingTimes.map((time) => ({ supplierId, ...time }));
    }),
  });
  return { suppliers: rows };
}

/** Which suppliers supply which products (generated data: the demo's), in the caller's transaction, in bulk. */
export async function addProductSuppliers({
  tx,
  organisationId,
  links,
}: {
  tx: Executor;
  organisationId: number;
  links: readonly ProductSupplierLink[];
}): Promise<void> {
  await insertProductSuppliers(tx, { organisationId, links });
}
