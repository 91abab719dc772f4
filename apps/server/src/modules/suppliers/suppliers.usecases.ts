import {
  lookupShippingTime,
  type Paginated,
  type ShippingTimeMatch,
  type Supplier,
  type SupplierListQuery,
  type SupplierProductsRequest,
  type SupplierRequest,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { productsExist } from '../products/products.repository.ts';
import { presentSupplier } from './suppliers.presenter.ts';
import {
  countSuppliers,
  deleteSupplier,
  findSupplier,
  insertSupplier,
  listSuppliers,
  lockSupplier,
  replaceShippingTimes,
  replaceSupplierProducts,
  shippingTimesOf,
  supplierNameTaken,
  supplierProducts,
  updateSupplier,
  warehousesExist,
} from './suppliers.repository.ts';

export const SUPPLIER_NAME_TAKEN = 'The name has already been taken.';
export const INVALID_WAREHOUSE = 'The selected warehouse id is invalid.';
export const INVALID_PRODUCT = 'The selected product id is invalid.';

export const guardSupplierName = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(() => validationFailed({ name: [SUPPLIER_NAME_TAKEN] }), write);

export async function listSuppliersPage({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: SupplierListQuery;
}): Promise<Paginated<Supplier>> {
  const organisationId = tenant.organisation.id;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countSuppliers(ctx.db, organisationId, query.search),
    fetchPage: async (limit, offset) => {
      const rows = await listSuppliers(ctx.db, organisationId, query, { limit, offset });
      const times = await shippingTimesOf(
        ctx.db,
        organisationId,
        rows.map((row) => row.supplier.id),
      );
      return rows.map((row) => presentSupplier(row, times.get(row.supplier.id) ?? []));
    },
  });
}

export async function showSupplier({
  db,
  tenant,
  id,
}: {
  db: Executor;
  tenant: Tenant;
  id: number;
}): Promise<Supplier> {
  const key = { organisationId: tenant.organisation.id, id };
  const row = await findSupplier(db, key);
  if (!row) throw notFound();
  const [times, products] = await Promise.all([
    shippingTimesOf(db, key.organisationId, [id]),
    supplierProducts(db, key),
  ]);
  return presentSupplier(row, times.get(id) ?? [], products);
}

async function checkSupplierRequest(
  db: Executor,
  { organisationId, input, exceptId }: { organisationId: number; input: SupplierRequest; exceptId?: number },
) {
  const errors: Record<string, string[]> = {};
  if (await supplierNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.name = [SUPPLIER_NAME_TAKEN];
  if (input.warehouse_id != null && !(await warehousesExist(db, organisationId, [input.warehouse_id])).size)
    errors.warehouse_id = [INVALID_WAREHOUSE];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Creates the supplier and its shipping times in one transaction. */
export async function createSupplier({
  ctx,
  tenant,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  input: SupplierRequest;
}): Promise<Supplier> {
  const organisationId = tenant.organisation.id;
  await checkSupplierRequest(ctx.db, { organisationId, input });
  const supplier = await guardSupplierName(() =>
    ctx.db.transaction(async (tx) => {
      const row = await insertSupplier(tx, organisationId, {
        name: input.name,
        warehouseId: input.warehouse_id ?? null,
      });
      await replaceShippingTimes(tx, { organisationId, id: row.id }, input.shipping_times ?? []);
      return row;
    }),
  );
  return showSupplier({ db: ctx.db, tenant, id: supplier.id });
}

/** Updates the supplier; shipping times, when sent, replace the old set in the same transaction. */
export async function updateSupplierDetails({
  ctx,
  tenant,
  id,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  input: SupplierRequest;
}): Promise<Supplier> {
  const organisationId = tenant.organisation.id;
  await guardSupplierName(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await lockSupplier(tx, { organisationId, id }))) throw notFound();
      await checkSupplierRequest(tx, { organisationId, input, exceptId: id });
      await updateSupplier(
        tx,
        { organisationId, id },
        {
          name: input.name,
          ...(input.warehouse_id !== undefined ? { warehouseId: input.warehouse_id } : {}),
        },
      );
      if (input.shipping_times) await replaceShippingTimes(tx, { organisationId, id }, input.shipping_times);
    }),
  );
  return showSupplier({ db: ctx.db, tenant, id });
}

export async function removeSupplier({ ctx, tenant, id }: { ctx: AppContext; tenant: Tenant; id: number }) {
  const deleted = await ctx.db.transaction((tx) =>
    deleteSupplier(tx, { organisationId: tenant.organisation.id, id }),
  );
  if (!deleted) throw notFound();
}

/** PUT /suppliers/{id}/products: the supplier's products become exactly the list sent. */
export async function setSupplierProducts({
  ctx,
  tenant,
  id,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  input: SupplierProductsRequest;
}): Promise<Supplier> {
  const organisationId = tenant.organisation.id;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockSupplier(tx, { organisationId, id }))) throw notFound();
    const ids = input.products.map((link) => link.product_id);
    const known = await productsExist(tx, organisationId, ids);
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    input.products.forEach((link, index) => {
      if (!known.has(link.product_id)) errors[`products.${index}.product_id`] = [INVALID_PRODUCT];
      else if (seen.has(link.product_id))
        errors[`products.${index}.product_id`] = ['The product is listed twice.'];
      seen.add(link.product_id);
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    await replaceSupplierProducts(
      tx,
      { organisationId, id },
      input.products.map((link) => ({
        productId: link.product_id,
        bufferDays: link.buffer_days,
        productionLeadDays: link.production_lead_days,
      })),
    );
  });
  return showSupplier({ db: ctx.db, tenant, id });
}

/** The supplier's shipping time to a destination: country first, then region, else 0 days (N/A). */
export async function supplierShippingTime({
  ctx,
  tenant,
  id,
  countryCode,
  regionCode,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  countryCode?: string;
  regionCode?: string;
}): Promise<ShippingTimeMatch> {
  const organisationId = tenant.organisation.id;
  if (!(await findSupplier(ctx.db, { organisationId, id }))) throw notFound();
  const times = (await shippingTimesOf(ctx.db, organisationId, [id])).get(id) ?? [];
  return lookupShippingTime(times, { countryCode, regionCode });
}
