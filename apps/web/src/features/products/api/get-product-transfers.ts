import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

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
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<ProductTransfer[]> {
  const response = await apiClient.get<{ data: ProductTransfer[] }>(
    productPaths.transfers(organisationUlid, id),
    { signal },
  );
  return response.data;
}

export function productTransfersQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: productKeys.transfers(organisationUlid, id),
    queryFn: ({ signal }) => getProductTransfers(organisationUlid, id, signal),
  });
}
