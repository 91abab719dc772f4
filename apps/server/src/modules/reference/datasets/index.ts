// Shipped reference data (countries, Amazon marketplaces, fulfilment centres); sources in sources.md.

import { COUNTRIES } from './countries.ts';
import { FULFILLMENT_CENTERS } from './fulfillment-centers.ts';
import { MARKETPLACES } from './marketplaces.ts';

export type { CountryRecord, RegionCode } from './countries.ts';
export type { FulfillmentCenterRecord } from './fulfillment-centers.ts';
export type { MarketplaceRecord } from './marketplaces.ts';
export { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES };

export type Country = (typeof COUNTRIES)[number];
export type Marketplace = (typeof MARKETPLACES)[number];
export type FulfillmentCenter = (typeof FULFILLMENT_CENTERS)[number];
