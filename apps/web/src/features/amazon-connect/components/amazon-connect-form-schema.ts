import {
  AMAZON_CONNECT_REGION_LABELS,
  AMAZON_CONNECT_REGIONS,
  type AmazonConnectRegion,
  amazonConnectRequestSchema,
  type ReferenceData,
} from '@backoffice/shared';
import { z } from 'zod';

const shape = amazonConnectRequestSchema.shape;

/** The form: the request's name and home site, plus which organisation the account joins. */
export const amazonConnectFormSchema = z.object({
  organisation: z.string().min(1, 'Choose an organisation.'),
  name: shape.name,
  home_site: z.string().min(1, 'Choose the Amazon site where you sign in to Seller Central.'),
});
export type AmazonConnectFormValues = z.input<typeof amazonConnectFormSchema>;
export type AmazonConnectFormOutput = z.output<typeof amazonConnectFormSchema>;
export const AMAZON_CONNECT_FORM_FIELDS = Object.keys(
  amazonConnectFormSchema.shape,
) as (keyof AmazonConnectFormValues)[];

/** A source's region_code (NA, EU, FE) as the form's region; anything else has none. */
export function regionOfCode(regionCode: string | null | undefined): AmazonConnectRegion | undefined {
  const region = regionCode?.toLowerCase();
  return AMAZON_CONNECT_REGIONS.find((candidate) => candidate === region);
}

/** A Seller Central site a seller may call home: a marketplace of the reference data. */
export interface SellerCentralSite {
  /** The marketplace's country code: what the API takes as `home_site`. */
  code: string;
  country: string;
  /** The storefront, e.g. amazon.com.au. */
  domain: string;
  host: string;
  region: AmazonConnectRegion;
}

export interface SellerCentralRegion {
  region: AmazonConnectRegion;
  label: string;
  /** By country name. */
  sites: SellerCentralSite[];
}

/**
 * Every Seller Central site, from the shipped reference data (each marketplace names its country,
 * region and Seller Central host), grouped by region in Amazon's order (North America, Europe, Far
 * East) and named as a seller knows them: the country and the storefront's domain.
 */
export function sellerCentralRegions(reference: ReferenceData): SellerCentralRegion[] {
  const names = new Map(reference.countries.map((country) => [country.country_code, country.name]));
  const regions = AMAZON_CONNECT_REGIONS.map((region) => ({
    region,
    label: AMAZON_CONNECT_REGION_LABELS[region],
    sites: [] as SellerCentralSite[],
  }));
  for (const marketplace of reference.marketplaces) {
    const region = regionOfCode(marketplace.region_code);
    const group = regions.find((candidate) => candidate.region === region);
    if (!region || !group || !marketplace.seller_central_host) continue;
    group.sites.push({
      code: marketplace.country_code,
      country: names.get(marketplace.country_code) ?? marketplace.country_code,
      domain: marketplace.domain_name,
      host: marketplace.seller_central_host,
      region,
    });
  }
  for (const group of regions) group.sites.sort((a, b) => a.country.localeCompare(b.country));
  return regions.filter((group) => group.sites.length > 0);
}

/** How a site is named in the picker: Australia (amazon.com.au). */
export const siteLabel = (site: Pick<SellerCentralSite, 'country' | 'domain'>) =>
  `${site.country} (${site.domain})`;
