// @vitest-environment jsdom
import type { Transfer, TransferRequest } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { TransferCreatePage } from './transfer-create-page.tsx';
import { TransfersPage } from './transfers-page.tsx';

// Issue 28: "New transfer" used to POST an empty draft at once and open its edit screen, so leaving
// it, or a first save refused, left an empty draft in the list and in the sidebar's count.
const ORG = '01JTRANSFERCREATEORG';
const BASE = `/api/organisations/${ORG}`;
const HUB = { id: 7, ulid: '01JHUB', name: 'Hub Leeds', is_fulfillment_center: false };
const SHOP = { id: 8, ulid: '01JSHOP', name: 'Shop York', is_fulfillment_center: false };
const MUG = { id: 1, sku_id: 'MUG-BLUE', asin: 'B0MUGBLUE1', display_name: 'Mug (MUG-BLUE)' };
const EMPTY_REFUSAL = {
  message:
    'Fill in something first (a name, a warehouse or an item): a transfer with nothing in it is not saved.',
  errors: {
    name: [
      'Fill in something first (a name, a warehouse or an item): a transfer with nothing in it is not saved.',
    ],
  },
  code: 'transfers.empty',
};

/** The server as far as these screens go; POST refuses an empty transfer as the real one does. */
function fakeServer() {
  return fakeFetch({
    [`GET ${BASE}/transfers`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, { ...EMPTY_PAGE, data: [HUB, SHOP] }),
    [`GET ${BASE}/skus`]: () => jsonResponse(200, { ...EMPTY_PAGE, data: [MUG] }),
    [`POST ${BASE}/transfers`]: (request) => {
      const body = JSON.parse(String(request.body)) as TransferRequest;
      if (!body.name && !body.destination_warehouse_id && !body.items?.length)
        return jsonResponse(422, EMPTY_REFUSAL);
      return jsonResponse(201, {
        data: {
          id: 31,
          name: body.name,
          status: 'DRAFT',
          items: [],
          allowed_actions: [],
        } as unknown as Transfer,
      });
    },
  });
}

/** The transfers screens under one organisation, the transfer's own page standing in as a heading. */
function renderScreens(path: string) {
  return renderUi(
    <UserContext value={memberOf(ORG, 'member')}>
      <Routes>
        <Route path="transfers" element={<TransfersPage />} />
        <Route path="transfers/create" element={<TransferCreatePage />} />
        <Route path="transfers/:id" element={<h1>The transfer’s page</h1>} />
      </Routes>
    </UserContext>,
    { route: `/organisation/${ORG}${path}`, path: '/organisation/:organisation/*' },
  );
}

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('New transfer', () => {
  it('opens a form that creates nothing: leaving it writes nothing, a refused save writes nothing, the first save that passes creates the transfer once', async () => {
    const requests = fakeServer();
    const { user, location, router } = renderScreens('/transfers');

    // From the empty list's introduction: the form, and no request but reads.
    const intro = await screen.findByRole('region', { name: 'No transfers yet.' });
    await user.click(within(intro).getByRole('link', { name: 'Create your first transfer' }));
    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/transfers/create`));
    const form = await screen.findByRole('form', { name: 'New transfer' });
    await user.type(within(form).getByLabelText('Name'), 'Restock York');

    // Abandoned: back to the list, which is still empty; nothing was sent.
    await user.click(screen.getByRole('link', { name: 'Back to transfers' }));
    expect(await screen.findByRole('region', { name: 'No transfers yet.' })).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    // Again, and saved with nothing in it: the server refuses, the form stays and says why.
    await user.click(screen.getByRole('link', { name: 'Create your first transfer' }));
    const again = await screen.findByRole('form', { name: 'New transfer' });
    expect(within(again).getByLabelText('Name')).toHaveProperty('value', '');
    await user.click(within(again).getByRole('button', { name: 'Save transfer' }));
    expect(
      await within(again).findByText(EMPTY_REFUSAL.message, { selector: '.invalid-feedback' }),
    ).toBeTruthy();
    expect(location()).toBe(`/organisation/${ORG}/transfers/create`);

    // An item of −3 units never leaves the form.
    await user.type(within(again).getByLabelText('Name'), 'Restock York');
    await user.selectOptions(within(again).getByLabelText('To warehouse'), 'Shop York');
    await user.click(within(again).getByLabelText('Add a SKU'));
    await user.keyboard('MUG-BLUE{Enter}');
    const quantity = await within(again).findByLabelText('Quantity of MUG-BLUE');
    await user.type(quantity, '-3');
    await user.click(within(again).getByRole('button', { name: 'Save transfer' }));
    expect(await within(again).findByText('The quantity shipped field must be at least 1.')).toBeTruthy();
    expect(writes(requests)).toHaveLength(1);

    // Corrected: one POST with everything the form holds, then the transfer's page in the form's place.
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(again).getByRole('button', { name: 'Save transfer' }));
    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/transfers/31`));
    const posts = writes(requests);
    expect(posts.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST ${BASE}/transfers`,
      `POST ${BASE}/transfers`,
    ]);
    expect(JSON.parse(String(posts[1]?.body))).toMatchObject({
      name: 'Restock York',
      outgoing_warehouse_id: null,
      destination_warehouse_id: SHOP.id,
      shipping_days: 5,
      items: [{ sku_id: MUG.id, quantity_shipped: 4 }],
    });
    // Back from the transfer is the list, not a blank form inviting a second one.
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/transfers`));
    // Several renders of the list and the form: slow in jsdom on a loaded machine.
  }, 30_000);
});
