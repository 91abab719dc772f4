import { MARKETPLACES } from '../marketplaces.ts';
import type { SimulatorRegion } from '../types.ts';

/**
 * Amazon's Seller Central sites, where a seller signs in and authorizes an app: the host of each
 * marketplace (sources: apps/server/src/modules/reference/datasets/sources.md). Most European
 * marketplaces share sellercentral-europe.amazon.com; the others have their own. A site belongs to
 * the region of its marketplaces, and a consent given on it authorizes the app for that region:
 * the consent link names no region, the site decides it.
 */
const HOST_OF_COUNTRY: Readonly<Record<string, string>> = {
  CA: 'sellercentral.amazon.ca',
  US: 'sellercentral.amazon.com',
  MX: 'sellercentral.amazon.com.mx',
  BR: 'sellercentral.amazon.com.br',
  IE: 'sellercentral-europe.amazon.com',
  ES: 'sellercentral-europe.amazon.com',
  GB: 'sellercentral-europe.amazon.com',
  FR: 'sellercentral-europe.amazon.com',
  BE: 'sellercentral.amazon.com.be',
  NL: 'sellercentral.amazon.nl',
  DE: 'sellercentral-europe.amazon.com',
  IT: 'sellercentral-europe.amazon.com',
  SE: 'sellercentral.amazon.se',
  ZA: 'sellercentral.amazon.co.za',
  PL: 'sellercentral.amazon.pl',
  EG: 'sellercentral.amazon.eg',
  TR: 'sellercentral.amazon.com.tr',
  SA: 'sellercentral.amazon.sa',
  AE: 'sellercentral.amazon.ae',
  IN: 'sellercentral.amazon.in',
  SG: 'sellercentral.amazon.sg',
  AU: 'sellercentral.amazon.com.au',
  JP: 'sellercentral.amazon.co.jp',
};

export interface SellerCentralSite {
  host: string;
  region: SimulatorRegion;
  /** The marketplaces whose sellers sign in here, by country code. */
  countryCodes: string[];
}

const SITES = new Map<string, SellerCentralSite>();
for (const marketplace of MARKETPLACES) {
  const host = HOST_OF_COUNTRY[marketplace.countryCode];
  if (!host) throw new Error(`no Seller Central host for ${marketplace.countryCode}`);
  const site = SITES.get(host) ?? { host, region: marketplace.region, countryCodes: [] };
  if (site.region !== marketplace.region) throw new Error(`${host} spans two regions`);
  site.countryCodes.push(marketplace.countryCode);
  SITES.set(host, site);
}

/** The site of a host, or undefined: not a Seller Central site. */
export function sellerCentralSite(host: string): SellerCentralSite | undefined {
  return SITES.get(host.toLowerCase());
}

export function sellerCentralSites(): SellerCentralSite[] {
  return [...SITES.values()].map((site) => ({ ...site, countryCodes: [...site.countryCodes] }));
}
