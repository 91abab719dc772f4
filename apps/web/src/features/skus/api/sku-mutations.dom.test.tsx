// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { COUNTS, EMPTY_PAGE, renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { skuKeys } from '../skus-keys.ts';
import { useCreateSku } from './create-sku.ts';
import { useDeleteSku } from './delete-sku.ts';
import { skuQueryOptions } from './get-sku.ts';
import { skuListQueryOptions } from './get-skus.ts';
import { useMapSkus } from './map-skus.ts';
import { useUpdateSku } from './update-sku.ts';

const ORG = '01JSKUTESTORG';
const COUNTS_PATH = `/api/organisations/${ORG}/counts`;
const SKUS_PATH = `/api/organisations/${ORG}/skus`;
const SKU = { id: 5, sku_id: 'MUG-1' };

/** The sidebar's counts and the SKU list on screen, and the server answering both. */
function serverWith(routes: Parameters<typeof fakeFetch>[0]) {
  return fakeFetch({
    [`GET ${COUNTS_PATH}`]: () => jsonResponse(200, COUNTS),
    [`GET ${SKUS_PATH}`]: () => jsonResponse(200, EMPTY_PAGE),
    ...routes,
  });
}
const watched = [countsQueryOptions(ORG), skuListQueryOptions(ORG, {})];

describe('SKU mutations refresh the sidebar counts and the SKU lists', () => {
  it('creating a SKU refetches the counts (a new SKU may need attention)', async () => {
    const requests = serverWith({ [`POST ${SKUS_PATH}`]: () => jsonResponse(201, { data: SKU }) });
    const { run } = await renderWithWatchedQueries(() => useCreateSku(), watched);
    expect(requestCount(requests, 'GET', COUNTS_PATH)).toBe(1);

    await run((create) => create.mutateAsync({ organisationUlid: ORG, sku: { sku_id: 'MUG-1' } }));

    expect(requestCount(requests, 'GET', COUNTS_PATH)).toBe(2);
    expect(requestCount(requests, 'GET', SKUS_PATH)).toBe(2);
  });

  it('updating a SKU refetches the counts (its COGS or product may have changed)', async () => {
    const requests = serverWith({ [`PUT ${SKUS_PATH}/5`]: () => jsonResponse(200, { data: SKU }) });
    const { run } = await renderWithWatchedQueries(() => useUpdateSku(), watched);

    await run((update) => update.mutateAsync({ organisationUlid: ORG, id: 5, sku: { cogs: '2.50' } }));

    expect(requestCount(requests, 'GET', COUNTS_PATH)).toBe(2);
    expect(requestCount(requests, 'GET', SKUS_PATH)).toBe(2);
  });

  it('deleting a SKU refetches the counts and lists, but not the deleted SKU still on screen (it would 404)', async () => {
    const requests = serverWith({
      [`GET ${SKUS_PATH}/5`]: () => jsonResponse(200, { data: SKU }),
      [`DELETE ${SKUS_PATH}/5`]: () => new Response(null, { status: 204 }),
    });
    // The edit page stays mounted, reading the SKU, until the caller navigates away.
    const { run, queryClient } = await renderWithWatchedQueries(
      () => useDeleteSku(),
      [...watched, skuQueryOptions(ORG, 5)],
    );
    expect(requestCount(requests, 'GET', `${SKUS_PATH}/5`)).toBe(1);

    await run((remove) => remove.mutateAsync({ organisationUlid: ORG, id: 5 }));

    expect(requestCount(requests, 'GET', COUNTS_PATH)).toBe(2);
    expect(requestCount(requests, 'GET', SKUS_PATH)).toBe(2);
    expect(requestCount(requests, 'GET', `${SKUS_PATH}/5`)).toBe(1);
    // Stale, so a later visit to its URL asks the server again.
    expect(queryClient.getQueryState(skuKeys.detail(ORG, 5))?.isInvalidated).toBe(true);
  });

  it('mapping SKUs refetches the counts (mapped SKUs stop needing attention)', async () => {
    const requests = serverWith({
      [`POST ${SKUS_PATH}/mapping`]: () =>
        jsonResponse(200, { data: { product: { id: 1, name: 'Mug' }, mapped: 2 } }),
    });
    const { run } = await renderWithWatchedQueries(() => useMapSkus(), watched);

    const result = await run((map) =>
      map.mutateAsync({ organisationUlid: ORG, mapping: { sku_ids: [5, 6], product_id: 1 } }),
    );

    expect(result).toEqual({ product: { id: 1, name: 'Mug' }, mapped: 2 });
    expect(requestCount(requests, 'GET', COUNTS_PATH)).toBe(2);
    expect(requestCount(requests, 'GET', SKUS_PATH)).toBe(2);
  });
});
