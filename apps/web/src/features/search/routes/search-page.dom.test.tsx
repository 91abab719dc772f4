// @vitest-environment jsdom
import type { SearchResponse } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { SearchPage } from './search-page.tsx';

const ORG = '01JSEARCHORG';
const USER = memberOf(ORG, 'viewer');

function answer(query: string): SearchResponse['data'] {
  if (query === 'nothing') return { query, groups: [] };
  return {
    query,
    groups: [
      {
        kind: 'skus',
        label: 'SKUs',
        has_more: true,
        all: { name: 'skus', params: {}, query: { search: query } },
        hits: [
          {
            id: 7,
            title: 'MAT-GREEN',
            subtitle: 'B0MATGREEN · Bamboo Mat',
            link: { name: 'skus.show', params: { id: 7 } },
          },
          { id: 8, title: 'MAT-BLUE', subtitle: null, link: { name: 'skus.show', params: { id: 8 } } },
        ],
      },
      {
        kind: 'warehouses',
        label: 'Warehouses',
        has_more: false,
        all: { name: 'warehouses', params: {}, query: { search: query } },
        hits: [
          {
            id: '01JW',
            title: 'Mat Depot',
            subtitle: 'Warehouse',
            link: { name: 'warehouses.show', params: { ulid: '01JW' } },
          },
        ],
      },
    ],
  };
}

function renderSearch(query = '') {
  const requests = fakeFetch({
    [`GET /api/organisations/${ORG}/search`]: (request) =>
      jsonResponse(200, { data: answer(request.url.searchParams.get('query') ?? '') }),
  });
  const searches = () => requests.filter((request) => request.url.pathname.endsWith('/search'));
  const rendered = renderUi(
    <UserContext value={USER}>
      <SearchPage />
    </UserContext>,
    { route: `/organisation/${ORG}/search${query}`, path: '/organisation/:organisation/*' },
  );
  return { ...rendered, searches };
}

describe('the search page', () => {
  it('shows the hits of the query in the URL grouped by kind, highlighted, each linking to its screen', async () => {
    renderSearch('?query=mat');
    const hit = await screen.findByRole('link', { name: /MAT-GREEN/ });
    expect(hit.getAttribute('href')).toBe(`/organisation/${ORG}/skus/7`);
    expect(screen.getByRole('heading', { name: 'SKUs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mat Depot/ }).getAttribute('href')).toBe(
      `/organisation/${ORG}/warehouses/01JW`,
    );
    expect([...hit.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['MAT', 'MAT', 'Mat']);
    expect(screen.getByRole('link', { name: /Show all SKUs matching/ }).getAttribute('href')).toBe(
      `/organisation/${ORG}/skus?search=mat`,
    );
    expect(screen.queryByRole('link', { name: /Show all warehouses/ })).toBeNull();
  });

  it('searches as you type once typing pauses, one request, and keeps the query in the URL', async () => {
    const { user, searches, query } = renderSearch();
    expect(screen.getByText(/Type at least 2 characters/)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    expect(await screen.findByText(/Nothing matches “nothing” in /)).toBeTruthy();
    // One request for seven keys (a loaded machine may let the pause pass once mid-word).
    const sent = searches().map((request) => request.url.searchParams.get('query'));
    expect(sent.at(-1)).toBe('nothing');
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(query()).toEqual({ query: 'nothing' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'm');
    expect(await screen.findByText(/Type at least 2 characters/)).toBeTruthy();
    await waitFor(() => expect(query()).toEqual({ query: 'm' }));
    expect(searches()).toHaveLength(sent.length);
  });

  it('moves through the hits with the arrow keys and opens one with Enter', async () => {
    const { user, location } = renderSearch('?query=mat');
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await screen.findByRole('link', { name: /MAT-GREEN/ });
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /MAT-GREEN/ }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Mat Depot/ }));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/organisation/${ORG}/skus/7`);
  });

  it('takes a new search from the header while it is open', async () => {
    const { router, query } = renderSearch('?query=mat');
    await screen.findByRole('link', { name: /MAT-GREEN/ });
    await router.navigate(`/organisation/${ORG}/search?query=nothing`);
    expect(await screen.findByText(/Nothing matches “nothing”/)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('nothing');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(query()).toEqual({ query: 'nothing' });
  });
});
