import type { SkuMappingRequest } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { insertProduct, lockProduct, productNameTaken } from '../products/products.repository.ts';
import { PRODUCT_NAME_TAKEN } from '../products/products.usecases.ts';
import { mapSkus, skusExist } from './skus.repository.ts';
import { INVALID_PRODUCT } from './skus.usecases.ts';

export const INVALID_SKUS = 'The selected sku ids are invalid.';

/**
 * The mapping screen: points every selected SKU at one product, an existing one or one created
 * here by name, all in one transaction (a failure maps none of them).
 */
export async function mapSkusToProduct({
  ctx,
  tenant,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  input: SkuMappingRequest;
}): Promise<{ product: { id: number; name: string }; mapped: number }> {
  const organisationId = tenant.organisation.id;
  const skuIds = [...new Set(input.sku_ids)];
  try {
    return await ctx.db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      const known = await skusExist(tx, organisationId, skuIds);
      if (known.size !== skuIds.length) errors.sku_ids = [INVALID_SKUS];
      let product: { id: number; name: string } | undefined;
      if (input.product_id !== undefined) {
        product = await lockProduct(tx, { organisationId, id: input.product_id });
        if (!product) errors.product_id = [INVALID_PRODUCT];
      } else if (
        input.new_product_name !== undefined &&
        (await productNameTaken(tx, { organisationId, name: input.new_product_name }))
      )
        errors.new_product_name = [PRODUCT_NAME_TAKEN];
      if (Object.keys(errors).length) throw validationFailed(errors);
      product ??= await insertProduct(tx, organisationId, { name: input.new_product_name ?? '' });
      const mapped = await mapSkus(tx, { organisationId, skuIds, productId: product.id });
      return { product: { id: product.id, name: product.name }, mapped };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ new_product_name: [PRODUCT_NAME_TAKEN] });
    throw error;
  }
}
