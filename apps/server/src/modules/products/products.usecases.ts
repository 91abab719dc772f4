import {
  DEFAULT_CURRENCY,
  type Paginated,
  type Product,
  type ProductListQuery,
  type ProductRequest,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag, notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { suppliersExist } from '../suppliers/suppliers.repository.ts';
import { resolveCogs } from './cogs.domain.ts';
import { productErrors } from './products.errors.ts';
import { presentProduct } from './products.presenter.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  insertProducts,
  linkSupplier,
  lockProduct,
  type ProductValues,
  productNameTaken,
  productSkus,
  productSupplierLinks,
  updateProduct,
} from './products.repository.ts';
import { productList } from './products-list.repository.ts';

export async function listProductsPage({
  db,
  organisationId,
  query,
}: InOrganisation & { query: ProductListQuery }): Promise<{ page: Paginated<Product> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      productList(db, { organisationId, filters }),
      (rows) => rows.map((row) => presentProduct(row)),
    ),
  };
}

/** The detail: the product with its SKUs (and their stock) and its suppliers with lead times. */
export async function showProduct({ db, organisationId, id }: OnRecord): Promise<{ product: Product }> {
  const row = orNotFound(await findProduct(db, { organisationId, id }));
  const skus = await productSkus(db, { organisationId, productId: id });
  const suppliers = await productSupplierLinks(db, { organisationId, productId: id });
  return { product: presentProduct(row, { skus, suppliers }) };
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
  const errors = new FieldErrorBag();
  if (await productNameTaken(db, { organisationId, name: input.name, exceptId: current?.id }))
    errors.add(productErrors.nameTaken());
  if (
    input.supplier_id != null &&
    !(await suppliersExist(db, { organisationId, ids: [input.supplier_id] })).size
  )
    errors.add(productErrors.invalidSupplier());
  const cogs = resolveCogs(current ?? { cogs: null, cogsCurrency: DEFAULT_CURRENCY }, {
    cogs: input.cogs,
    cogsCurrency: input.cogs_currency,
  });
  if (!cogs.ok) errors.add(cogs.error);
  errors.throwIfAny();
  return {
    name: input.name,
    ...(input.supplier_id !== undefined ? { supplierId: input.supplier_id } : {}),
    ...(input.min_stock !== undefined ? { minStock: input.min_stock } : {}),
    ...(cogs.ok ? cogs.value : {}),
  };
}

export async function createProduct({
  db,
  organisationId,
  input,
}: InOrganisation & { input: ProductRequest }): Promise<{ product: Product }> {
  // The unique index on the name answers a create racing past the check with the same error.
  const { id } = await uniqueOr(productErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const values = await productValues(tx, { organisationId, input });
      const row = await insertProduct(tx, { organisationId, values });
      // A product's main supplier is always one of its suppliers (with default lead times).
      if (row.supplierId !== null)
        await linkSupplier(tx, { organisationId, productId: row.id, supplierId: row.supplierId });
      return row;
    }),
  );
  return showProduct({ db, organisationId, id });
}

export async function updateProductDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: ProductRequest }): Promise<{ product: Product }> {
  await uniqueOr(productErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const current = orNotFound(await lockProduct(tx, { organisationId, id }));
      const values = await productValues(tx, { organisationId, input, current });
      const row = await updateProduct(tx, { organisationId, id, values });
      if (row?.supplierId != null)
        await linkSupplier(tx, { organisationId, productId: id, supplierId: row.supplierId });
    }),
  );
  return showProduct({ db, organisationId, id });
}

/** Deletes the product in one transaction: its SKUs are unmapped, its supplier links removed. */
export async function removeProduct({ db, organisationId, id }: OnRecord): Promise<void> {
  const deleted = await db.transaction((tx) => deleteProduct(tx, { organisationId, id }));
  if (!deleted) throw notFound();
}

export async function getMinStock({
  db,
  organisationId,
  id,
}: OnRecord): Promise<{ minStock: number | null }> {
  const row = orNotFound(await findProduct(db, { organisationId, id }));
  return { minStock: row.product.minStock };
}

export async function setMinStock({
  db,
  organisationId,
  id,
  minStock,
}: OnRecord & { minStock: number | null }): Promise<{ minStock: number | null }> {
  const row = orNotFound(await updateProduct(db, { organisationId, id, values: { minStock } }));
  return { minStock: row.minStock };
}

/** Products in bulk (generated data: the demo's), in the caller's transaction; answers their ids by name. */
export async function addProducts({
  tx,
  organisationId,
  products,
}: {
  tx: Executor;
  organisationId: number;
  products: readonly (ProductValues & { name: string })[];
}): Promise<{ products: { id: number; name: string }[] }> {
  return { products: await insertProducts(tx, { organisationId, rows: products }) };
}
