// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { productSearchQueryOptions } from '../../../lib/api/search-products.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE, renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { supplierListQueryOptions } from './get-suppliers.ts';
import { useUpdateSupplier } from './update-supplier.ts';

const ORG = '01JSUPPLIERORG';
const BASE = `/api/organisations/${ORG}`;

describe('supplier mutations', () => {
  it('saving a supplier refetches the supplier lists and the products (they show its name)', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/suppliers`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/products`]: () => jsonResponse(200, EMPTY_PAGE),
      [`PUT ${BASE}/suppliers/3`]: () => jsonResponse(200, { data: { id: 3, name: 'Acme' } }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useUpdateSupplier(),
      [supplierListQueryOptions(ORG, {}), productSearchQueryOptions(ORG, '')],
    );

    await run((update) =>
      update.mutateAsync({
        organisationUlid: ORG,
        id: 3,
        supplier: { name: 'Acme', warehouse_id: null, shipping_times: [] },
      }),
    );

    expect(requestCount(requests, 'GET', `${BASE}/suppliers`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/products`)).toBe(2);
  });
});
