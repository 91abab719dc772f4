// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { SubmitButton } from './submit-button.tsx';

function renderInForm(button: ReactNode) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const rendered = renderUi(<form onSubmit={onSubmit}>{button}</form>);
  const spinnerOf = (element: HTMLElement) => element.querySelector('.spinner-border');
  return { ...rendered, onSubmit, spinnerOf };
}

describe('SubmitButton', () => {
  it('submits its form when idle, without a spinner', async () => {
    const { user, onSubmit, spinnerOf } = renderInForm(<SubmitButton pending={false}>Save</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(spinnerOf(button)).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while pending keeps its name, shows a hidden spinner and blocks another submit', async () => {
    const { user, onSubmit, spinnerOf } = renderInForm(<SubmitButton pending>Save</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(spinnerOf(button)?.getAttribute('aria-hidden')).toBe('true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled without being pending (no spinner)', () => {
    const { spinnerOf } = renderInForm(
      <SubmitButton pending={false} disabled>
        Import
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Import' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(spinnerOf(button)).toBeNull();
  });

  it('uses the variant given (primary by default)', () => {
    const { rerender } = renderInForm(<SubmitButton pending={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' }).classList).toContain('btn-primary');
    rerender(
      <SubmitButton pending={false} variant="danger">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).classList).toContain('btn-danger');
  });
});
