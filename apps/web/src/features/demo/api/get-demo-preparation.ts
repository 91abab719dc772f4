import type { DemoPreparation } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationApiPath } from '../../../lib/api-paths.ts';
import { resourceKeys } from '../../../lib/query-keys.ts';

/** The filling of a first start's demo organisation: `all(ulid)`, one per organisation. */
export const demoPreparationKeys = resourceKeys('demo-preparation');

/** While the demo is being filled the banner asks again this often; once it is done, never. */
export const DEMO_PREPARATION_POLL_MS = 2_000;

export async function getDemoPreparation(
  organisationUlid: string,
  signal?: AbortSignal,
): Promise<DemoPreparation | null> {
  const response = await apiClient.get<{ data: DemoPreparation | null }>(
    organisationApiPath(organisationUlid, 'demo-preparation'),
    { signal },
  );
  return response.data;
}

export function demoPreparationQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: demoPreparationKeys.all(organisationUlid),
    queryFn: ({ signal }) => getDemoPreparation(organisationUlid, signal),
    // An organisation that is not a demo being made never becomes one: asked once a session.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => {
      const preparation = query.state.data;
      return preparation && preparation.finished_at === null ? DEMO_PREPARATION_POLL_MS : false;
    },
  });
}
