// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { CreatePasswordPage } from './create-password-page.tsx';

describe('create password', () => {
  it.each([
    ['without the link', '/auth/password/create'],
    ['with half of it', '/auth/password/create?email=ann%40example.com'],
  ])('explains where the page comes from %s, and leads to login and a reset instead', async (_, route) => {
    const { user, location } = renderUi(<CreatePasswordPage />, { route });
    expect(screen.getByTestId('create-password-no-link').textContent).toContain('invitation email');
    expect(screen.queryByRole('form', { name: 'Create password' })).toBeNull();
    expect(screen.queryByText('The email field is required.')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(location()).toBe('/auth/forgot-password');
  });

  it('offers the form when opened from the invitation link', () => {
    renderUi(<CreatePasswordPage />, { route: '/auth/password/create?email=ann%40example.com&token=abc' });
    expect(screen.getByRole('form', { name: 'Create password' })).toBeTruthy();
    expect(screen.getByText(/You have been invited as ann@example.com/)).toBeTruthy();
  });
});
