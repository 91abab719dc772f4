// @vitest-environment jsdom
import type { ReceiveTransferRequest, TransferItem } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { ReceiveDialog } from './receive-dialog.tsx';

function item(id: number, sku: string, shipped: number, received: number): TransferItem {
  return {
    id,
    ulid: `01jbrcvd${String(id).padStart(18, '0')}`,
    sku_id: id,
    sku: { id, sku_id: sku, asin: null, display_name: sku },
    quantity_shipped: shipped,
    quantity_received: received,
    quantity_expected: shipped,
    quantity_in_case: null,
  };
}

// Four already in of the mugs; nothing yet of the rest.
const ITEMS = [item(1, 'MUG-BLUE', 10, 4), item(2, 'MUG-RED', 5, 0), item(3, 'TEE-L', 20, 0)];

function rowOf(sku: string) {
  const row = screen.getAllByTestId('receive-row').find((each) => each.textContent?.includes(sku));
  if (!row) throw new Error(`no row for ${sku}`);
  return {
    total: within(row).getByLabelText(`Received in total of ${sku}`),
    added: () => within(row).getByTestId('receive-added').textContent,
    outstanding: () => within(row).getByTestId('receive-outstanding').textContent,
  };
}
const totalAdded = () => screen.getByTestId('receive-total-added').textContent;
const totalOutstanding = () => screen.getByTestId('receive-total-outstanding').textContent;

describe('the receive dialog', () => {
  it('takes totals so far, shows what this receipt adds and what is still to come, and sends the totals', async () => {
    const onSubmit = vi.fn(async (_request: ReceiveTransferRequest) => {});
    const { user } = renderUi(<ReceiveDialog items={ITEMS} onSubmit={onSubmit} onHide={() => {}} />);

    const mugs = rowOf('MUG-BLUE');
    const red = rowOf('MUG-RED');
    const tees = rowOf('TEE-L');
    // Opens on what is in already: this receipt adds nothing, 31 of 35 to come.
    expect(mugs.total).toHaveProperty('value', '4');
    expect([mugs.added(), mugs.outstanding()]).toEqual(['0', '6']);
    expect([totalAdded(), totalOutstanding()]).toEqual(['0', '31']);

    // The mugs' count on the shelf is 9 in all: 5 more, 1 to come.
    await user.clear(mugs.total);
    await user.type(mugs.total, '9');
    await user.clear(red.total);
    await user.type(red.total, '2');
    expect([mugs.added(), mugs.outstanding()]).toEqual(['+5', '1']);
    expect([red.added(), red.outstanding()]).toEqual(['+2', '3']);
    expect([tees.added(), tees.outstanding()]).toEqual(['0', '20']);
    expect([totalAdded(), totalOutstanding()]).toEqual(['+7', '24']);

    // A correction down shows as negative; an empty box counts as unchanged.
    await user.clear(mugs.total);
    await user.type(mugs.total, '3');
    expect(mugs.added()).toBe('−1');
    await user.clear(mugs.total);
    expect([mugs.added(), mugs.outstanding()]).toEqual(['—', '—']);
    expect([totalAdded(), totalOutstanding()]).toEqual(['+2', '29']);

    await user.click(screen.getByRole('button', { name: 'Save receipt' }));
    // A blank total is refused before anything is sent (the empty box counted as unchanged above).
    expect(await screen.findByText('The quantity received field must be a whole number.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(mugs.total, '9');
    await user.click(screen.getByRole('button', { name: 'Save receipt' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const request = onSubmit.mock.calls[0]?.[0];
    expect(request?.items).toEqual([
      { ulid: ITEMS[0]?.ulid, quantity_received: 9 },
      { ulid: ITEMS[1]?.ulid, quantity_received: 2 },
      { ulid: ITEMS[2]?.ulid, quantity_received: 0 },
    ]);
    expect(request?.close).toBeUndefined();
    expect(request?.received_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Typing key by key is slow in jsdom on a loaded machine.
  }, 20_000);

  it('"Receive all remaining" fills every total up to what was shipped; "Receiving is finished" closes', async () => {
    const onSubmit = vi.fn(async (_request: ReceiveTransferRequest) => {});
    const { user } = renderUi(<ReceiveDialog items={ITEMS} onSubmit={onSubmit} onHide={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Receive all remaining' }));
    expect(ITEMS.map((each) => (rowOf(each.sku.sku_id).total as HTMLInputElement).value)).toEqual([
      '10',
      '5',
      '20',
    ]);
    expect([rowOf('MUG-BLUE').added(), rowOf('MUG-RED').added(), rowOf('TEE-L').added()]).toEqual([
      '+6',
      '+5',
      '+20',
    ]);
    expect([totalAdded(), totalOutstanding()]).toEqual(['+31', '0']);

    // Two red mugs never came: finishing short says it becomes a discrepancy.
    await user.clear(rowOf('MUG-RED').total);
    await user.type(rowOf('MUG-RED').total, '3');
    await user.click(screen.getByLabelText('Receiving is finished'));
    expect(screen.getByText(/Closes the transfer 2 short/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Receive and close' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      items: [
        { ulid: ITEMS[0]?.ulid, quantity_received: 10 },
        { ulid: ITEMS[1]?.ulid, quantity_received: 3 },
        { ulid: ITEMS[2]?.ulid, quantity_received: 20 },
      ],
      close: true,
    });
  });
});
