import type { FulfillmentCenter } from '@backoffice/shared';
import { presentCountry } from '../reference/reference.presenter.ts';
import type { FulfillmentCenterListRow } from './fulfillment-centers.repository.ts';

export function presentFulfillmentCenter(row: FulfillmentCenterListRow): FulfillmentCenter {
  const { center } = row;
  return {
    id: center.id,
    name: center.name,
    marketplace_id: center.marketplaceId,
    country_id: center.countryId,
    state: center.state,
    country: row.country ? presentCountry(row.country) : null,
    marketplace: row.marketplace
      ? { id: row.marketplace.id, name: row.marketplace.name, mws_id: row.marketplace.mwsId }
      : null,
  };
}
