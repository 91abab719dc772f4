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
  /** DELETE with the name typed to confirm (the settings form's POST has the trailing slash). */
  deleteOrganisation: (organisationUlid: string) => organisationApiPath(organisationUlid),
  /** Outside the organisation, which is gone for its members once its deletion is asked for. */
  deletion: (deletionId: number) => `/api/organisation-deletions/${deletionId}`,
};
