import type { Transfer } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

/** The latest transfers carrying the product's SKUs (spec section 7: "a list of transfers"). */
export async function getProductTransfers(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Transfer[]> {
  const response = await apiClient.get<{ data: Transfer[] }>(productPaths.transfers(organisationUlid, id), {
    signal,
  });
  return response.data;
}

/** Under the product's detail; a transfer's change refreshes every product query (TRANSFER_CHANGES). */
export function productTransfersQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: productKeys.transfers(organisationUlid, id),
    queryFn: ({ signal }) => getProductTransfers(organisationUlid, id, signal),
  });
}
