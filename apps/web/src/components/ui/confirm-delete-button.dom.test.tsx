// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';

function renderButton({ pending = false } = {}) {
  const onConfirm = vi.fn();
  const rendered = renderUi(
    <ConfirmDeleteButton label="Delete SKU" title="Delete SKU MUG-1?" pending={pending} onConfirm={onConfirm}>
      A SKU that still sells will come back with the next report.
    </ConfirmDeleteButton>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Delete SKU MUG-1?' });
  const open = () => rendered.user.click(screen.getByRole('button', { name: 'Delete SKU' }));
  return { ...rendered, onConfirm, dialog, open };
}

describe('ConfirmDeleteButton', () => {
  it('asks first: the button opens a dialog saying what goes, and deletes nothing yet', async () => {
    const { open, dialog, onConfirm } = renderButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(
      within(dialog()).getByText('A SKU that still sells will come back with the next report.'),
    ).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('"Confirm delete" runs the delete', async () => {
    const { open, dialog, onConfirm, user } = renderButton();
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('"Cancel" closes the dialog without deleting', async () => {
    const { open, dialog, onConfirm, user } = renderButton();
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the delete runs, "Confirm delete" cannot be pressed again', async () => {
    const { open, dialog, onConfirm, user } = renderButton({ pending: true });
    await open();
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
