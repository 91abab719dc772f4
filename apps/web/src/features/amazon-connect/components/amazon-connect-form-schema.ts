import {
  AMAZON_CONNECT_REGIONS,
  type AmazonConnectRegion,
  amazonConnectRequestSchema,
  type Marketplace,
  type ReferenceData,
} from '@backoffice/shared';
import { z } from 'zod';

const shape = amazonConnectRequestSchema.shape;

/** The form: the request's name and region, plus which organisation the account joins. */
export const amazonConnectFormSchema = z.object({
  organisation: z.string().min(1, 'Choose an organisation.'),
  name: shape.name,
  region: shape.region,
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

/**
 * The countries each region's marketplaces sell in, from the shipped reference data: the
 * storefront's country, named, in the data's order (Amazon.co.uk → United Kingdom).
 */
export function countriesByRegion(reference: ReferenceData): Record<AmazonConnectRegion, string[]> {
  const names = new Map(reference.countries.map((country) => [country.country_code, country.name]));
  const byRegion: Record<AmazonConnectRegion, string[]> = { na: [], eu: [], fe: [] };
  for (const marketplace of reference.marketplaces as Marketplace[]) {
    const region = regionOfCode(marketplace.region_code);
    if (!region) continue;
    const name = names.get(marketplace.country_code) ?? marketplace.country_code;
    if (!byRegion[region].includes(name)) byRegion[region].push(name);
  }
  return byRegion;
}
