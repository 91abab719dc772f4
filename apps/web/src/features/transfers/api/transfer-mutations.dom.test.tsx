// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import {
  COUNTS,
  EMPTY_PAGE,
  renderWithWatchedQueries,
  requestCount,
  watchedList,
} from '../../../testing/query-probe.tsx';
import { transferQueryOptions } from './get-transfer.ts';
import { transferListQueryOptions } from './get-transfers.ts';
import { useTransferAction } from './transfer-action.ts';

const ORG = '01JTRANSFERMUTATIONS';
const BASE = `/api/organisations/${ORG}`;
const TRANSFER = { id: 4, name: 'Restock', status: 'SHIPPED' };

/** The screens a transfer's action shows in: its lists and record, the badges, and stock elsewhere. */
function server() {
  return fakeFetch({
    [`GET ${BASE}/transfers`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/transfers/4`]: () => jsonResponse(200, { data: TRANSFER }),
    [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/products`]: () => jsonResponse(200, EMPTY_PAGE),
    [`POST ${BASE}/transfers/4/ship`]: () => jsonResponse(200, { data: TRANSFER }),
    [`POST ${BASE}/transfers/4/receive`]: () =>
      jsonResponse(200, { data: { ...TRANSFER, status: 'RECEIVING' } }),
  });
}

const watched = [
  transferListQueryOptions(ORG, {}),
  transferQueryOptions(ORG, 4),
  countsQueryOptions(ORG),
  watchedList(ORG, 'warehouses', `${BASE}/warehouses`),
  watchedList(ORG, 'skus', `${BASE}/skus`),
  watchedList(ORG, 'products', `${BASE}/products`),
];

describe('transfer actions', () => {
  it('shipping refetches the transfer lists and record, the sidebar counts and stock (warehouses, SKUs, products)', async () => {
    const requests = server();
    const { run } = await renderWithWatchedQueries(() => useTransferAction(), watched);
    await run((ship) => ship.mutateAsync({ organisationUlid: ORG, id: 4, action: 'ship', body: {} }));
    for (const path of ['transfers', 'transfers/4', 'counts', 'warehouses', 'skus', 'products'])
      expect(requestCount(requests, 'GET', `${BASE}/${path}`), path).toBe(2);
  });

  it('receiving refetches the badges and stock too (a short close becomes a problem; units arrive)', async () => {
    const requests = server();
    const { run } = await renderWithWatchedQueries(() => useTransferAction(), watched);
    await run((receive) =>
      receive.mutateAsync({
        organisationUlid: ORG,
        id: 4,
        action: 'receive',
        body: { items: [{ ulid: '01jq0000000000000000000001', quantity_received: 3 }] },
      }),
    );
    expect(requestCount(requests, 'GET', `${BASE}/counts`)).toBe(2);
    expect(requestCount(requests, 'GET', `${BASE}/warehouses`)).toBe(2);
  });
});
