// Amazon fulfilment-centre codes with country, US state and marketplace; sources in ./sources.md.

export interface FulfillmentCenterRecord {
  /** Amazon's 4-character FC code, as in shipment and inventory-ledger reports. */
  readonly code: string;
  /** ISO 3166-1 alpha-2 of the building ('GB', never 'UK'). */
  readonly countryCode: string;
  /** The marketplace whose inventory the FC holds; CZ has no storefront and is served by Amazon.de. */
  readonly marketplaceMwsId: string;
  /** US state (USPS code), only where the source gives one. */
  readonly state?: string;
}

/**
 * The FC codes listed in ./sources.md, grouped by country. Typed as the record (not `as const`) because
 * the list is a subset of Amazon's FCs, so a union of its codes would mislead, and so `fc.state` type-checks.
 */
export const FULFILLMENT_CENTERS: readonly FulfillmentCenterRecord[] = [
  { code: 'PHX7', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'AZ' },
  { code: 'PHX6', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'AZ' },
  { code: 'ONT8', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CA' },
  { code: 'ONT6', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CA' },
  { code: 'LGB8', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CA' },
  { code: 'SBD1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CA' },
  { code: 'BFI4', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'WA' },
  { code: 'PDX9', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'OR' },
  { code: 'LAS1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'NV' },
  { code: 'DEN3', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CO' },
  { code: 'DFW7', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'TX' },
  { code: 'FTW1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'TX' },
  { code: 'SAT1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'TX' },
  { code: 'MDW2', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'IL' },
  { code: 'IND9', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'IN' },
  { code: 'SDF8', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'IN' },
  { code: 'CVG3', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'KY' },
  { code: 'ABE8', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'NJ' },
  { code: 'ACY1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'NJ' },
  { code: 'BDL2', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'CT' },
  { code: 'PHL7', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'DE' },
  { code: 'BWI2', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'MD' },
  { code: 'CLT2', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'NC' },
  { code: 'ATL6', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'GA' },
  { code: 'MCO1', countryCode: 'US', marketplaceMwsId: 'ATVPDKIKX0DER', state: 'FL' },
  { code: 'YYZ4', countryCode: 'CA', marketplaceMwsId: 'A2EUQ1WTGCTBG2' },
  { code: 'YVR2', countryCode: 'CA', marketplaceMwsId: 'A2EUQ1WTGCTBG2' },
  { code: 'YYC1', countryCode: 'CA', marketplaceMwsId: 'A2EUQ1WTGCTBG2' },
  { code: 'LTN1', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'LTN4', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'BHX4', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'MAN1', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'EDI4', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'LBA1', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'EUK5', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'LCY2', countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' },
  { code: 'DTM2', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'FRA7', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'LEJ1', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'MUC3', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'DUS2', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'STR1', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'BER3', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'HAM2', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'CGN1', countryCode: 'DE', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'ORY1', countryCode: 'FR', marketplaceMwsId: 'A13V1IB3VIYZZH' },
  { code: 'LYS1', countryCode: 'FR', marketplaceMwsId: 'A13V1IB3VIYZZH' },
  { code: 'MRS1', countryCode: 'FR', marketplaceMwsId: 'A13V1IB3VIYZZH' },
  { code: 'LIL1', countryCode: 'FR', marketplaceMwsId: 'A13V1IB3VIYZZH' },
  { code: 'BVA1', countryCode: 'FR', marketplaceMwsId: 'A13V1IB3VIYZZH' },
  { code: 'MXP5', countryCode: 'IT', marketplaceMwsId: 'APJ6JRA9NG5V4' },
  { code: 'FCO1', countryCode: 'IT', marketplaceMwsId: 'APJ6JRA9NG5V4' },
  { code: 'TRN1', countryCode: 'IT', marketplaceMwsId: 'APJ6JRA9NG5V4' },
  { code: 'MAD4', countryCode: 'ES', marketplaceMwsId: 'A1RKKUPIHCS9HS' },
  { code: 'BCN1', countryCode: 'ES', marketplaceMwsId: 'A1RKKUPIHCS9HS' },
  { code: 'SVQ1', countryCode: 'ES', marketplaceMwsId: 'A1RKKUPIHCS9HS' },
  { code: 'POZ1', countryCode: 'PL', marketplaceMwsId: 'A1C3SOZRARQ6R3' },
  { code: 'WRO1', countryCode: 'PL', marketplaceMwsId: 'A1C3SOZRARQ6R3' },
  { code: 'KTW1', countryCode: 'PL', marketplaceMwsId: 'A1C3SOZRARQ6R3' },
  // Czechia has no Amazon storefront; PRG2 stocks Amazon.de (Pan-European FBA).
  { code: 'PRG2', countryCode: 'CZ', marketplaceMwsId: 'A1PA6795UKMFR9' },
  { code: 'NRT1', countryCode: 'JP', marketplaceMwsId: 'A1VC38T7YXB528' },
  { code: 'KIX1', countryCode: 'JP', marketplaceMwsId: 'A1VC38T7YXB528' },
  { code: 'HND3', countryCode: 'JP', marketplaceMwsId: 'A1VC38T7YXB528' },
  { code: 'MEL1', countryCode: 'AU', marketplaceMwsId: 'A39IBJ37TRP1C6' },
  { code: 'BOM1', countryCode: 'IN', marketplaceMwsId: 'A21TJRUUN4KGV' },
  { code: 'DEL4', countryCode: 'IN', marketplaceMwsId: 'A21TJRUUN4KGV' },
];
