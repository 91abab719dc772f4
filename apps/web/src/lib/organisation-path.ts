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
