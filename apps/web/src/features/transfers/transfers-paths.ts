import type { TransferAction } from '@backoffice/shared';
import { organisationApiPath } from '../../lib/api-paths.ts';

/** The actions with a route of their own (`POST …/transfers/{id}/<action>`). */
export type TransferActionRoute =
  | Extract<TransferAction, 'ship' | 'receive' | 'close' | 'cancel'>
  | 'ticket'
  | 'resolve-discrepancy';

export const transferPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'transfers'),
  suggestion: (organisationUlid: string) => organisationApiPath(organisationUlid, 'transfers', 'suggestion'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'transfers', id),
  action: (organisationUlid: string, id: number, action: TransferActionRoute) =>
    organisationApiPath(organisationUlid, 'transfers', id, action),
  events: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'transfers', id, 'events'),
  movements: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'transfers', id, 'movements'),
};
