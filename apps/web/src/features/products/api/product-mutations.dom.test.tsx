// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { supplierOptionsQueryOptions } from '../../../lib/api/get-supplier-options.ts';
import { skuSearchQueryOptions } from '../../../lib/api/search-skus.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { COUNTS, EMPTY_PAGE, renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { useCreateProduct } from './create-product.ts';
import { useDeleteProduct } from './delete-product.ts';
import { productQueryOptions } from './get-product.ts';
import { productListQueryOptions } from './get-products.ts';
import { stockPerWarehouseQueryOptions } from './get-stock-per-warehouse.ts';
import { useUpdateMinStock } from './update-min-stock.ts';

const ORG = '01JPRODUCTORG';
const BASE = `/api/organisations/${ORG}`;
const PRODUCT = { id: 7, name: 'Blue Mug' };

describe('product mutations refresh what shows products', () => {
  it('creating a product refetches the product lists', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/products`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/products`]: () => jsonResponse(201, { data: PRODUCT }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useCreateProduct(),
      [productListQueryOptions(ORG, {})],
    );

    await run((create) =>
      create.mutateAsync({
        organisationUlid: ORG,
        product: { name: 'Blue Mug', cogs: null, cogs_currency: 'USD' },
      }),
    );

    expect(requestCount(requests, 'GET', `${BASE}/products`)).toBe(2);
  });

  it('deleting a product refetches the counts, the SKU lists and the suppliers (its SKUs become unmapped)', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/suppliers`]: () => jsonResponse(200, EMPTY_PAGE),
      [`DELETE ${BASE}/products/7`]: () => new Response(null, { status: 204 }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useDeleteProduct(),
      [countsQueryOptions(ORG), skuSearchQueryOptions(ORG, ''), supplierOptionsQueryOptions(ORG)],
    );

    await run((remove) => remove.mutateAsync({ organisationUlid: ORG, id: 7 }));

    expect(requestCount(requests, 'GET', `${BASE}/counts`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/skus`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/suppliers`)).toBe(2);
  });

  it('saving a minimum stock refetches the product and the lists, not its stock', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/products`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/products/7`]: () => jsonResponse(200, { data: PRODUCT }),
      [`GET ${BASE}/products/7/stock-per-warehouse`]: () => jsonResponse(200, { data: [] }),
      [`PUT ${BASE}/products/7/min-stock`]: () => jsonResponse(200, { data: { min_stock: 12 } }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useUpdateMinStock(),
      [productListQueryOptions(ORG, {}), productQueryOptions(ORG, 7), stockPerWarehouseQueryOptions(ORG, 7)],
    );

    await run((save) => save.mutateAsync({ organisationUlid: ORG, id: 7, minStock: 12 }));

    expect(requestCount(requests, 'GET', `${BASE}/products`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/products/7`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/products/7/stock-per-warehouse`)).toBe(1);
  });
});
