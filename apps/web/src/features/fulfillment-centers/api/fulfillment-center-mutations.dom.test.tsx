// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE, renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { useCreateFulfillmentCenter } from './create-fulfillment-center.ts';
import { fulfillmentCentersQueryOptions } from './get-fulfillment-centers.ts';

const ORG = '01JFCORG';
const BASE = `/api/organisations/${ORG}`;

describe('fulfilment centre mutations', () => {
  it('adding a fulfilment centre refetches the list', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/fulfillment-centers`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/fulfillment-centers`]: () => jsonResponse(201, { data: { id: 1, name: 'PHX7' } }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useCreateFulfillmentCenter(),
      [fulfillmentCentersQueryOptions(ORG, {})],
    );

    await run((create) =>
      create.mutateAsync({
        organisationUlid: ORG,
        body: { name: 'PHX7', marketplace_id: null, country_id: null, state: null },
      }),
    );

    expect(requestCount(requests, 'GET', `${BASE}/fulfillment-centers`)).toBe(2);
  });
});
