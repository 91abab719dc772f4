import {
  DEFAULT_CURRENCY,
  type Paginated,
  type Product,
  type ProductListQuery,
  type ProductRequest,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { suppliersExist } from '../suppliers/suppliers.repository.ts';
import { resolveCogs } from './cogs.ts';
import { presentProduct } from './products.presenter.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  linkSupplier,
  lockProduct,
  type ProductValues,
  productNameTaken,
  productSkus,
  productSupplierLinks,
  updateProduct,
} from './products.repository.ts';
import { countProducts, listProducts } from './products-list.repository.ts';

export const PRODUCT_NAME_TAKEN = 'The name has already been taken.';
export const INVALID_SUPPLIER = 'The selected supplier id is invalid.';

/** Turns the unique-name index firing under a race into the same 422 as the check before it. */
export const guardProductName = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(() => validationFailed({ name: [PRODUCT_NAME_TAKEN] }), write);

export async function listProductsPage({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: ProductListQuery;
}): Promise<Paginated<Product>> {
  const organisationId = tenant.organisation.id;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countProducts(ctx.db, organisationId, query),
    fetchPage: async (limit, offset) =>
      (await listProducts(ctx.db, organisationId, query, { limit, offset })).map((row) =>
        presentProduct(row),
      ),
  });
}

/** The detail: the product with its SKUs (and their stock) and its suppliers with lead times. */
export async function showProduct({
  db,
  tenant,
  id,
}: {
  db: Executor;
  tenant: Tenant;
  id: number;
}): Promise<Product> {
  const key = { organisationId: tenant.organisation.id, id };
  const row = await findProduct(db, key);
  if (!row) throw notFound();
  const [skuRows, supplierRows] = await Promise.all([
    productSkus(db, { organisationId: key.organisationId, productId: id }),
    productSupplierLinks(db, { organisationId: key.organisationId, productId: id }),
  ]);
  return presentProduct(row, { skus: skuRows, suppliers: supplierRows });
}

/**
 * Checks a create or update request against the organisation's data and returns the columns to
 * write. All problems are reported at once, as Laravel's validator does.
 */
async function productValues(
  db: Executor,
  {
    organisationId,
    input,
    current,
  }: {
    organisationId: number;
    input: ProductRequest;
    current?: { id: number; cogs: number | null; cogsCurrency: string };
  },
): Promise<ProductValues & { name: string }> {
  const errors: Record<string, string[]> = {};
  if (await productNameTaken(db, { organisationId, name: input.name, exceptId: current?.id }))
    errors.name = [PRODUCT_NAME_TAKEN];
  if (input.supplier_id != null && !(await suppliersExist(db, organisationId, [input.supplier_id])).size)
    errors.supplier_id = [INVALID_SUPPLIER];
  const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
    cogs: input.cogs,
    cogsCurrency: input.cogs_currency,
  });
  if (!cogs.ok) for (const [field, message] of Object.entries(cogs.errors)) errors[field] = [message];
  if (Object.keys(errors).length || !cogs.ok) throw validationFailed(errors);
  return {
    name: input.name,
    ...(input.supplier_id !== undefined ? { supplierId: input.supplier_id } : {}),
    ...(input.min_stock !== undefined ? { minStock: input.min_stock } : {}),
    ...cogs.value,
  };
}

export async function createProduct({
  ctx,
  tenant,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  input: ProductRequest;
}): Promise<Product> {
  const organisationId = tenant.organisation.id;
  const product = await guardProductName(() =>
    ctx.db.transaction(async (tx) => {
      const values = await productValues(tx, { organisationId, input });
      const row = await insertProduct(tx, organisationId, values);
      // A product's main supplier is always one of its suppliers (with default lead times).
      if (row.supplierId !== null)
        await linkSupplier(tx, { organisationId, productId: row.id, supplierId: row.supplierId });
      return row;
    }),
  );
  return showProduct({ db: ctx.db, tenant, id: product.id });
}

export async function updateProductDetails({
  ctx,
  tenant,
  id,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  input: ProductRequest;
}): Promise<Product> {
  const organisationId = tenant.organisation.id;
  await guardProductName(() =>
    ctx.db.transaction(async (tx) => {
      const current = await lockProduct(tx, { organisationId, id });
      if (!current) throw notFound();
      const values = await productValues(tx, { organisationId, input, current });
      const row = await updateProduct(tx, { organisationId, id }, values);
      if (row?.supplierId != null)
        await linkSupplier(tx, { organisationId, productId: id, supplierId: row.supplierId });
    }),
  );
  return showProduct({ db: ctx.db, tenant, id });
}

/** Deletes the product in one transaction: its SKUs are unmapped, its supplier links removed. */
export async function removeProduct({ ctx, tenant, id }: { ctx: AppContext; tenant: Tenant; id: number }) {
  const deleted = await ctx.db.transaction((tx) =>
    deleteProduct(tx, { organisationId: tenant.organisation.id, id }),
  );
  if (!deleted) throw notFound();
}

export async function getMinStock({ ctx, tenant, id }: { ctx: AppContext; tenant: Tenant; id: number }) {
  const row = await findProduct(ctx.db, { organisationId: tenant.organisation.id, id });
  if (!row) throw notFound();
  return { min_stock: row.product.minStock };
}

export async function setMinStock({
  ctx,
  tenant,
  id,
  minStock,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  minStock: number | null;
}) {
  const row = await updateProduct(ctx.db, { organisationId: tenant.organisation.id, id }, { minStock });
  if (!row) throw notFound();
  return { min_stock: row.minStock };
}
