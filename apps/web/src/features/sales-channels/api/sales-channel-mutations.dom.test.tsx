// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE, renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { useCreateSalesChannel } from './create-sales-channel.ts';
import { salesChannelsQueryOptions } from './get-sales-channels.ts';

const ORG = '01JCHANNELORG';
const BASE = `/api/organisations/${ORG}`;

describe('sales channel mutations', () => {
  it('creating a channel refetches the channel lists and the report sources (they list their channels)', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/sales-channels`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [] }),
      [`POST ${BASE}/sales-channels`]: () => jsonResponse(201, { data: { id: 4, name: 'Shop' } }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useCreateSalesChannel(),
      [salesChannelsQueryOptions(ORG, {}), reportSourcesQueryOptions(ORG)],
    );

    await run((create) =>
      create.mutateAsync({
        organisationUlid: ORG,
        body: { name: 'Shop', type: 'shopify', marketplace_id: null, report_source_id: null },
      }),
    );

    expect(requestCount(requests, 'GET', `${BASE}/sales-channels`)).toBe(2);
    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/report-sources`)).toBe(2);
  });
});
