// @vitest-environment jsdom
import type { TransferRequest } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { TransferEditor } from '../routes/transfer-editor.tsx';
import type { TransferFormValues } from './transfer-form-schema.ts';

const ORG = '01JTRANSFERFORMORG';
const BASE = `/api/organisations/${ORG}`;
const HUB = { id: 7, ulid: '01JHUB', name: 'Hub Leeds', is_fulfillment_center: false };
const FBA = { id: 8, ulid: '01JFBA', name: 'Amazon UK', is_fulfillment_center: true };
const SKUS = [
  { id: 1, sku_id: 'MUG-BLUE', asin: 'B0MUGBLUE1', display_name: 'Mug (MUG-BLUE)' },
  { id: 2, sku_id: 'MUG-RED', asin: 'B0MUGRED01', display_name: 'Mug (MUG-RED)' },
  { id: 3, sku_id: 'TEE-L', asin: null, display_name: 'TEE-L' },
];
const STOCK: Record<number, number> = { 1: 40, 2: 3 };

const EMPTY: TransferFormValues = {
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
  items: [],
};

/** The server: warehouses, FCs, SKU search (by id, ASIN or name, as its search does) and the origin's stock. */
function fakeServer() {
  return fakeFetch({
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, { ...EMPTY_PAGE, data: [HUB, FBA] }),
    [`GET ${BASE}/fulfillment-centers`]: () =>
      jsonResponse(200, { ...EMPTY_PAGE, data: [{ id: 3, name: 'LBA4', country: null }] }),
    [`GET ${BASE}/skus`]: (request) => {
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      const data = SKUS.filter((sku) =>
        `${sku.sku_id} ${sku.asin ?? ''} ${sku.display_name}`.toLowerCase().includes(search),
      );
      return jsonResponse(200, { ...EMPTY_PAGE, data });
    },
    [`GET ${BASE}/warehouses/${HUB.ulid}/stock`]: (request) => {
      const ids = (request.url.searchParams.get('sku_ids') ?? '').split(',').map(Number);
      const data = SKUS.filter((sku) => ids.includes(sku.id) && STOCK[sku.id] !== undefined).map((sku) => ({
        sku: { ...sku, product_id: null },
        quantity: STOCK[sku.id],
        inventory_cache: null,
        out_of_stock_date: null,
        updated_at: '2026-01-01T00:00:00.000Z',
      }));
      return jsonResponse(200, { ...EMPTY_PAGE, data });
    },
  });
}

function renderForm(onSubmit: (request: TransferRequest) => Promise<unknown>) {
  return renderUi(
    <TransferEditor organisationUlid={ORG} defaultValues={EMPTY} itemsEditable onSubmit={onSubmit} />,
  );
}

const entry = () => screen.getByLabelText('Add a SKU');
// Typing many rows key by key is slow in jsdom on a loaded machine.
const TYPING = 20_000;

/** The cursor on the new row's quantity, once the typed SKU was looked up and its row added. */
async function quantityFocused(sku: string) {
  const quantity = await screen.findByLabelText(`Quantity of ${sku}`, {}, { timeout: 3000 });
  await waitFor(() => expect(document.activeElement).toBe(quantity));
  return quantity;
}
const rows = () => screen.queryAllByTestId('transfer-item-input-row');

