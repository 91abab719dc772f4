import type { Supplier, SupplierProductsRequest, SupplierRequest } from '@backoffice/shared';
import { referencedOr } from '../../db/errors.ts';
import { FieldErrorBag, notFound } from '../../lib/app-error.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { productsExist } from '../products/products.facts.ts';
import { dropMainSupplier } from '../products/products.usecases.ts';
import { supplierErrors } from '../suppliers/suppliers.errors.ts';
import { findSupplier, lockSupplier, shippingTimesOf } from '../suppliers/suppliers.facts.ts';
import { presentSupplier } from '../suppliers/suppliers.presenter.ts';
import {
  createSupplier,
  dropSupplier,
  planProductLinks,
  replaceProductLinks,
  updateSupplierDetails,
} from '../suppliers/suppliers.usecases.ts';
import { supplierProducts } from './supplier-products.repository.ts';

// The supplier's page shows the products it supplies, and changing its links (or deleting it)
// clears the main supplier of products it no longer supplies. Products point at suppliers (and
// sit above them), so these pages are composed here.

export async function showSupplier({ db, organisationId, id }: OnRecord): Promise<{ supplier: Supplier }> {
  const row = orNotFound(await findSupplier(db, { organisationId, id }));
  const times = await shippingTimesOf(db, { organisationId, supplierIds: [id] });
  const products = await supplierProducts(db, { organisationId, id });
  return { supplier: presentSupplier(row, times.get(id) ?? [], products) };
}

export async function createAndShowSupplier({
  db,
  organisationId,
  input,
}: InOrganisation & { input: SupplierRequest }): Promise<{ supplier: Supplier }> {
  const { id } = await createSupplier({ db, organisationId, input });
  return showSupplier({ db, organisationId, id });
}

export async function updateAndShowSupplier({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: SupplierRequest }): Promise<{ supplier: Supplier }> {
  await updateSupplierDetails({ db, organisationId, id, input });
  return showSupplier({ db, organisationId, id });
}

/**
 * Deletes the supplier; one that purchase orders name stays (422 suppliers.in_use). Products that
 * had it as their main supplier keep none (marked updated), its links and shipping times cascade.
 */
export async function removeSupplier({ db, organisationId, id }: OnRecord): Promise<void> {
  const deleted = await referencedOr(supplierErrors.inUse, () =>
    db.transaction(async (tx) => {
      await dropMainSupplier({ tx, organisationId, supplierId: id, keptProductIds: [] });
      return dropSupplier({ tx, organisationId, id });
    }),
  );
  if (!deleted) throw notFound();
}

/**
 * PUT /suppliers/{id}/products: the supplier's products become exactly the list sent. A product it
 * no longer supplies stops naming it as the main supplier, so "main supplier" always is one of
 * the product's suppliers. A link's minimums left out stay as they are (planProductLinks).
 */
export async function setSupplierProducts({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: SupplierProductsRequest }): Promise<{ supplier: Supplier }> {
  await db.transaction(async (tx) => {
    const supplier = orNotFound(await lockSupplier(tx, { organisationId, id }));
    const ids = input.products.map((link) => link.product_id);
    const known = await productsExist(tx, { organisationId, ids });
    const errors = new FieldErrorBag();
    const seen = new Set<number>();
    input.products.forEach((link, index) => {
      if (!known.has(link.product_id)) errors.add(supplierErrors.invalidProduct(index));
      else if (seen.has(link.product_id)) errors.add(supplierErrors.productListedTwice(index));
      seen.add(link.product_id);
    });
    const { links, errors: minimumErrors } = await planProductLinks({
      tx,
      organisationId,
      supplier,
      links: input.products,
    });
    for (const error of minimumErrors) errors.add(error);
    errors.throwIfAny();
    await replaceProductLinks({ tx, organisationId, id, links });
    await dropMainSupplier({
      tx,
      organisationId,
      supplierId: id,
      keptProductIds: links.map((link) => link.productId),
    });
  });
  return showSupplier({ db, organisationId, id });
}
