// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import {
  EMPTY_PAGE,
  renderWithWatchedQueries,
  requestCount,
  watchedList,
} from '../../../testing/query-probe.tsx';
import { warehouseKeys } from '../warehouses-keys.ts';
import { useCreateAdjustment } from './create-adjustment.ts';
import { useDeleteWarehouse } from './delete-warehouse.ts';
import { warehouseQueryOptions } from './get-warehouse.ts';
import { warehouseStockQueryOptions } from './get-warehouse-stock.ts';
import { warehousesQueryOptions } from './get-warehouses.ts';

const ORG = '01JWAREHOUSEORG';
const BASE = `/api/organisations/${ORG}`;
const WAREHOUSE = { ulid: '01JW', name: 'Main' };

describe('warehouse mutations', () => {
  it('a stock adjustment refetches the warehouse, its stock, and the stock of SKUs, products and channels', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/warehouses`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/warehouses/01JW`]: () => jsonResponse(200, { data: WAREHOUSE }),
      [`GET ${BASE}/warehouses/01JW/stock`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/products`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/sales-channels`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/warehouses/01JW/adjustments`]: () => jsonResponse(201, { data: { id: 1 } }),
    });
    const { run } = await renderWithWatchedQueries(
      () => useCreateAdjustment(),
      [
        warehousesQueryOptions(ORG, {}),
        warehouseQueryOptions(ORG, '01JW'),
        warehouseStockQueryOptions(ORG, '01JW', {}),
        watchedList(ORG, 'skus', `${BASE}/skus`),
        watchedList(ORG, 'products', `${BASE}/products`),
        watchedList(ORG, 'sales-channels', `${BASE}/sales-channels`),
      ],
    );

    await run((adjust) =>
      adjust.mutateAsync({
        organisationUlid: ORG,
        warehouseUlid: '01JW',
        body: { sku_id: 5, quantity: -3, reason: 'Stock count' },
      }),
    );

    for (const path of [
      'warehouses',
      'warehouses/01JW',
      'warehouses/01JW/stock',
      'skus',
      'products',
      'sales-channels',
    ])
      expect(requestCount(requests, 'GET', `${BASE}/${path}`), path).toBe(2);
  });

  it('deleting a warehouse refetches the lists but not the deleted warehouse (it would 404)', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/warehouses`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/warehouses/01JW`]: () => jsonResponse(200, { data: WAREHOUSE }),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`DELETE ${BASE}/warehouses/01JW`]: () => new Response(null, { status: 204 }),
    });
    const { run, queryClient } = await renderWithWatchedQueries(
      () => useDeleteWarehouse(),
      [
        warehousesQueryOptions(ORG, {}),
        warehouseQueryOptions(ORG, '01JW'),
        watchedList(ORG, 'skus', `${BASE}/skus`),
      ],
    );

    await run((remove) => remove.mutateAsync({ organisationUlid: ORG, warehouseUlid: '01JW' }));

    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/warehouses`)).toBe(2);
    await expect.poll(() => requestCount(requests, 'GET', `${BASE}/skus`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/warehouses/01JW`)).toBe(1);
    expect(queryClient.getQueryState(warehouseKeys.detail(ORG, '01JW'))?.isInvalidated).toBe(true);
  });
});
