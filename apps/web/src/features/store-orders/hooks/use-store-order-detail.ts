import type { StoreOrder } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { storeOrderQueryOptions } from '../api/get-store-order.ts';

/** The order as listed at once, then as its detail (margin, timeline, the latest problems) once loaded. */
export function useStoreOrderDetail(organisationUlid: string, listed: StoreOrder) {
  const detail = useQuery(storeOrderQueryOptions(organisationUlid, listed.id));
  const order: StoreOrder = detail.data ?? listed;
  return { detail, order };
}
