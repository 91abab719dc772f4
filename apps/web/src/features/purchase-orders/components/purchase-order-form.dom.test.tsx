// @vitest-environment jsdom
import type {
  PurchaseOrderRequest,
  PurchaseOrderSuggestion,
  PurchaseOrderSuggestionLine,
} from '@backoffice/shared';
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
const suggestionLine = (
  id: number,
  skuId: string,
  quantity: number,
  extra: Partial<PurchaseOrderSuggestionLine> = {},
): PurchaseOrderSuggestionLine => ({
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
  cost_note: null,
  line_total: (quantity * 3).toFixed(2),
  why: {
    period_days: 85,
    regions: [
      {
        region: 'US',
        name: 'US',
        share: 1,
        forecast_units: 0,
        safety_stock: 0,
        stock: 10,
        in_transit: 0,
        on_order: 0,
        need: 0,
      },
    ],
    need: 0,
    case_rounding: 0,
    minimum_rounding: 0,
    min_order_quantity: null,
    min_order_value: null,
  },
  ...extra,
});
/** The form is a large one (selects, a table of lines, a resolver): a loaded CI runner needs longer than 5 s. */
const SLOW = 15_000;

const SUGGESTION: PurchaseOrderSuggestion = {
  supplier_id: 7,
  warehouse_id: 9,
  shipping_days: 20,
  shipping_code: 'EU',
  cover_days: 30,
  regions: [{ region: 'US', name: 'US' }],
  service_level: 0.95,
  currency: 'USD',
  total: '252.00',
  total_complete: true,
  lines: [suggestionLine(11, 'MAT-1', 84), suggestionLine(12, 'MAT-2', 0)],
};

function renderForm(
  onSubmit: (request: PurchaseOrderRequest) => Promise<unknown>,
  suggestion: PurchaseOrderSuggestion = SUGGESTION,
) {
  const requests = fakeFetch({
    [`GET ${BASE}/suppliers`]: () => jsonResponse(200, page([{ id: 7, name: 'Acme' }])),
    [`GET ${BASE}/warehouses`]: () => jsonResponse(200, page([{ id: 9, ulid: '01JWH', name: 'Berlin' }])),
    [`GET ${BASE}/purchase-orders/suggestion`]: () => jsonResponse(200, { data: suggestion }),
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

  it(
    'says what the suggestion was planned for, flags lines without a cost and explains each quantity on "Why?"',
    async () => {
      const region = (code: string, share: number, figures: number[]) => {
        const [forecast_units = 0, safety_stock = 0, stock = 0, in_transit = 0, on_order = 0, need = 0] =
          figures;
        return {
          region: code,
          name: code,
          share,
          forecast_units,
          safety_stock,
          stock,
          in_transit,
          on_order,
          need,
        };
      };
      const why = SUGGESTION.lines[0]?.why as PurchaseOrderSuggestionLine['why'];
      const { user } = renderForm(vi.fn(), {
        ...SUGGESTION,
        regions: [
          { region: 'CA', name: 'CA' },
          { region: 'US', name: 'US' },
        ],
        total: '252.00',
        total_complete: false,
        lines: [
          suggestionLine(11, 'MAT-1', 84, {
            why: {
              ...why,
              period_days: 65,
              regions: [
                region('US', 0.8, [104.4, 20, 30, 12, 0, 82.4]),
                region('CA', 0.2, [26, 5, 40, 0, 0, 0]),
              ],
              need: 83,
              case_rounding: 1,
            },
          }),
          suggestionLine(13, 'MAT-3', 24, {
            unit_cost: null,
            cost_note: 'no_cost',
            line_total: null,
            why: {
              ...why,
              need: 5,
              case_rounding: 7,
              minimum_rounding: 12,
              min_order_quantity: 24,
              min_order_value: '100.00',
            },
          }),
          suggestionLine(14, 'MAT-4', 12, { unit_cost: null, cost_note: 'other_currency', line_total: null }),
        ],
      });
      await user.selectOptions(await screen.findByLabelText('Supplier'), 'Acme');
      await user.selectOptions(screen.getByLabelText('Deliver to'), 'Berlin');
      await user.click(screen.getByRole('button', { name: 'Suggested order' }));

      const summary = await screen.findByTestId('po-suggestion-summary');
      expect(within(summary).getByTestId('po-suggestion-regions').textContent).toBe('CA, US');
      expect(summary.textContent).toContain('Service level 95%, covering 30 days');
      expect(within(summary).getByTestId('po-suggestion-currency').textContent).toBe('USD');
      expect(within(summary).getByTestId('po-suggestion-total').textContent).toBe('252.00 USD');
      expect(within(summary).getByTestId('po-suggestion-incomplete').textContent).toBe(
        'incomplete: 2 lines without a cost in USD',
      );

      // Every suggested line has its row: a flag when its cost is missing in USD, and "Why?".
      const notes = screen.getAllByTestId('po-line-suggestion');
      expect(notes).toHaveLength(3);
      expect(
        notes.map((note) => within(note).queryByTestId('po-line-cost-note')?.textContent ?? null),
      ).toEqual([null, 'No cost: enter one', 'Cost in another currency than USD']);
      expect(notes[0]?.textContent).toContain('Suggested 84 · 252.00 USD');

      // "Why?" is a disclosure: closed, it hides the breakdown it controls; open, it shows it.
      const whyButton = screen.getByRole('button', { name: 'Why? Mat (MAT-1)' });
      expect(whyButton.getAttribute('aria-expanded')).toBe('false');
      const breakdown = document.getElementById(whyButton.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(breakdown.hidden).toBe(true);
      await user.click(whyButton);
      expect(whyButton.getAttribute('aria-expanded')).toBe('true');
      expect(breakdown.hidden).toBe(false);
      const steps = (element: HTMLElement) =>
        within(element)
          .getAllByTestId('po-line-why-step')
          .map((step) => [step.querySelector('dt')?.textContent, step.querySelector('dd')?.textContent]);
      const [us, ca] = within(breakdown).getAllByTestId('po-line-why-region') as HTMLElement[];
      expect(within(us as HTMLElement).getByRole('heading').textContent).toBe('US · 80% of the SKU’s demand');
      expect(steps(us as HTMLElement)).toEqual([
        ['Forecast over 65 days', '104.4'],
        ['+ safety stock', '20'],
        ['− stock', '30'],
        ['− in transit', '12'],
        ['− on order', '0'],
        ['= need', '82.4'],
      ]);
      expect(steps(ca as HTMLElement).at(-1)).toEqual(['= need (what serves it covers it)', '0']);
      expect(steps(within(breakdown).getByTestId('po-line-why-total'))).toEqual([
        ['Needs added, in whole units', '83'],
        ['+ case rounding (cases of 12)', '1'],
        ['+ minimum rounding', '0'],
        ['= suggested', '84'],
      ]);
      await user.click(whyButton);
      expect(breakdown.hidden).toBe(true);

      // The supplier's minimums say why units were added to reach them.
      await user.click(screen.getByRole('button', { name: 'Why? Mat (MAT-3)' }));
      const minimum = within(notes[1] as HTMLElement).getByTestId('po-line-why-total');
      expect(steps(minimum)[2]).toEqual([
        '+ minimum rounding (minimum 24 units, 100.00 USD of the product)',
        '12',
      ]);

      // Another supplier: the suggestion no longer stands.
      await user.selectOptions(screen.getByLabelText('Supplier'), 'Choose a supplier');
      expect(screen.queryByTestId('po-suggestion-summary')).toBeNull();
      expect(screen.queryAllByTestId('po-line-suggestion')).toHaveLength(0);
    },
    SLOW,
  );
});
