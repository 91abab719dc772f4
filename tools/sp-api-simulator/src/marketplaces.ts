import type { SimulatorRegion } from './types.ts';

/**
 * Amazon's marketplaces (ids, currencies, languages, domains; sources in
 * apps/server/src/modules/reference/datasets/sources.md). `charset` is the
 * charset report documents of the marketplace are served in: Amazon serves Western flat files as
 * `Cp1252` (amzn/selling-partner-api-models#2748 shows `Content-Type: text/plain; charset=Cp1252`)
 * and Japanese ones in CP932, named here by its Java name `Windows-31J` (the exact label Amazon uses
 * for JP is not confirmed); the others are served as UTF-8 here.
 */
export interface Marketplace {
  id: string;
  countryCode: string;
  /** Also the sales channel of its orders, e.g. "Amazon.com". */
  name: string;
  domainName: string;
  currency: string;
  language: string;
  region: SimulatorRegion;
  charset: 'Cp1252' | 'Windows-31J' | 'UTF-8';
  /** First block of its order ids (3-7-7). */
  orderIdPrefix: string;
  /** Sales tax is added to prices; VAT (and JP consumption tax) is included in them. */
  tax: { kind: 'sales' | 'vat'; rate: number };
  /** Local currency units per US dollar, to price the catalogue. */
  perUsd: number;
}

function marketplace(
  region: SimulatorRegion,
  countryCode: string,
  id: string,
  currency: string,
  language: string,
  domain: string,
  charset: Marketplace['charset'],
  orderIdPrefix: string,
  tax: Marketplace['tax'],
  perUsd: number,
): Marketplace {
  const name = `Amazon.${domain}`;
  return {
    id,
    countryCode,
    name,
    domainName: `www.amazon.${domain}`,
    currency,
    language,
    region,
    charset,
    orderIdPrefix,
    tax,
    perUsd,
  };
}

const SALES = (rate: number) => ({ kind: 'sales', rate }) as const;
const VAT = (rate: number) => ({ kind: 'vat', rate }) as const;

