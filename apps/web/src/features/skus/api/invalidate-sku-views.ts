import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * A SKU change shows in SKU lists, in its product's SKU table and stock, and possibly in the
 * sidebar's "needs attention" count (unmapped or without COGS).
 */
export function invalidateSkuViews(queryClient: QueryClient, organisation: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.skus(organisation) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.counts(organisation) }),
  ]);
}
