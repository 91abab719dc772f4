import { DEFAULT_CURRENCY, type ProductRequest } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { suppliersExist } from '../suppliers/suppliers.facts.ts';
import { linkProductSupplier } from '../suppliers/suppliers.usecases.ts';
import { resolveCogs } from './cogs.domain.ts';
import { productErrors } from './products.errors.ts';
import {
  deleteProduct,
  dropSupplierFromProducts,
  findProductRow,
  insertProduct,
  insertProducts,
  lockProduct,
  type ProductValues,
  productNameTaken,
  updateProduct,
} from './products.repository.ts';

// The product pages (shown with their SKUs, stock and suppliers) are catalog's: SKUs point at
// products and sit above them. These are the writes those pages call, with the products' rules.

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

/** Creates the product (its main supplier linked as one of its suppliers); answers its id. */
export async function createProduct({
  db,
  organisationId,
  input,
}: InOrganisation & { input: ProductRequest }): Promise<{ id: number }> {
  // The unique index on the name answers a create racing past the check with the same error.
  const { id } = await uniqueOr(productErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const values = await productValues(tx, { organisationId, input });
      const row = await insertProduct(tx, { organisationId, values });
      // A product's main supplier is always one of its suppliers (with default lead times).
      if (row.supplierId !== null)
        await linkProductSupplier({ tx, organisationId, productId: row.id, supplierId: row.supplierId });
      return row;
    }),
  );
  return { id };
}

/** Updates the product; a main supplier it names becomes one of its suppliers. */
export async function updateProductDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: ProductRequest }): Promise<void> {
  await uniqueOr(productErrors.nameTaken, () =>
    db.transaction(async (tx) => {
      const current = orNotFound(await lockProduct(tx, { organisationId, id }));
      const values = await productValues(tx, { organisationId, input, current });
      const row = await updateProduct(tx, { organisationId, id, values });
      if (row?.supplierId != null)
        await linkProductSupplier({ tx, organisationId, productId: id, supplierId: row.supplierId });
    }),
  );
}

/**
 * Deletes the product in the caller's transaction, which has locked it (lockProduct) and unmapped
 * its SKUs; its supplier links go with it. Answers whether it was there.
 */
export async function dropProduct({
  tx,
  organisationId,
  id,
}: {
  tx: Executor;
  organisationId: number;
  id: number;
}): Promise<boolean> {
  return deleteProduct(tx, { organisationId, id });
}

/**
 * Products whose main supplier is `supplierId` stop naming it, except `keptProductIds`, in the
 * caller's transaction: the supplier stopped supplying them, or is being deleted.
 */
export async function dropMainSupplier({
  tx,
  organisationId,
  supplierId,
  keptProductIds,
}: {
  tx: Executor;
  organisationId: number;
  supplierId: number;
  keptProductIds: number[];
}): Promise<void> {
  await dropSupplierFromProducts(tx, { organisationId, supplierId, keptProductIds });
}

/** A product made by name in the caller's transaction (the SKU mapping screen's new product). */
export async function createNamedProduct({
  tx,
  organisationId,
  name,
}: {
  tx: Executor;
  organisationId: number;
  name: string;
}): Promise<{ product: { id: number; name: string } }> {
  const row = await insertProduct(tx, { organisationId, values: { name } });
  return { product: { id: row.id, name: row.name } };
}

export async function getMinStock({
  db,
  organisationId,
  id,
}: OnRecord): Promise<{ minStock: number | null }> {
  const row = orNotFound(await findProductRow(db, { organisationId, id }));
  return { minStock: row.minStock };
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
