// @vitest-environment jsdom
import type { PurchaseOrderRequest, PurchaseOrderSuggestion } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { PurchaseOrderEditor } from '../routes/purchase-order-editor.tsx';
import { purchaseOrderFormValues } from './purchase-order-form-schema.ts';

const ORG = '01JPOFORMORG';
const BASE = `/api/organisations/${ORG}`;
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, per_page: 500, total: data.length, last_page: 1 },
});
const sku = (id: number, skuId: string) => ({
  id,
  sku_id: skuId,
  asin: null,
  display_name: `Mat (${skuId})`,
  product_id: 1,
});
const suggestionLine = (id: number, skuId: string, quantity: number) => ({
  sku: sku(id, skuId),
  product: { id: 1, name: 'Mat' },
  recommended_quantity: quantity,
  sales_per_day: 2,
  rate_source: 'sales_30d' as const,
  stock: 10,
  inbound_transfers: 0,
  open_purchase_orders: 0,
  min_stock: 0,
  production_lead_days: 30,
  buffer_days: 5,
  quantity_in_case: quantity ? 12 : null,
  unit_cost: '3.00',
  currency: 'USD',
});
/** The form is a large one (selects, a table of lines, a resolver): a loaded CI runner needs longer than 5 s. */
const SLOW = 15_000;

const SUGGESTION: PurchaseOrderSuggestion = {
  supplier_id: 7,
  warehouse_id: 9,
  shipping_days: 20,
  shipping_code: 'EU',
  cover_days: 30,
  lines: [suggestionLine(11, 'MAT-1', 84), suggestionLine(12, 'MAT-2', 0)],
};

function renderForm(onSubmit: (request: PurchaseOrderRequest) => Promise<unknown>) {
  const requests = fakeFetch({
    [`GET ${BASE}/suppliers`]: () => jsonResponse(200, page([{ id: 7, name: 'Acme' }])),
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, page([{ id: 9, ulid: '01JWH', name: 'Berlin' }])),
    [`GET ${BASE}/purchase-orders/suggestion`]: () => jsonResponse(200, { data: SUGGESTION }),
  });
  const rendered = renderUi(
    <PurchaseOrderEditor
      organisationUlid={ORG}
      defaultValues={{ ...purchaseOrderFormValues(), order_date: '2026-01-30' }}
      onSubmit={onSubmit}
    />,
  );
  return { ...rendered, requests };
}

describe('the purchase order form', () => {
  it(
    'fills its lines from the suggested order, shows the expected dates and sends the request',
    async () => {
      const onSubmit = vi.fn(async (_request: PurchaseOrderRequest) => undefined);
      const { user, requests } = renderForm(onSubmit);

      const suggest = await screen.findByRole('button', { name: 'Suggested order' });
      expect((suggest as HTMLButtonElement).disabled).toBe(true);
      await user.selectOptions(screen.getByLabelText('Supplier'), 'Acme');
      await user.selectOptions(screen.getByLabelText('Deliver to'), 'Berlin');
      await user.click(suggest);

      // Only the SKU worth ordering becomes a line, with its quantity, case pack and cost.
      await waitFor(() =>
        expect(screen.getAllByTestId('line-sku').map((cell) => cell.textContent)).toEqual(['Mat (MAT-1)']),
      );
      expect((screen.getByLabelText('Quantity of line 1') as HTMLInputElement).value).toBe('84');
      expect((screen.getByLabelText('Units per case of line 1') as HTMLInputElement).value).toBe('12');
      expect((screen.getByLabelText('Unit cost of line 1') as HTMLInputElement).value).toBe('3.00');
      const asked = requests.find((request) => request.url.pathname.endsWith('/suggestion'));
      expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
        supplier_id: '7',
        warehouse_id: '9',
      });
      // 2026-01-30 + 30 days; + 5 buffer + 20 shipping
      expect(screen.getByTestId('expected-dates').textContent).toBe('Ready 2026-03-01, arrives 2026-03-26');

      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        supplier_id: 7,
        warehouse_id: 9,
        order_date: '2026-01-30',
        reference: null,
        notes: null,
        lines: [{ sku_id: 11, quantity: 84, unit_cost: '3.00', currency: 'USD', quantity_in_case: 12 }],
      });
    },
    SLOW,
  );

  it(
    'checks the lines before sending, and puts the server’s 422 on the line it names',
    async () => {
      const onSubmit = vi.fn(async (_request: PurchaseOrderRequest) => {
        throw new ApiError({
          status: 422,
          message: 'The selected sku id is invalid.',
          errors: { 'lines.0.sku_id': ['The selected sku id is invalid.'] },
        });
      });
      const { user } = renderForm(onSubmit);
      await user.selectOptions(await screen.findByLabelText('Supplier'), 'Acme');
      await user.selectOptions(screen.getByLabelText('Deliver to'), 'Berlin');
      await user.type(screen.getByLabelText('Quantity of line 1'), '0');
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByText('The sku field is required.')).toBeTruthy();
      expect(screen.getByText('The quantity must be at least 1.')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Suggested order' }));
      await waitFor(() => expect(screen.getAllByTestId('line-sku')).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      const row = screen.getAllByTestId('po-line')[0] as HTMLElement;
      expect(await within(row).findByText('The selected sku id is invalid.')).toBeTruthy();
    },
    SLOW,
  );
});
