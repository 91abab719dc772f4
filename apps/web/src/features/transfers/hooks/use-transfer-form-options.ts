import type { TransferSuggestion, Warehouse } from '@backoffice/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { transferWarehousesQueryOptions } from '../api/get-transfer-places.ts';
import { transferSuggestionQueryOptions } from '../api/get-transfer-suggestion.ts';

export interface TransferFormOptions {
  /** Empty while the list loads: the form's selects show their value once their option arrives. */
  warehouses: readonly Warehouse[];
  /** What to send from the origin into the destination now, asked when "Suggested items" is pressed. */
  suggest: (places: { originId: number; destinationId: number }) => Promise<TransferSuggestion>;
}

/** The warehouses a transfer's form offers, and its suggestion's fetcher. */
export function useTransferFormOptions(organisationUlid: string): TransferFormOptions {
  const queryClient = useQueryClient();
  const warehouses = useQuery(transferWarehousesQueryOptions(organisationUlid));
  const suggest = useCallback<TransferFormOptions['suggest']>(
    (places) => queryClient.fetchQuery(transferSuggestionQueryOptions(organisationUlid, places)),
    [queryClient, organisationUlid],
  );
  return { warehouses: warehouses.data?.data ?? [], suggest };
}
