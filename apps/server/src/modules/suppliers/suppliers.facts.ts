/**
 * What other modules may read of suppliers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import suppliers's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { productSuppliers, suppliers } from './suppliers.tables.ts';

/** Suppliers as other modules join them: the name a purchase order shows and is searched by. */
export const supplierFacts = supplierFactsAs('supplier_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function supplierFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: suppliers.organisationId,
      id: suppliers.id,
      name: suppliers.name,
      warehouseId: suppliers.warehouseId,
      currency: suppliers.currency,
    })
    .from(suppliers)
    .as(alias);
}

/** Which supplier supplies which product, with its lead times (purchase orders plan with them). */
export const productSupplierFacts = productSupplierFactsAs('product_supplier_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function productSupplierFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: productSuppliers.organisationId,
      productId: productSuppliers.productId,
      supplierId: productSuppliers.supplierId,
      productionLeadDays: productSuppliers.productionLeadDays,
      bufferDays: productSuppliers.bufferDays,
      minOrderQuantity: productSuppliers.minOrderQuantity,
      minOrderValue: productSuppliers.minOrderValue,
    })
    .from(productSuppliers)
    .as(alias);
}

export type { SupplierListRow } from './suppliers.repository.ts';
/** Suppliers' shipping times by supplier, and which ids are the organisation's suppliers (key-share locked). */
/**
 * A supplier with its warehouse and product count, as its page shows it, and the same row locked
 * for update while its product links change (catalog's supplier pages).
 */
/** Suppliers by case-blind name, for imports that name a supplier (products' CSV). */
export {
  findSupplier,
  lockSupplier,
  shippingTimesOf,
  suppliersByLowerName,
  suppliersExist,
} from './suppliers.repository.ts';
