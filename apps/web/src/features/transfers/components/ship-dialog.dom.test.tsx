// @vitest-environment jsdom
import type { ShipTransferRequest, TransferItem } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderUi } from '../../../testing/render.tsx';
import { ShipDialog } from './ship-dialog.tsx';

const ITEMS = ['MUG-BLUE', 'MUG-RED'].map(
  (sku, index): TransferItem => ({
    id: index + 1,
    ulid: `01jq00000000000000000000${index}1`,
    sku_id: index + 1,
    sku: { id: index + 1, sku_id: sku, asin: null, display_name: sku },
    quantity_shipped: 5,
    quantity_received: 0,
    quantity_expected: 5,
    quantity_in_case: null,
  }),
);

describe('the ship dialog', () => {
  it('lists the items the origin is short of, by SKU, and "Ship anyway" ships allowing negative stock', async () => {
    const onSubmit = vi.fn(async (request: ShipTransferRequest) => {
      if (!request.allow_negative_stock)
        throw new ApiError({
          status: 422,
          message: 'Only 3 in stock at Hub.',
          errors: { 'items.1.quantity_shipped': ['Only 3 in stock at Hub.'] },
        });
    });
    const { user } = renderUi(
      <ShipDialog
        items={ITEMS}
        originName="Hub"
        defaultDate="2026-03-02"
        onSubmit={onSubmit}
        onHide={() => {}}
      />,
    );
    expect(screen.getByText(/10 units of 2 SKUs leave Hub/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const shortages = await screen.findByTestId('ship-shortages');
    expect(shortages.textContent).toContain('MUG-RED: Only 3 in stock at Hub.');
    expect(shortages.textContent).not.toContain('MUG-BLUE');
    expect(onSubmit).toHaveBeenLastCalledWith({ shipping_date: '2026-03-02' });

    await user.click(screen.getByRole('button', { name: 'Ship anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ shipping_date: '2026-03-02', allow_negative_stock: true });
  });

  it('shows any other refusal in the dialog (the mutation reports inline: no toast)', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { destination_warehouse_id: ['The destination warehouse id is required to ship.'] },
      });
    });
    const { user } = renderUi(
      <ShipDialog
        items={ITEMS}
        originName="Hub"
        defaultDate="2026-03-02"
        onSubmit={onSubmit}
        onHide={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The destination warehouse id is required to ship.',
    );
    expect(screen.queryByTestId('ship-shortages')).toBeNull();
  });
});
