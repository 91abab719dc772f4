import { organisationApiPath } from '../../lib/api-paths.ts';

export const organisationPaths = {
  /** The settings form posts here, with the trailing slash the API expects. */
  organisation: (organisationUlid: string) => `${organisationApiPath(organisationUlid)}/`,
  team: (organisationUlid: string) => organisationApiPath(organisationUlid, 'team'),
  member: (organisationUlid: string, memberId: number) =>
    organisationApiPath(organisationUlid, 'team', memberId),
  memberRole: (organisationUlid: string, memberId: number) =>
    organisationApiPath(organisationUlid, 'team', memberId, 'update-role'),
  events: (organisationUlid: string) => organisationApiPath(organisationUlid, 'events'),
  /** Opened by the browser (a link, not fetch): the API redirects to Slack. */
  eventSlackConnect: (organisationUlid: string, event: string) =>
    organisationApiPath(organisationUlid, 'events', event, 'slack', 'connect'),
  eventDisconnect: (organisationUlid: string, event: string) =>
    organisationApiPath(organisationUlid, 'events', event, 'delete'),
};
