import type { RouteName } from '@backoffice/shared';
import { useMatches } from 'react-router';

/** Every route generated from the shared table carries its name and title in its handle. */
export interface RouteHandle {
  name?: RouteName;
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The handle of the deepest matched route that has one (the screen being shown). */
export function useRouteHandle(): RouteHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
}
