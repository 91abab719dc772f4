import type { SearchGroup, SearchQuery } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { searchSources } from './search-sources.search.ts';

/**
 * Searches every registered kind of record of the organisation for the query: up to `limit` hits
 * per kind, and whether there are more (one row past the limit is read to know). Kinds without a
 * hit are left out. Sources run one after another: inside the request's tenant transaction they
 * share one connection anyway.
 */
export async function searchOrganisation({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: SearchQuery }): Promise<{
  groups: SearchGroup[];
}> {
  const groups: SearchGroup[] = [];
  for (const source of searchSources) {
    const found = await source.find(db, { organisationId, query: query.query, limit: query.limit + 1 });
    if (found.length === 0) continue;
    const hasMore = found.length > query.limit;
    groups.push({
      kind: source.kind,
      label: source.label,
      hits: found.slice(0, query.limit),
      has_more: hasMore,
      all: source.listAll?.(query.query) ?? null,
    });
  }
  return { groups };
}
