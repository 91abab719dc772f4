import type { PurchaseOrderAction } from '@backoffice/shared';
import { organisationApiPath } from '../../lib/api-paths.ts';

export const purchaseOrderPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'purchase-orders'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'purchase-orders', id),
  action: (organisationUlid: string, id: number, action: PurchaseOrderAction) =>
    organisationApiPath(organisationUlid, 'purchase-orders', id, action),
  pdf: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'purchase-orders', id, 'pdf'),
  suggestion: (organisationUlid: string) =>
    organisationApiPath(organisationUlid, 'purchase-orders', 'suggestion'),
};
