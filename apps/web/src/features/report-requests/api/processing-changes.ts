import type { QueryClient } from '@tanstack/react-query';
import { invalidateResources, type OrganisationResource, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { reportRequestKeys } from '../report-requests-keys.ts';

/**
 * Everything processing a report can write: orders, SKUs created unmapped (SKU lists and the
 * "needs attention" count), sales channels (and the sources' channel lists), per-country
 * warehouses with their stock, and receipts left to transfers.
 */
const PROCESSING_CHANGES: readonly OrganisationResource[] = [
  ...SKU_CHANGES,
  'warehouses',
  'sales-channels',
  'report-sources',
  'transfers',
  'store-orders',
];

/**
 * Processing runs in the background, so what it wrote is refreshed when a request is seen to
 * finish (by its live view), not when it is created. The request's own detail is left alone: it
 * is the query that noticed, and refetching it from inside its own fetch would cancel that fetch.
 */
export function invalidateProcessingChanges(queryClient: QueryClient, organisationUlid: string) {
  return Promise.all([
    invalidateResources(queryClient, organisationUlid, PROCESSING_CHANGES),
    queryClient.invalidateQueries({ queryKey: reportRequestKeys.lists(organisationUlid) }),
  ]);
}
