// Amazon marketplaces: ids, currency, language, domain and hosts; sources in ./sources.md.

import type { RegionCode } from './countries.dataset.ts';

export interface MarketplaceRecord {
  /** The marketplace id, the same in MWS and SP-API (`MarketplaceIds=`). */
  readonly mwsId: string;
  /** ISO 3166-1 alpha-2 of the storefront; 'GB' for Amazon.co.uk (Amazon's docs table says 'UK'). */
  readonly countryCode: string;
  readonly name: string;
  readonly regionCode: RegionCode;
  /** ISO 4217. */
  readonly defaultCurrencyCode: string;
  /** Locale as returned by getMarketplaceParticipations, e.g. 'en_US'. */
  readonly defaultLanguageCode: string;
  /** Storefront domain without 'www.'. */
  readonly domainName: string;
  /** The SP-API host of the marketplace's region. */
  readonly endpoint: string;
  readonly sellerCentralHost: string;
  /** Countries this marketplace serves for warehouse/destination mapping. */
  readonly countries: readonly string[];
}

const NA_ENDPOINT = 'https://sellingpartnerapi-na.amazon.com';
const EU_ENDPOINT = 'https://sellingpartnerapi-eu.amazon.com';
const FE_ENDPOINT = 'https://sellingpartnerapi-fe.amazon.com';

/**
 * The 23 marketplaces Amazon lists with their Seller Central hosts (./sources.md), by region. Languages marked "unverified" are the
 * usual locale for the country, not yet seen in real getMarketplaceParticipations output.
 */