export const MARKETPLACES: readonly Marketplace[] = [
  marketplace('na', 'US', 'ATVPDKIKX0DER', 'USD', 'en_US', 'com', 'Cp1252', '112', SALES(0.0725), 1),
  marketplace('na', 'CA', 'A2EUQ1WTGCTBG2', 'CAD', 'en_CA', 'ca', 'Cp1252', '701', SALES(0.13), 1.35),
  marketplace('na', 'MX', 'A1AM78C64UM0Y8', 'MXN', 'es_MX', 'com.mx', 'Cp1252', '702', VAT(0.16), 17),
  marketplace('na', 'BR', 'A2Q3Y263D00KWC', 'BRL', 'pt_BR', 'com.br', 'Cp1252', '703', VAT(0.17), 5),
  marketplace('eu', 'IE', 'A28R8C7NBKEWEA', 'EUR', 'en_IE', 'ie', 'Cp1252', '407', VAT(0.23), 0.92),
  marketplace('eu', 'ES', 'A1RKKUPIHCS9HS', 'EUR', 'es_ES', 'es', 'Cp1252', '406', VAT(0.21), 0.92),
  marketplace('eu', 'GB', 'A1F83G8C2ARO7P', 'GBP', 'en_GB', 'co.uk', 'Cp1252', '202', VAT(0.2), 0.79),
  marketplace('eu', 'FR', 'A13V1IB3VIYZZH', 'EUR', 'fr_FR', 'fr', 'Cp1252', '402', VAT(0.2), 0.92),
  marketplace('eu', 'BE', 'AMEN7PMS3EDWL', 'EUR', 'fr_BE', 'com.be', 'Cp1252', '408', VAT(0.21), 0.92),
  marketplace('eu', 'NL', 'A1805IZSGTT6HS', 'EUR', 'nl_NL', 'nl', 'Cp1252', '409', VAT(0.21), 0.92),
  marketplace('eu', 'DE', 'A1PA6795UKMFR9', 'EUR', 'de_DE', 'de', 'Cp1252', '302', VAT(0.19), 0.92),
  marketplace('eu', 'IT', 'APJ6JRA9NG5V4', 'EUR', 'it_IT', 'it', 'Cp1252', '403', VAT(0.22), 0.92),
  marketplace('eu', 'SE', 'A2NODRKZP88ZB9', 'SEK', 'sv_SE', 'se', 'Cp1252', '404', VAT(0.25), 10.5),
  marketplace('eu', 'ZA', 'AE08WJ6YKNBMC', 'ZAR', 'en_ZA', 'co.za', 'UTF-8', '405', VAT(0.15), 18),
  marketplace('eu', 'PL', 'A1C3SOZRARQ6R3', 'PLN', 'pl_PL', 'pl', 'UTF-8', '410', VAT(0.23), 4),
  marketplace('eu', 'EG', 'ARBP9OOSHTCHU', 'EGP', 'ar_EG', 'eg', 'UTF-8', '411', VAT(0.14), 48),
  marketplace('eu', 'TR', 'A33AVAJ2PDY3EV', 'TRY', 'tr_TR', 'com.tr', 'UTF-8', '412', VAT(0.2), 32),
  marketplace('eu', 'SA', 'A17E79C6D8DWNP', 'SAR', 'ar_SA', 'sa', 'UTF-8', '413', VAT(0.15), 3.75),
  marketplace('eu', 'AE', 'A2VIGQ35RCS4UG', 'AED', 'en_AE', 'ae', 'UTF-8', '414', VAT(0.05), 3.67),
  marketplace('eu', 'IN', 'A21TJRUUN4KGV', 'INR', 'en_IN', 'in', 'UTF-8', '415', VAT(0.18), 83),
  marketplace('fe', 'SG', 'A19VAU5U5O7RUS', 'SGD', 'en_SG', 'sg', 'UTF-8', '501', VAT(0.09), 1.35),
  marketplace('fe', 'AU', 'A39IBJ37TRP1C6', 'AUD', 'en_AU', 'com.au', 'UTF-8', '502', VAT(0.1), 1.5),
  marketplace('fe', 'JP', 'A1VC38T7YXB528', 'JPY', 'ja_JP', 'co.jp', 'Windows-31J', '249', VAT(0.1), 150),
];

const BY_ID = new Map(MARKETPLACES.map((entry) => [entry.id, entry]));

export function marketplaceById(id: string): Marketplace | undefined {
  return BY_ID.get(id);
}

export function marketplaceByCountry(countryCode: string): Marketplace {
  const found = MARKETPLACES.find((entry) => entry.countryCode === countryCode);
  if (!found) throw new Error(`no marketplace for ${countryCode}`);
  return found;
}

/** Fulfilment-centre codes per country, a subset of the product's list (sources.md, as above). */
export const FULFILLMENT_CENTERS: Readonly<Record<string, readonly string[]>> = {
  US: ['PHX7', 'ONT8', 'LGB8', 'BFI4', 'DFW7', 'MDW2', 'SDF8', 'CVG3', 'ABE8', 'ACY1', 'BWI2', 'ATL6'],
  CA: ['YYZ4', 'YVR2', 'YYC1'],
  GB: ['LTN1', 'LTN4', 'BHX4', 'MAN1', 'EDI4', 'LBA1'],
  DE: ['DTM2', 'FRA7', 'LEJ1', 'MUC3', 'DUS2', 'STR1', 'BER3'],
  FR: ['ORY1', 'LYS1', 'MRS1', 'LIL1'],
  IT: ['MXP5', 'FCO1', 'TRN1'],
  ES: ['MAD4', 'BCN1', 'SVQ1'],
  PL: ['POZ1', 'WRO1', 'KTW1'],
  JP: ['NRT1', 'KIX1', 'HND3'],
  AU: ['MEL1'],
  IN: ['BOM1', 'DEL4'],
};

export function fulfillmentCentersOf(countryCode: string): readonly string[] {
  return FULFILLMENT_CENTERS[countryCode] ?? [`${countryCode}X1`];
}
