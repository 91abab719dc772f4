import type { AmazonConnectRegion } from '@backoffice/shared';

/**
 * A seller's home site (issue 30): the marketplace whose Seller Central they sign in to, named by
 * its country code (AU, JP, IN…). The marketplaces (module reference, from its shipped dataset)
 * are the one list of sites: each names its region and its Seller Central host. The consent is
 * given on the home site's host, and it authorizes the app for the site's whole region.
 */
export interface HomeSite {
  countryCode: string;
  region: AmazonConnectRegion;
  sellerCentralHost: string;
}

/** What a marketplace of the reference data says of its site. */
export interface MarketplaceSite {
  countryCode: string;
  regionCode: string;
  sellerCentralHost: string;
}

const REGION_OF_CODE: Readonly<Record<string, AmazonConnectRegion>> = { NA: 'na', EU: 'eu', FE: 'fe' };

/** The home site of a country code, or undefined when no marketplace (of a known region) has it. */
export function homeSiteOf(
  marketplaces: readonly MarketplaceSite[],
  countryCode: string,
): HomeSite | undefined {
  const marketplace = marketplaces.find((candidate) => candidate.countryCode === countryCode);
  const region = marketplace ? REGION_OF_CODE[marketplace.regionCode] : undefined;
  if (!marketplace || !region || !marketplace.sellerCentralHost) return undefined;
  return { countryCode, region, sellerCentralHost: marketplace.sellerCentralHost };
}
