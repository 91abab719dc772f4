import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey, productPath } from './get-product.ts';

/**
 * Transfers carrying the product's SKUs (spec section 7: "a list of transfers"). Transfers arrive
 * with a later issue and have no contract yet, so only the fields every transfer has are typed.
 */
export interface ProductTransfer {
  id: number;
  name?: string | null;
  status?: string | null;
  shipping_date?: string | null;
  [field: string]: unknown;
}

export async function getProductTransfers(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<ProductTransfer[]> {
  const response = await apiClient.get<{ data: ProductTransfer[] }>(
    `${productPath(organisation, id)}/transfers`,
    {
      signal,
    },
  );
  return response.data;
}

export function productTransfersQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...productKey(organisation, id), 'transfers'] as const,
    queryFn: ({ signal }) => getProductTransfers(organisation, id, signal),
  });
}
