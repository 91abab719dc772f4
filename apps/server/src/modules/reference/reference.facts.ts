/**
 * What other modules may read of reference (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import reference's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { countries, marketplaces, referenceFulfillmentCenters } from './reference.tables.ts';

/** A country as other modules show it (presentCountry): its name and codes. */
export type { CountryRow } from './reference.tables.ts';

/** Countries as other modules join them: the countries a warehouse serves, and their codes. */
export const countryFacts = countryFactsAs('country_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function countryFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      id: countries.id,
      name: countries.name,
      countryCode: countries.countryCode,
      regionCode: countries.regionCode,
    })
    .from(countries)
    .as(alias);
}

/**
 * Which of these ids are countries, whether a marketplace exists: the ids a request carries are
 * checked against them.
 */
export { countryExists, existingCountryIds, marketplaceExists } from './reference.repository.ts';

/**
 * Amazon's marketplaces: their ids (the product's and Amazon's), name, country and region, and the
 * storefront (domain) name reports call them by (sales channels are made from them).
 */
export const marketplaceFacts = marketplaceFactsAs('marketplace_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function marketplaceFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      id: marketplaces.id,
      mwsId: marketplaces.mwsId,
      name: marketplaces.name,
      countryCode: marketplaces.countryCode,
      regionCode: marketplaces.regionCode,
      domainName: marketplaces.domainName,
    })
    .from(marketplaces)
    .as(alias);
}

/**
 * Amazon's fulfilment centres as shipped with the product: each organisation gets its own copy
 * of them (fulfillment-centers copies them when the organisation is made and after a sync).
 */
export function referenceFulfillmentCenterFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      code: referenceFulfillmentCenters.code,
      marketplaceId: referenceFulfillmentCenters.marketplaceId,
      countryId: referenceFulfillmentCenters.countryId,
      state: referenceFulfillmentCenters.state,
    })
    .from(referenceFulfillmentCenters)
    .as(alias);
}

/**
 * Every marketplace, whole: the storefront names and regions that reports and connections match.
 * Every country, whole: the codes generated data (the demo's warehouses) names countries by.
 */
export { listCountries, listMarketplaces } from './reference.repository.ts';
