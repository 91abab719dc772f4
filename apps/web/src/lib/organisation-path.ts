import { href, type RouteName, webRoutes } from '@backoffice/shared';

/**
 * Where switching organisation leads (spec section 2): the same route with its :organisation
 * parameter rewritten, its other parameters and its query kept. Routes outside the organisation
 * prefix (profile, search) stay where they are; an unnamed page (404) falls back to the dashboard.
 */
export function organisationSwitchPath({
  name,
  params,
  search,
  organisationUlid,
}: {
  name: RouteName | undefined;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  organisationUlid: string;
}): string {
  if (!name) return href('dashboard', { organisation: organisationUlid });
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && key !== '*') kept[key] = value;
  }
  const usesOrganisation = webRoutes[name].path.includes(':organisation');
  const path = href(name, usesOrganisation ? { ...kept, organisation: organisationUlid } : kept);
  return `${path}${search}`;
}

/**
 * The list a record's screen belongs to: its path cut before the first parameter after the
 * organisation (`…/products/:id/edit` → `…/products`). Undefined for a screen that is not a
 * record's (nothing to cut) or lies outside an organisation.
 */
export function recordListPath(name: RouteName | undefined, organisationUlid: string): string | undefined {
  if (!name) return undefined;
  const path = webRoutes[name].path;
  const prefix = '/organisation/:organisation/';
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length).split('/');
  const firstParameter = rest.findIndex((segment) => segment.startsWith(':'));
  if (firstParameter <= 0) return undefined;
  return `/organisation/${encodeURIComponent(organisationUlid)}/${rest.slice(0, firstParameter).join('/')}`;
}

/** Set on the navigation of an organisation switch, so a record missing there can say why. */
export interface SwitchedOrganisationState {
  switchedOrganisation: string;
}

export function switchedOrganisationOf(state: unknown): string | undefined {
  const value = (state as Partial<SwitchedOrganisationState> | null)?.switchedOrganisation;
  return typeof value === 'string' ? value : undefined;
}
