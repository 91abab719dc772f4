import type { QueryClient } from '@tanstack/react-query';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';

/**
 * What a shipment's change shows in: shipments, and, since importing (or auto_import) creates,
 * ships or receives its transfer, everything a transfer's change shows in.
 */
export function invalidateShipmentChanges(queryClient: QueryClient, organisationUlid: string) {
  return invalidateResources(queryClient, organisationUlid, ['shipments', ...TRANSFER_CHANGES]);
}
