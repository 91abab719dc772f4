import { organisationApiPath } from '../../lib/api-paths.ts';

export const productPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'products'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'products', id),
  minStock: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'products', id, 'min-stock'),
  transfers: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'products', id, 'transfers'),
  stockData: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'products', id, 'stock-data'),
  stockPerWarehouse: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'products', id, 'stock-per-warehouse'),
};
