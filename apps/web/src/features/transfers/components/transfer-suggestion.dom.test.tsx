// @vitest-environment jsdom
import type { TransferRequest, TransferSuggestionLine } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { TransferEditor } from '../routes/transfer-editor.tsx';
import type { TransferFormValues } from './transfer-form-schema.ts';

const ORG = '01JTRANSFERSUGGESTORG';
const BASE = `/api/organisations/${ORG}`;
const HUB = { id: 7, ulid: '01JHUB', name: 'Hub Leeds', is_fulfillment_center: false };
const FBA = { id: 8, ulid: '01JFBA', name: 'Amazon UK', is_fulfillment_center: true };
const BLUE = { id: 1, sku_id: 'MUG-BLUE', asin: 'B0MUGBLUE1', display_name: 'Mug (MUG-BLUE)' };

const line = (
  sku: { id: number; sku_id: string; display_name: string },
  recommended: number,
): TransferSuggestionLine => ({
  sku,
  recommended_quantity: recommended,
  origin_stock: 200,
  destination_stock: 4,
  destination_inbound: 0,
  share: 0.5,
  out_of_stock_date: '2026-03-10',
});

const VALUES: TransferFormValues = {
  name: '',
  from: '',
  outgoing_warehouse_id: String(HUB.id),
  destination_warehouse_id: String(FBA.id),
  fulfillment_center_id: '',
  courier: '',
  tracking_number: '',
  shipping_cost: '',
  shipping_cost_currency: 'USD',
  shipping_date: '2026-03-02',
  shipping_days: '5',
  // Already on the list, with the seller's own quantity.
  items: [
    {
      ulid: '01jq0000000000000000000001',
      sku_id: 1,
      sku: BLUE,
      quantity_shipped: '12',
      quantity_in_case: '',
    },
  ],
};

function fakeServer(lines: TransferSuggestionLine[]) {
  return fakeFetch({
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, { ...EMPTY_PAGE, data: [HUB, FBA] }),
    [`GET ${BASE}/fulfillment-centers`]: () => jsonResponse(200, { ...EMPTY_PAGE, data: [] }),
    [`GET ${BASE}/warehouses/${HUB.ulid}/stock`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/transfers/suggestion`]: () => jsonResponse(200, { data: { lines } }),
  });
}

const rows = () => screen.queryAllByTestId('transfer-item-input-row');
const suggestButton = () => screen.getByRole('button', { name: 'Suggested items' });
/** The button is enabled once both places' options have loaded (slow on a loaded machine). */
const bothChosen = () =>
  waitFor(() => expect(suggestButton()).toHaveProperty('disabled', false), { timeout: 5000 });

describe('the transfer form’s suggested items', () => {
  it('adds the suggestion’s SKUs not listed yet, with the recommended quantity and a new ulid each', async () => {
    const requests = fakeServer([
      line({ id: 2, sku_id: 'MUG-RED', display_name: 'Mug (MUG-RED)' }, 30),
      line({ id: 1, sku_id: 'MUG-BLUE', display_name: 'Mug (MUG-BLUE)' }, 8),
      line({ id: 3, sku_id: 'TEE-L', display_name: 'TEE-L' }, 6),
    ]);
    const onSubmit = vi.fn(async (_request: TransferRequest) => {});
    const { user } = renderUi(
      <TransferEditor organisationUlid={ORG} defaultValues={VALUES} itemsEditable onSubmit={onSubmit} />,
    );
    await bothChosen();
    await user.click(suggestButton());

    expect(
      await screen.findByText('Added 2 suggested items; 1 already on the list kept its quantity.'),
    ).toBeTruthy();
    const asked = requests.find((request) => request.url.pathname.endsWith('/transfers/suggestion'));
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      outgoing_warehouse_id: '7',
      destination_warehouse_id: '8',
    });
    expect(
      rows().map((row) => [
        within(row).getAllByRole('spinbutton')[0]?.getAttribute('aria-label'),
        (within(row).getAllByRole('spinbutton')[0] as HTMLInputElement).value,
      ]),
    ).toEqual([
      ['Quantity of MUG-BLUE', '12'],
      ['Quantity of MUG-RED', '30'],
      ['Quantity of TEE-L', '6'],
    ]);
    await waitFor(() => expect(screen.getByTestId('items-total-units').textContent).toBe('48 units'));

    await user.click(screen.getByRole('button', { name: 'Save transfer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const items = onSubmit.mock.calls[0]?.[0].items ?? [];
    expect(items.map(({ ulid, ...item }) => item)).toEqual([
      { sku_id: 1, quantity_shipped: 12, quantity_in_case: null },
      { sku_id: 2, quantity_shipped: 30, quantity_in_case: null },
      { sku_id: 3, quantity_shipped: 6, quantity_in_case: null },
    ]);
    expect(items[0]?.ulid).toBe('01jq0000000000000000000001');
    for (const { ulid } of items) expect(ulid).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(items.map((item) => item.ulid)).size).toBe(3);
  });

  it('says when there is nothing to send, and waits for both warehouses', async () => {
    fakeServer([]);
    const { user } = renderUi(
      <TransferEditor
        organisationUlid={ORG}
        defaultValues={{ ...VALUES, items: [] }}
        itemsEditable
        onSubmit={async () => {}}
      />,
    );
    await bothChosen();
    await user.click(suggestButton());
    expect(await screen.findByText(/^Nothing to send now/)).toBeTruthy();
    expect(rows()).toHaveLength(0);

    // Not from one of the organisation's warehouses: nothing to suggest from.
    await user.selectOptions(screen.getByLabelText('From warehouse'), '');
    expect(suggestButton()).toHaveProperty('disabled', true);
  });
});
