import type { Country, Marketplace } from '@backoffice/shared';
import type { CountryRow, MarketplaceRow } from './reference.tables.ts';

export function presentCountry(row: CountryRow): Country {
  return { id: row.id, name: row.name, region_code: row.regionCode, country_code: row.countryCode };
}

/** A marketplace with the countries it serves (already presented, in the order given). */
export function presentMarketplace(row: MarketplaceRow, countries: Country[]): Marketplace {
  return {
    id: row.id,
    mws_id: row.mwsId,
    country_code: row.countryCode,
    default_currency_code: row.defaultCurrencyCode,
    default_language_code: row.defaultLanguageCode,
    domain_name: row.domainName,
    endpoint: row.endpoint,
    seller_central_host: row.sellerCentralHost,
    name: row.name,
    region_code: row.regionCode,
    countries,
  };
}
