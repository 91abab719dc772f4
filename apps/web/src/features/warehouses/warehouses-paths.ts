import { organisationApiPath } from '../../lib/api-paths.ts';

export const warehousePaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'warehouses'),
  detail: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid),
  adjustments: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'adjustments'),
  movements: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'movements'),
  stock: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'stock'),
  transfers: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'transfers'),
  leadTimes: (organisationUlid: string, warehouseUlid: string) =>
    organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'lead-times'),
};
