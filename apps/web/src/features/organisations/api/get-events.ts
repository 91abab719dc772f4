import type { EventsResponse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { eventKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

/** The events with their channels, and whether Slack is configured on the server (meta). */
export function getEvents(organisationUlid: string, signal?: AbortSignal): Promise<EventsResponse> {
  return apiClient.get<EventsResponse>(organisationPaths.events(organisationUlid), { signal });
}

export function eventsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: eventKeys.list(organisationUlid),
    queryFn: ({ signal }) => getEvents(organisationUlid, signal),
    // Its card shows the error with a retry; a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