export const MARKETPLACES = [
  {
    mwsId: 'A2EUQ1WTGCTBG2',
    countryCode: 'CA',
    name: 'Amazon.ca',
    regionCode: 'NA',
    defaultCurrencyCode: 'CAD',
    defaultLanguageCode: 'en_CA', // unverified
    domainName: 'amazon.ca',
    endpoint: NA_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.ca',
    countries: ['CA'],
  },
  {
    mwsId: 'ATVPDKIKX0DER',
    countryCode: 'US',
    name: 'Amazon.com',
    regionCode: 'NA',
    defaultCurrencyCode: 'USD',
    defaultLanguageCode: 'en_US',
    domainName: 'amazon.com',
    endpoint: NA_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com',
    countries: ['US'],
  },
  {
    mwsId: 'A1AM78C64UM0Y8',
    countryCode: 'MX',
    name: 'Amazon.com.mx',
    regionCode: 'NA',
    defaultCurrencyCode: 'MXN',
    defaultLanguageCode: 'es_MX', // unverified
    domainName: 'amazon.com.mx',
    endpoint: NA_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com.mx',
    countries: ['MX'],
  },
  {
    mwsId: 'A2Q3Y263D00KWC',
    countryCode: 'BR',
    name: 'Amazon.com.br',
    regionCode: 'NA',
    defaultCurrencyCode: 'BRL',
    defaultLanguageCode: 'pt_BR', // unverified
    domainName: 'amazon.com.br',
    endpoint: NA_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com.br',
    countries: ['BR'],
  },
  {
    mwsId: 'A28R8C7NBKEWEA',
    countryCode: 'IE',
    name: 'Amazon.ie',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'en_IE', // unverified
    domainName: 'amazon.ie',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['IE'],
  },
  {
    mwsId: 'A1RKKUPIHCS9HS',
    countryCode: 'ES',
    name: 'Amazon.es',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'es_ES',
    domainName: 'amazon.es',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['ES'],
  },
  {
    mwsId: 'A1F83G8C2ARO7P',
    countryCode: 'GB',
    name: 'Amazon.co.uk',
    regionCode: 'EU',
    defaultCurrencyCode: 'GBP',
    defaultLanguageCode: 'en_GB',
    domainName: 'amazon.co.uk',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['GB'],
  },
  {
    mwsId: 'A13V1IB3VIYZZH',
    countryCode: 'FR',
    name: 'Amazon.fr',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'fr_FR',
    domainName: 'amazon.fr',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['FR'],
  },
  {
    mwsId: 'AMEN7PMS3EDWL',
    countryCode: 'BE',
    name: 'Amazon.com.be',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'fr_BE',
    domainName: 'amazon.com.be',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com.be',
    countries: ['BE'],
  },
  {
    mwsId: 'A1805IZSGTT6HS',
    countryCode: 'NL',
    name: 'Amazon.nl',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'nl_NL',
    domainName: 'amazon.nl',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.nl',
    countries: ['NL'],
  },
  {
    mwsId: 'A1PA6795UKMFR9',
    countryCode: 'DE',
    name: 'Amazon.de',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'de_DE',
    domainName: 'amazon.de',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['DE'],
  },
  {
    mwsId: 'APJ6JRA9NG5V4',
    countryCode: 'IT',
    name: 'Amazon.it',
    regionCode: 'EU',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'it_IT',
    domainName: 'amazon.it',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral-europe.amazon.com',
    countries: ['IT'],
  },
  {
    mwsId: 'A2NODRKZP88ZB9',
    countryCode: 'SE',
    name: 'Amazon.se',
    regionCode: 'EU',
    defaultCurrencyCode: 'SEK',
    defaultLanguageCode: 'sv_SE',
    domainName: 'amazon.se',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.se',
    countries: ['SE'],
  },
  {
    mwsId: 'AE08WJ6YKNBMC',
    countryCode: 'ZA',
    name: 'Amazon.co.za',
    regionCode: 'EU',
    defaultCurrencyCode: 'ZAR',
    defaultLanguageCode: 'en_ZA', // unverified
    domainName: 'amazon.co.za',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.co.za',
    countries: ['ZA'],
  },
  {
    mwsId: 'A1C3SOZRARQ6R3',
    countryCode: 'PL',
    name: 'Amazon.pl',
    regionCode: 'EU',
    defaultCurrencyCode: 'PLN',
    defaultLanguageCode: 'pl_PL',
    domainName: 'amazon.pl',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.pl',
    countries: ['PL'],
  },
  {
    mwsId: 'ARBP9OOSHTCHU',
    countryCode: 'EG',
    name: 'Amazon.eg',
    regionCode: 'EU',
    defaultCurrencyCode: 'EGP',
    defaultLanguageCode: 'ar_EG', // unverified
    domainName: 'amazon.eg',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.eg',
    countries: ['EG'],
  },
  {
    mwsId: 'A33AVAJ2PDY3EV',
    countryCode: 'TR',
    name: 'Amazon.com.tr',
    regionCode: 'EU',
    defaultCurrencyCode: 'TRY',
    defaultLanguageCode: 'tr_TR',
    domainName: 'amazon.com.tr',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com.tr',
    countries: ['TR'],
  },
  {
    mwsId: 'A17E79C6D8DWNP',
    countryCode: 'SA',
    name: 'Amazon.sa',
    regionCode: 'EU',
    defaultCurrencyCode: 'SAR',
    defaultLanguageCode: 'ar_SA', // unverified
    domainName: 'amazon.sa',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.sa',
    countries: ['SA'],
  },
  {
    mwsId: 'A2VIGQ35RCS4UG',
    countryCode: 'AE',
    name: 'Amazon.ae',
    regionCode: 'EU',
    defaultCurrencyCode: 'AED',
    defaultLanguageCode: 'en_AE', // unverified
    domainName: 'amazon.ae',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.ae',
    countries: ['AE'],
  },
  {
    mwsId: 'A21TJRUUN4KGV',
    countryCode: 'IN',
    name: 'Amazon.in',
    regionCode: 'EU',
    defaultCurrencyCode: 'INR',
    defaultLanguageCode: 'en_IN', // unverified
    domainName: 'amazon.in',
    endpoint: EU_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.in',
    countries: ['IN'],
  },
  {
    mwsId: 'A19VAU5U5O7RUS',
    countryCode: 'SG',
    name: 'Amazon.sg',
    regionCode: 'FE',
    defaultCurrencyCode: 'SGD',
    defaultLanguageCode: 'en_SG', // unverified
    domainName: 'amazon.sg',
    endpoint: FE_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.sg',
    countries: ['SG'],
  },
  {
    mwsId: 'A39IBJ37TRP1C6',
    countryCode: 'AU',
    name: 'Amazon.com.au',
    regionCode: 'FE',
    defaultCurrencyCode: 'AUD',
    defaultLanguageCode: 'en_AU', // unverified
    domainName: 'amazon.com.au',
    endpoint: FE_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.com.au',
    countries: ['AU'],
  },
  {
    mwsId: 'A1VC38T7YXB528',
    countryCode: 'JP',
    name: 'Amazon.co.jp',
    regionCode: 'FE',
    defaultCurrencyCode: 'JPY',
    defaultLanguageCode: 'ja_JP', // unverified
    domainName: 'amazon.co.jp',
    endpoint: FE_ENDPOINT,
    sellerCentralHost: 'sellercentral.amazon.co.jp',
    countries: ['JP'],
  },
] as const satisfies readonly MarketplaceRecord[];
