import { type Layout, type RouteName, type WebRoute, webRoutes } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/query-states.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { SimpleLayout } from './layouts/simple-layout.tsx';
import { StandardLayout } from './layouts/standard-layout.tsx';
import { NoOrganisationPage } from './pages/no-organisation-page.tsx';
import { NotBuiltPage } from './pages/not-built-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RequireUser } from './require-user.tsx';
import { RootShell } from './root-shell.tsx';
import { guestOnlyLoader, homeLoader, requireUserLoader } from './route-guards.ts';
import { routeScreens } from './route-screens.ts';

/** Signed-in users are sent away from these public pages; the others (reset links…) pass through. */
const GUEST_ONLY: ReadonlySet<RouteName> = new Set(['login', 'register']);

const routeEntries = Object.entries(webRoutes) as [RouteName, WebRoute][];

function screenRoute(name: RouteName, route: WebRoute, loader: LoaderFunction | undefined): RouteObject {
  const handle: RouteHandle = { name, title: route.title };
  const load = routeScreens[name];
  const base = { path: route.path, handle, loader, errorElement: <RouteErrorPage /> };
  if (!load) return { ...base, element: <NotBuiltPage title={route.title} /> };
  return { ...base, lazy: async () => ({ Component: await load() }) };
}

/**
 * The one route table, so the server and the app name the same URLs: every route of the shared
 * `webRoutes`, grouped under its layout. Routes not marked public sit below the signed-in shell
 * and run the navigation guard. Public routes all use the simple layout: the others need a user
 * for their header and sidebar.
 */
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const requireUser = requireUserLoader(queryClient);
  const guestOnly = guestOnlyLoader(queryClient);
  const signedIn = (layout: Layout) =>
    routeEntries
      .filter(([, route]) => !route.public && route.layout === layout)
      .map(([name, route]) => screenRoute(name, route, requireUser));
  const publicRoutes = routeEntries
    .filter(([, route]) => route.public)
    .map(([name, route]) => screenRoute(name, route, GUEST_ONLY.has(name) ? guestOnly : undefined));

  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        {
          element: <RequireUser />,
          children: [
            { element: <StandardLayout />, children: signedIn('standard') },
            { element: <StandardLayout fluid />, children: signedIn('full') },
            {
              element: <SimpleLayout />,
              children: [
                {
                  path: '/',
                  loader: homeLoader(queryClient),
                  element: <NoOrganisationPage />,
                  handle: { title: 'Welcome' } satisfies RouteHandle,
                },
                ...signedIn('simple'),
              ],
            },
          ],
        },
        {
          element: <SimpleLayout />,
          children: [
            ...publicRoutes,
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { title: 'Page not found' } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
