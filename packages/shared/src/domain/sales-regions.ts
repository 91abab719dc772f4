/**
 * Regions of sale: where one pool of stock serves the buyers. Amazon keeps one fulfilment pool per
 * marketplace country, except the pan-European one: a unit in a German, French, Italian, Spanish,
 * Polish or Czech centre may be shipped to a buyer in any of these storefronts (Pan-European FBA
 * and the European Fulfilment Network), so they plan as one region. The UK left that pool in 2021.
 * Planning never adds demand, stock or orders of two regions together.
 */
export const PAN_EUROPEAN_COUNTRIES: readonly string[] = [
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'SE',
  'BE',
  'IE',
  'CZ',
  'AT',
];

/** The region of a SKU whose sales and warehouses name no country: everything in one plan. */
export const ANY_REGION = 'ANY';

/** The region of sale a country's buyers are served from: 'EU' for the pan-European pool, else the country. */
export function salesRegionOfCountry(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return PAN_EUROPEAN_COUNTRIES.includes(code) ? 'EU' : code;
}

/** The regions a warehouse serving these countries stocks; none for a warehouse that names no country. */
export function salesRegionsOfCountries(countryCodes: readonly string[]): string[] {
  return [...new Set(countryCodes.map(salesRegionOfCountry))].sort();
}

const REGION_NAMES: Record<string, string> = {
  EU: 'EU (pan-European)',
  GB: 'UK',
  US: 'US',
  [ANY_REGION]: 'All regions',
};

/** How screens name a region: 'EU (pan-European)', 'UK', else the country code. */
export function salesRegionName(region: string): string {
  return REGION_NAMES[region] ?? region;
}
