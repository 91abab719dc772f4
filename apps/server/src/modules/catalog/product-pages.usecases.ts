import type { Paginated, Product, ProductListQuery, ProductRequest } from '@backoffice/shared';
import { notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { lockProduct } from '../products/products.facts.ts';
import { createProduct, dropProduct, updateProductDetails } from '../products/products.usecases.ts';
import { unmapProductSkus } from '../skus/product-skus.usecase.ts';
import { listProducts, productList } from './product-list.repository.ts';
import { findProduct, productSkus, productSupplierLinks } from './product-pages.repository.ts';
import { presentProduct, productCsvRow } from './products.presenter.ts';

// The product pages: a product is shown with its SKUs and their stock, and its deletion unmaps
// its SKUs. SKUs point at products (and sit above them), so the pages are composed here.

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

export async function createAndShowProduct({
  db,
  organisationId,
  input,
}: InOrganisation & { input: ProductRequest }): Promise<{ product: Product }> {
  const { id } = await createProduct({ db, organisationId, input });
  return showProduct({ db, organisationId, id });
}

export async function updateAndShowProduct({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: ProductRequest }): Promise<{ product: Product }> {
  await updateProductDetails({ db, organisationId, id, input });
  return showProduct({ db, organisationId, id });
}

/** Deletes the product in one transaction: its SKUs are unmapped, its supplier links removed. */
export async function removeProduct({ db, organisationId, id }: OnRecord): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    // Locked first, so a mapping to this product either commits before (and is undone here) or
    // waits and finds the product gone.
    if (!(await lockProduct(tx, { organisationId, id }))) return false;
    await unmapProductSkus({ tx, organisationId, productId: id });
    return dropProduct({ tx, organisationId, id });
  });
  if (!deleted) throw notFound();
}

/** Every product the list's filters and sort select, as CSV rows (PRODUCT_CSV_COLUMNS.export). */
export async function exportProducts({
  db,
  organisationId,
  query,
}: InOrganisation & { query: ProductListQuery }): Promise<{ rows: ReturnType<typeof productCsvRow>[] }> {
  const rows = await listProducts(db, { organisationId, query });
  return { rows: rows.map(productCsvRow) };
}
