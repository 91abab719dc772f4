// Shipped reference data (countries, Amazon marketplaces, fulfilment centres); sources in sources.md.

import { COUNTRIES } from './countries.dataset.ts';
import { FULFILLMENT_CENTERS } from './fulfillment-centers.dataset.ts';
import { MARKETPLACES } from './marketplaces.dataset.ts';

export type { CountryRecord, RegionCode } from './countries.dataset.ts';
export type { FulfillmentCenterRecord } from './fulfillment-centers.dataset.ts';
export type { MarketplaceRecord } from './marketplaces.dataset.ts';
export { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES };

export type Country = (typeof COUNTRIES)[number];
export type Marketplace = (typeof MARKETPLACES)[number];
export type FulfillmentCenter = (typeof FULFILLMENT_CENTERS)[number];
