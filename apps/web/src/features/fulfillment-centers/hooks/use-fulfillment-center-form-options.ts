import type { Country, Marketplace } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';

export interface FulfillmentCenterFormOptions {
  marketplaces: readonly Marketplace[];
  /** By name. */
  countries: readonly Country[];
}

/** The fulfilment centre form's marketplaces and countries; undefined while they load. */
export function useFulfillmentCenterFormOptions(): FulfillmentCenterFormOptions | undefined {
  const reference = useQuery(referenceQueryOptions());
  const countries = useMemo(
    () => [...(reference.data?.countries ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [reference.data],
  );
  if (reference.isPending) return undefined;
  return { marketplaces: reference.data?.marketplaces ?? [], countries };
}
