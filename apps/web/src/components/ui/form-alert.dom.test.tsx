// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { FormAlert } from './form-alert.tsx';

describe('FormAlert', () => {
  it('announces the message as an alert', () => {
    renderUi(<FormAlert message="This password reset token is invalid." />);
    expect(screen.getByRole('alert').textContent).toBe('This password reset token is invalid.');
  });

  it('renders nothing without a message', () => {
    const { container, rerender } = renderUi(<FormAlert message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
