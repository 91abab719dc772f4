import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productFacts } from '../products/products.facts.ts';
import { productSupplierFacts } from '../suppliers/suppliers.facts.ts';

/** The products the supplier supplies, with the pivot (its page's `products`). */
export async function supplierProducts(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
) {
  return db
    .select({
      id: productFacts.id,
      name: productFacts.name,
      bufferDays: productSupplierFacts.bufferDays,
      productionLeadDays: productSupplierFacts.productionLeadDays,
      minOrderQuantity: productSupplierFacts.minOrderQuantity,
      minOrderValue: productSupplierFacts.minOrderValue,
    })
    .from(productSupplierFacts)
    .innerJoin(
      productFacts,
      and(
        eq(productFacts.organisationId, productSupplierFacts.organisationId),
        eq(productFacts.id, productSupplierFacts.productId),
      ),
    )
    .where(
      and(eq(productSupplierFacts.organisationId, organisationId), eq(productSupplierFacts.supplierId, id)),
    )
    .orderBy(asc(sql`lower(${productFacts.name})`), asc(productFacts.id));
}
