import { organisationApiPath } from '../../lib/api-paths.ts';

export const forecastPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'forecasts'),
  detail: (organisationUlid: string, skuId: number) =>
    organisationApiPath(organisationUlid, 'forecasts', skuId),
  recompute: (organisationUlid: string) => organisationApiPath(organisationUlid, 'forecasts', 'recompute'),
  settings: (organisationUlid: string) => organisationApiPath(organisationUlid, 'forecasts', 'settings'),
  accuracy: (organisationUlid: string) => organisationApiPath(organisationUlid, 'forecasts', 'accuracy'),
  overrides: (organisationUlid: string, skuId: number) =>
    organisationApiPath(organisationUlid, 'forecasts', skuId, 'overrides'),
  override: (organisationUlid: string, skuId: number, id: number) =>
    organisationApiPath(organisationUlid, 'forecasts', skuId, 'overrides', id),
};
