import type { SearchHit, SearchKind, SearchLink } from '@backoffice/shared';
import type { Executor } from '../db/client.ts';

/** What a module's search is asked: the trimmed query, and how many hits to return at most. */
export interface SearchRequest {
  organisationId: number;
  query: string;
  limit: number;
}

/**
 * One kind of record the global search finds. A module declares its source beside its
 * repository (`<module>.search.ts`) and adds it to modules/search/search-sources.search.ts; the search
 * itself knows nothing of the kinds.
 */
export interface SearchSource {
  kind: SearchKind;
  label: string;
  /** The kind's full list filtered by the query, when it has one. */
  listAll?: (query: string) => SearchLink;
  /** Best matches first: exact, then prefix, then the rest. */
  find(db: Executor, request: SearchRequest): Promise<SearchHit[]>;
}
