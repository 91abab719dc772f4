// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import {
  EMPTY_PAGE,
  renderWithWatchedQueries,
  requestCount,
  watchedList,
} from '../../../testing/query-probe.tsx';
import { useDeleteReportSource } from './delete-report-source.ts';
import { reportSourceQueryOptions } from './get-report-source.ts';

const ORG = '01JSOURCEORG';
const BASE = `/api/organisations/${ORG}`;

describe('report source mutations', () => {
  it('deleting a source refetches the sources, warehouses and channels, but not the deleted source', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [] }),
      [`GET ${BASE}/report-sources/2`]: () => jsonResponse(200, { data: { id: 2, name: 'Amazon EU' } }),
      [`GET ${BASE}/warehouses`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/sales-channels`]: () => jsonResponse(200, EMPTY_PAGE),
      [`DELETE ${BASE}/report-sources/2`]: () => new Response(null, { status: 204 }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useDeleteReportSource(),
      [
        reportSourcesQueryOptions(ORG),
        reportSourceQueryOptions(ORG, 2),
        watchedList(ORG, 'warehouses', `${BASE}/warehouses`),
        watchedList(ORG, 'sales-channels', `${BASE}/sales-channels`),
      ],
    );

    await run((remove) => remove.mutateAsync({ organisationUlid: ORG, id: 2 }));

    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/report-sources`)).toBe(2);
    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/warehouses`)).toBe(2);
    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/sales-channels`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/report-sources/2`)).toBe(1);
  });
});
