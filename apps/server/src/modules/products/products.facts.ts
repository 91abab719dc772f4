/**
 * What other modules may read of products (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import products's tables or repositories.
 */

import { facts } from '../../db/facts.ts';
import { products } from './products.tables.ts';

/**
 * Products as other modules join them: the name shown beside their SKUs, cost and minimum stock;
 * the whole record for the catalog's product pages.
 */
export const productFacts = productFactsAs('product_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function productFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: products.organisationId,
      id: products.id,
      name: products.name,
      supplierId: products.supplierId,
      cogs: products.cogs,
      cogsCurrency: products.cogsCurrency,
      minStock: products.minStock,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .as(alias);
}

/**
 * Product lookups for the writes of modules above: which ids are the organisation's (key-share
 * locked), a name taken (case-blind), products by case-blind name (an import), and the product
 * locked for update (a deletion, a mapping to it).
 */
export { lockProduct, productNameTaken, productsByLowerName, productsExist } from './products.repository.ts';
/** The product row, as the catalog's pages present it. */
export type { ProductRow } from './products.tables.ts';
