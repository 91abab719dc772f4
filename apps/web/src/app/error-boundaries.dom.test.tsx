// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

/**
 * Spec section 8: a render error shows a friendly page with "Try again", never a blank one, and
 * is logged (reported too when Sentry is configured; the browser test covers that). Without a DSN
 * nothing loads Sentry, as here.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

function failingOnce(message: string) {
  let failing = true;
  return {
    Screen() {
      if (failing) throw new Error(message);
      return <p>The screen</p>;
    },
    mend: () => {
      failing = false;
    },
  };
}

describe('the top-level error boundary', () => {
  it('shows a friendly page instead of what failed, logs the error, and "Try again" renders it anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Screen, mend } = failingOnce('top-level render failure');
    render(
      <AppErrorBoundary>
        <Screen />
      </AppErrorBoundary>,
    );
    const page = screen.getByTestId('error-page');
    expect(page.textContent).toContain('Something went wrong');
    expect(page.textContent).not.toContain('top-level render failure');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'top-level render failure' }));

    mend();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });
});

describe('a route that fails', () => {
  it('shows the route error page, and "Try again" renders the route anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Screen, mend } = failingOnce('route render failure');
    const router = createMemoryRouter([{ path: '/', element: <Screen />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-page')).textContent).toContain('Something went wrong');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'route render failure' }));

    mend();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeTruthy();
  });
});
