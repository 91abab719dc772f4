import { href, type SearchLink } from '@backoffice/shared';

/** A hit's screen in the current organisation (the server names the route, not the organisation). */
export function searchLinkPath(link: SearchLink, organisationUlid: string): string {
  return href(link.name, { ...link.params, organisation: organisationUlid }, link.query ?? {});
}
