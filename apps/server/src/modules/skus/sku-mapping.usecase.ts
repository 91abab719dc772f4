import type { SkuMappingRequest } from '@backoffice/shared';
import { uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { lockProduct, productNameTaken } from '../products/products.facts.ts';
import { createNamedProduct } from '../products/products.usecases.ts';
import { skusExist } from './owned-skus.repository.ts';
import { skuErrors } from './skus.errors.ts';
import { mapSkus } from './skus.repository.ts';

/**
 * The mapping screen: points every selected SKU at one product, an existing one or one created
 * here by name, all in one transaction (a failure maps none of them).
 */
export async function mapSkusToProduct({
  db,
  organisationId,
  input,
}: InOrganisation & { input: SkuMappingRequest }): Promise<{
  product: { id: number; name: string };
  mapped: number;
}> {
  const skuIds = [...new Set(input.sku_ids)];
  // The unique index on product names answers a creation racing past the check the same way.
  return uniqueOr(skuErrors.newProductNameTaken, () =>
    db.transaction(async (tx) => {
      const errors = new FieldErrorBag();
      const known = await skusExist(tx, { organisationId, ids: skuIds });
      if (known.size !== skuIds.length) errors.add(skuErrors.invalidSkus());
      let product: { id: number; name: string } | undefined;
      if (input.product_id !== undefined) {
        product = await lockProduct(tx, { organisationId, id: input.product_id });
        if (!product) errors.add(skuErrors.invalidProduct());
      } else if (
        input.new_product_name !== undefined &&
        (await productNameTaken(tx, { organisationId, name: input.new_product_name }))
      )
        errors.add(skuErrors.newProductNameTaken());
      errors.throwIfAny();
      product ??= (await createNamedProduct({ tx, organisationId, name: input.new_product_name ?? '' }))
        .product;
      const mapped = await mapSkus(tx, { organisationId, skuIds, productId: product.id });
      // A SKU's product (and its COGS) decides which of its orders are problem orders.
      await recordEvent(tx, {
        organisationId,
        type: 'sku.changed',
        aggregate: 'organisation',
        payload: { skuIds },
      });
      return { product: { id: product.id, name: product.name }, mapped };
    }),
  );
}
