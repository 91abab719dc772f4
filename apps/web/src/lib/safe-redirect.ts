import { href, webRoutes } from '@backoffice/shared';
import { matchPath } from 'react-router';

const publicPaths = Object.values(webRoutes)
  .filter((route) => 'public' in route && route.public)
  .map((route) => route.path);

export function isPublicPath(pathname: string): boolean {
  return publicPaths.some((path) => matchPath(path, pathname) !== null);
}

/**
 * The `redirect` query of the login page comes from the URL, so anyone can craft it: only same-site
 * paths are followed (no scheme, no protocol-relative "//host"), and never back to a public page.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  const pathname = target.split(/[?#]/)[0] ?? target;
  if (isPublicPath(pathname)) return undefined;
  return target;
}

/** The login page, remembering where the user was going (the home page needs no reminder). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const intended = `${location.pathname}${location.search}`;
  return intended === '/' ? href('login') : href('login', {}, { redirect: intended });
}
