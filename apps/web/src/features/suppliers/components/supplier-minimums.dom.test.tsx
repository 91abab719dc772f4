// @vitest-environment jsdom
import type { Supplier, SupplierProductsRequest, SupplierRequest } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderUi } from '../../../testing/render.tsx';
import { supplierFormValues } from './shipping-times.ts';
import { SupplierForm } from './supplier-form.tsx';
import { SupplierProductsForm } from './supplier-products-form.tsx';
import { supplierProductsFormValues } from './supplier-products-form-schema.ts';

const ORG = '01JSUPPLIERMINIMUMS';
/** Forms with a resolver on a loaded CI runner need longer than 5 s. */
const SLOW = 15_000;

const SUPPLIER: Supplier = {
  id: 7,
  organisation_id: 1,
  name: 'Acme',
  warehouse: null,
  currency: 'EUR',
  shipping_times: [],
  product_count: 2,
  products: [
    {
      id: 11,
      name: 'Mat',
      pivot: { buffer_days: 3, production_lead_days: 20, min_order_quantity: 300, min_order_value: '500.00' },
    },
    {
      id: 12,
      name: 'Rug',
      pivot: { buffer_days: 0, production_lead_days: 10, min_order_quantity: null, min_order_value: null },
    },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderProducts(onSubmit: (products: SupplierProductsRequest['products']) => Promise<unknown>) {
  return renderUi(
    <SupplierProductsForm
      organisationUlid={ORG}
      currency={SUPPLIER.currency}
      defaultValues={supplierProductsFormValues(SUPPLIER)}
      onSubmit={onSubmit}
    />,
  );
}

describe("a supplier's minimums per product", () => {
  it(
    'shows each product’s minimums in the supplier’s currency and sends them, a blank box as none',
    async () => {
      const onSubmit = vi.fn(async (_products: SupplierProductsRequest['products']) => undefined);
      const { user } = renderProducts(onSubmit);

      expect(screen.getByRole('columnheader', { name: 'Min. order qty' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Min. order value (EUR)' })).toBeTruthy();
      const matQuantity = screen.getByLabelText('Min. order qty for Mat') as HTMLInputElement;
      const matValue = screen.getByLabelText('Min. order value in EUR for Mat') as HTMLInputElement;
      expect([matQuantity.value, matValue.value]).toEqual(['300', '500.00']);

      await user.clear(matValue);
      await user.type(screen.getByLabelText('Min. order qty for Rug'), '24');
      await user.type(screen.getByLabelText('Min. order value in EUR for Rug'), '99.50');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toEqual([
        {
          product_id: 11,
          buffer_days: 3,
          production_lead_days: 20,
          min_order_quantity: 300,
          min_order_value: null,
        },
        {
          product_id: 12,
          buffer_days: 0,
          production_lead_days: 10,
          min_order_quantity: 24,
          min_order_value: '99.50',
        },
      ]);
    },
    SLOW,
  );

  it(
    'refuses a minimum below 1 in the form, and shows the server’s refusal on its box',
    async () => {
      const onSubmit = vi.fn(async () => {
        throw new ApiError({
          status: 422,
          message: 'The min order value must have at most 2 decimals in EUR.',
          errors: {
            'products.0.min_order_value': ['The min order value must have at most 2 decimals in EUR.'],
          },
        });
      });
      const { user } = renderProducts(onSubmit);
      const matQuantity = screen.getByLabelText('Min. order qty for Mat');
      await user.clear(matQuantity);
      await user.type(matQuantity, '0');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The min order quantity must be at least 1.')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();

      await user.clear(matQuantity);
      await user.type(matQuantity, '300');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The min order value must have at most 2 decimals in EUR.'),
      ).toBeTruthy();
      expect(screen.getByLabelText('Min. order value in EUR for Mat').getAttribute('class')).toContain(
        'is-invalid',
      );
    },
    SLOW,
  );
});

describe("a supplier's currency", () => {
  it(
    'is chosen on the supplier form, and None sends null',
    async () => {
      const onSubmit = vi.fn(async (_request: SupplierRequest) => undefined);
      const { user } = renderUi(
        <SupplierForm
          options={{ warehouses: [], warehousesFailed: false, countries: [], countriesFailed: false }}
          supplier={SUPPLIER}
          defaultValues={supplierFormValues(SUPPLIER)}
          submitLabel="Save"
          onSubmit={onSubmit}
        />,
      );
      const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
      expect(currency.value).toBe('EUR');

      await user.selectOptions(currency, 'JPY');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Acme', currency: 'JPY' });

      await user.selectOptions(currency, 'None');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ currency: null });
    },
    SLOW,
  );
});
