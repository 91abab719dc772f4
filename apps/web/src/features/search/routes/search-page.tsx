import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { searchQueryOptions } from '../api/get-search.ts';
import { SearchResults } from '../components/search-results.tsx';
import { searchLinkPath } from '../search-link.ts';

const TYPING_PAUSE_MS = 250;

/**
 * The generic search (spec section 2: the header's search lands here with ?query=…). Results
 * come as you type; the query is kept in the URL so a reload or a shared link shows the same.
 */
export function SearchPage() {
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('query') ?? '';
  const [text, setText] = useState(fromUrl);
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const lastSettled = useRef(settled);
  // What this page last wrote to the URL: its arrival (the router may apply it after more typing)
  // must not overwrite the input; only a search from elsewhere (the header) does.
  const written = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // A new search from the header while this page is open replaces what was typed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL may overwrite the input.
  useEffect(() => {
    if (fromUrl === written.current) return;
    if (fromUrl !== text.trim()) setText(fromUrl);
  }, [fromUrl]);

  // What was typed goes to the URL once typing pauses (replacing the entry: no history per word).
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled === fromUrl) return;
    written.current = settled;
    setParams(settled === '' ? {} : { query: settled }, { replace: true });
  }, [settled, fromUrl, setParams]);

  const searchable = settled.length >= SEARCH_QUERY_MIN_LENGTH;
  const search = useQuery({ ...searchQueryOptions(organisationUlid, settled), enabled: searchable });
  // The last answer stays up while the next one runs (no flash per key); Enter opens only a hit
  // of the query as typed now.
  const shown = searchable ? search.data : undefined;
  const firstHit = shown?.query === settled ? shown.groups[0]?.hits[0] : undefined;

  const focusFirstHit = () =>
    results.current?.querySelector<HTMLAnchorElement>('a[data-search-hit]')?.focus();

  return (
    <>
      <PageHeader title="Search" />
      <Form
        role="search"
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (firstHit) void navigate(searchLinkPath(firstHit.link, organisationUlid));
        }}
      >
        <Form.Label htmlFor="search-page-input" className="visually-hidden">
          Search
        </Form.Label>
        <div className="position-relative">
          <Form.Control
            id="search-page-input"
            ref={input}
            type="search"
            size="lg"
            autoFocus
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="SKU id, ASIN, product, supplier, warehouse…"
            aria-describedby="search-page-hint"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && shown) {
                event.preventDefault();
                focusFirstHit();
              }
            }}
          />
          {search.isFetching && searchable && (
            <Spinner
              animation="border"
              size="sm"
              role="status"
              aria-label="Searching"
              className="position-absolute top-50 end-0 translate-middle-y me-5"
            />
          )}
        </div>
        <Form.Text id="search-page-hint">
          {organisation ? `In ${organisation.name}. ` : ''}Arrow keys move through the results, Enter opens
          one.
        </Form.Text>
      </Form>
      <div ref={results}>
        {!searchable ? (
          <p className="text-body-secondary">
            Type at least {SEARCH_QUERY_MIN_LENGTH} characters of a SKU id, ASIN or name to search SKUs,
            products, suppliers, warehouses and fulfillment centers.
          </p>
        ) : search.isError ? (
          <ErrorState message="The search failed." onRetry={() => void search.refetch()} />
        ) : shown && shown.groups.length === 0 ? (
          <p className="text-body-secondary" role="status">
            Nothing matches “{shown.query}”{organisation ? ` in ${organisation.name}` : ''}.
          </p>
        ) : shown ? (
          <SearchResults
            groups={shown.groups}
            query={shown.query}
            organisationUlid={organisationUlid}
            onLeaveTop={() => input.current?.focus()}
          />
        ) : null}
      </div>
    </>
  );
}