describe('the transfer form’s item entry', () => {
  it(
    'adds a row per SKU id or ASIN on Enter, moving to its quantity and back, with the origin’s stock beside it',
    async () => {
      const requests = fakeServer();
      const onSubmit = vi.fn(async (_request: TransferRequest) => {});
      const { user } = renderForm(onSubmit);
      // The destination is a fulfilment centre, so the form asks which FC.
      expect(await screen.findByLabelText('Fulfilment centre')).toBeTruthy();
      // The places show as chosen once their options have loaded (after the form).
      expect(
        (await screen.findByRole('option', { name: 'Amazon UK (fulfilment centre)', selected: true }))
          .textContent,
      ).toBeTruthy();
      expect(screen.getByRole('option', { name: 'Hub Leeds', selected: true })).toBeTruthy();

      await user.click(entry());
      await user.keyboard('MUG-BLUE{Enter}');
      const blue = await quantityFocused('MUG-BLUE');
      await user.keyboard('12{Enter}');
      expect(document.activeElement).toBe(entry());
      expect(entry()).toHaveProperty('value', '');

      // An ASIN, typed in lower case, finds its SKU too.
      await user.keyboard('b0mugred01{Enter}');
      await quantityFocused('MUG-RED');
      await user.keyboard('5{Enter}');
      await user.keyboard('TEE-L{Enter}');
      await quantityFocused('TEE-L');
      await user.keyboard('20');
      await user.tab();
      await user.keyboard('10{Enter}');
      expect(document.activeElement).toBe(entry());
      expect(
        rows().map((row) => within(row).getAllByRole('spinbutton')[0]?.getAttribute('aria-label')),
      ).toEqual(['Quantity of MUG-BLUE', 'Quantity of MUG-RED', 'Quantity of TEE-L']);
      expect(screen.getByTestId('items-total-units').textContent).toBe('37 units');
      expect(screen.getByText('2 cases')).toBeTruthy();

      // A SKU already listed is not added twice: its quantity is focused instead.
      await user.keyboard('mug-blue{Enter}');
      await waitFor(() => expect(document.activeElement).toBe(blue));
      expect(rows()).toHaveLength(3);
      expect(screen.getByText('MUG-BLUE is already on the list: change its quantity.')).toBeTruthy();

      // Something no SKU has says so and adds nothing.
      await user.click(entry());
      await user.keyboard('NOPE-9{Enter}');
      expect(await screen.findByText('No SKU has the id or ASIN “NOPE-9”.')).toBeTruthy();
      expect(rows()).toHaveLength(3);

      // The origin's stock, one request for all the rows' SKUs; short rows stand out.
      await waitFor(() =>
        expect(rows().map((row) => within(row).getByTestId('origin-stock').textContent)).toEqual([
          '40',
          '3 (fewer than shipped)',
          '0 (fewer than shipped)',
        ]),
      );
      const stockAsked = requests
        .filter((request) => request.url.pathname.endsWith('/stock'))
        .map((request) => request.url.searchParams.get('sku_ids'));
      expect(stockAsked.at(-1)).toBe('1,2,3');

      // Enter in the SKU box never submits the form; the Save button does, with the whole list.
      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Save transfer' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const request = onSubmit.mock.calls[0]?.[0];
      expect(request?.items?.map(({ ulid, ...item }) => item)).toEqual([
        { sku_id: 1, quantity_shipped: 12, quantity_in_case: null },
        { sku_id: 2, quantity_shipped: 5, quantity_in_case: null },
        { sku_id: 3, quantity_shipped: 20, quantity_in_case: 10 },
      ]);
      const ulids = request?.items?.map((item) => item.ulid) ?? [];
      for (const ulid of ulids) expect(ulid).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
      // Time-sortable: the rows' ids sort in the order they were entered.
      expect([...ulids].sort()).toEqual(ulids);
      expect(request).toMatchObject({
        outgoing_warehouse_id: 7,
        destination_warehouse_id: 8,
        shipping_days: 5,
      });
    },
    TYPING,
  );

  it(
    'puts the server’s errors on the item they name',
    async () => {
      fakeServer();
      const onSubmit = vi.fn(async () => {
        throw new ApiError({
          status: 422,
          message: 'The given data was invalid.',
          errors: { 'items.1.quantity_shipped': ['The quantity shipped field must be at least 1.'] },
        });
      });
      const { user } = renderForm(onSubmit);
      await user.click(entry());
      await user.keyboard('MUG-BLUE{Enter}');
      await quantityFocused('MUG-BLUE');
      await user.keyboard('1{Enter}MUG-RED{Enter}');
      await quantityFocused('MUG-RED');
      await user.keyboard('2');
      await user.click(screen.getByRole('button', { name: 'Save transfer' }));

      const red = rows()[1] as HTMLElement;
      expect(await within(red).findByText('The quantity shipped field must be at least 1.')).toBeTruthy();
      expect(within(red).getByLabelText('Quantity of MUG-RED').getAttribute('aria-invalid')).toBe('true');
      expect(within(rows()[0] as HTMLElement).queryByText(/must be at least/)).toBeNull();
    },
    TYPING,
  );
});
