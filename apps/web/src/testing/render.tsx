import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { createContext, type ReactNode, useContext } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** A cache per test: no retries (a failure shows at once) and nothing shared with other tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderUiOptions {
  /** The URL the test starts at, e.g. `/organisation/01J…/products?page=2`. */
  route?: string;
  /** The route pattern the UI is mounted under, so useParams sees its params. */
  path?: string;
  queryClient?: QueryClient;
  /** The route's handle, as the app's route table gives each screen (its name and title). */
  handle?: unknown;
  /** The history entry's state, as a navigation with `state` leaves it. */
  state?: unknown;
}

export interface RenderUiResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  /** The current path and query string, e.g. `/products?search=mat`. */
  location: () => string;
  /** The current query string as an object, for asserting on list state whatever the key order. */
  query: () => Record<string, string>;
}

// The UI under test reaches its route element through context, so `rerender(ui)` swaps it in place
// without building a new router (which would reset the URL).
const UiContext = createContext<ReactNode>(null);
function UiOutlet() {
  return useContext(UiContext);
}

/**
 * Renders a component as the app does: inside a QueryClientProvider and a data router (memory
 * history), so query hooks, useSearchParams, useParams and useMatches all work. react-bootstrap needs
 * no provider; its CSS is not loaded, so tests assert on roles, names and attributes, not on looks.
 */
export function renderUi(
  ui: ReactNode,
  { route = '/', path = '*', queryClient = createTestQueryClient(), handle, state }: RenderUiOptions = {},
): RenderUiResult {
  const router = createMemoryRouter([{ path, element: <UiOutlet />, handle }], {
    initialEntries: [state === undefined ? route : { pathname: route, state }],
  });
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <UiContext.Provider value={children}>
          <RouterProvider router={router} />
        </UiContext.Provider>
      </QueryClientProvider>
    ),
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { ...result, user, queryClient, router, location, query };
}
