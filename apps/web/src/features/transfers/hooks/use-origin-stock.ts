import { useQuery } from '@tanstack/react-query';
import { originStockQueryOptions } from '../api/get-origin-stock.ts';

/**
 * What the origin holds of the SKUs on the list, by SKU id; asked again as the list changes, and
 * not at all while the transfer leaves no warehouse of the organisation or lists nothing.
 */
export function useOriginStock(
  organisationUlid: string,
  originUlid: string | undefined,
  skuIds: readonly number[],
) {
  const stock = useQuery({
    ...originStockQueryOptions(organisationUlid, originUlid ?? '', skuIds),
    enabled: originUlid !== undefined && skuIds.length > 0,
  });
  return { held: stock.data, loading: stock.isPending && stock.fetchStatus !== 'idle' };
}
