import type { ShippingTime } from '@backoffice/shared';

/**
 * The fixed part of the demo: one seller of outdoor gear, based in the US, selling on four Amazon
 * marketplaces. North American stock goes from the own warehouse to FBA US and CA; European
 * stock from a 3PL in Rotterdam (the distribution centre) to FBA UK and Pan-EU FBA.
 */
export const DEMO_ORGANISATION_NAME = 'Demo Outdoor Goods';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_USER_NAME = 'Demo User';

export type DemoRegion = 'NA' | 'EU';

export interface DemoReportSource {
  key: DemoRegion;
  name: string;
  regionCode: DemoRegion;
}

export const DEMO_REPORT_SOURCES: readonly DemoReportSource[] = [
  { key: 'NA', name: 'Amazon North America', regionCode: 'NA' },
  { key: 'EU', name: 'Amazon Europe', regionCode: 'EU' },
];

export interface DemoWarehouse {
  key: string;
  name: string;
  foreignId: string | null;
  countries: readonly string[];
  isDistributionCenter: boolean;
  isFulfillmentCenter: boolean;
  reportSource: DemoRegion | null;
}

export const DEMO_WAREHOUSES: readonly DemoWarehouse[] = [
  {
    key: 'own',
    name: 'Denver Warehouse',
    foreignId: null,
    // It restocks FBA US and FBA CA: planning counts its units for both regions.
    countries: ['US', 'CA'],
    isDistributionCenter: false,
    isFulfillmentCenter: false,
    reportSource: null,
  },
  {
    key: '3pl',
    name: 'Rotterdam 3PL',
    foreignId: 'RTM-01',
    // It restocks Pan-EU FBA and FBA UK: planning counts its units for both regions.
    countries: ['NL', 'BE', 'DE', 'GB'],
    isDistributionCenter: true,
    isFulfillmentCenter: false,
    reportSource: null,
  },
  {
    key: 'fba-us',
    name: 'FBA US',
    foreignId: null,
    countries: ['US'],
    isDistributionCenter: false,
    isFulfillmentCenter: true,
    reportSource: 'NA',
  },
  {
    key: 'fba-ca',
    name: 'FBA CA',
    foreignId: null,
    countries: ['CA'],
    isDistributionCenter: false,
    isFulfillmentCenter: true,
    reportSource: 'NA',
  },
  {
    key: 'fba-uk',
    name: 'FBA UK',
    foreignId: null,
    countries: ['GB'],
    isDistributionCenter: false,
    isFulfillmentCenter: true,
    reportSource: 'EU',
  },
  {
    key: 'fba-eu',
    name: 'FBA EU',
    foreignId: null,
    countries: ['DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'SE', 'BE'],
    isDistributionCenter: false,
    isFulfillmentCenter: true,
    reportSource: 'EU',
  },
];

export interface DemoChannel {
  key: string;
  name: string;
  /** Amazon's marketplace id, matched against the reference table. */
  mwsId: string;
  region: DemoRegion;
  /** The FBA warehouse that fulfils this marketplace's orders. */
  warehouse: string;
  /** Where the FBA warehouse is restocked from. */
  hub: string;
  transitDays: readonly [number, number];
  /** Size of the marketplace against Amazon.com, for demand. */
  weight: number;
}

export const DEMO_CHANNELS: readonly DemoChannel[] = [
  {
    key: 'com',
    name: 'Amazon.com',
    mwsId: 'ATVPDKIKX0DER',
    region: 'NA',
    warehouse: 'fba-us',
    hub: 'own',
    transitDays: [4, 8],
    weight: 1,
  },
  {
    key: 'ca',
    name: 'Amazon.ca',
    mwsId: 'A2EUQ1WTGCTBG2',
    region: 'NA',
    warehouse: 'fba-ca',
    hub: 'own',
    transitDays: [6, 11],
    weight: 0.25,
  },
  {
    key: 'uk',
    name: 'Amazon.co.uk',
    mwsId: 'A1F83G8C2ARO7P',
    region: 'EU',
    warehouse: 'fba-uk',
    hub: '3pl',
    transitDays: [3, 6],
    weight: 0.45,
  },
  {
    key: 'de',
    name: 'Amazon.de',
    mwsId: 'A1PA6795UKMFR9',
    region: 'EU',
    warehouse: 'fba-eu',
    hub: '3pl',
    transitDays: [2, 5],
    weight: 0.6,
  },
];

/** The hub of each region and where it is, for the suppliers' shipping times. */
export const DEMO_HUBS: Record<DemoRegion, { warehouse: string; countryCode: string; regionCode: string }> = {
  NA: { warehouse: 'own', countryCode: 'US', regionCode: 'NA' },
  EU: { warehouse: '3pl', countryCode: 'NL', regionCode: 'EU' },
};

export interface DemoSupplier {
  code: string;
  name: string;
  /** What it invoices in: the products' costs are in US dollars. */
  currency: string;
  shippingTimes: readonly ShippingTime[];
  /** Orders go out on a shared rhythm, so one purchase order holds many SKUs. */
  orderEveryDays: number;
  /**
   * Its factory's usual days from confirming an order to shipping it; each product's typed lead
   * is within a few days of it, so one order's lines are ready together and what planning learns
   * per supplier fits its products.
   */
  productionLeadDays: number;
}

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    code: 'NOM',
    name: 'Ningbo Outdoor Manufacturing Co.',
    currency: 'USD',
    orderEveryDays: 21,
    productionLeadDays: 35,
    shippingTimes: [
      { type: 'region', code: 'NA', days: 38 },
      { type: 'region', code: 'EU', days: 42 },
      { type: 'country', code: 'US', days: 32 },
      { type: 'country', code: 'GB', days: 40 },
    ],
  },
  {
    code: 'STT',
    name: 'Shenzhen TrailTech Ltd.',
    currency: 'USD',
    orderEveryDays: 28,
    productionLeadDays: 28,
    shippingTimes: [
      { type: 'region', code: 'NA', days: 35 },
      { type: 'region', code: 'EU', days: 38 },
      { type: 'region', code: 'FE', days: 10 },
    ],
  },
  {
    code: 'HTW',
    name: 'Hanoi Textile Works',
    currency: 'USD',
    orderEveryDays: 35,
    productionLeadDays: 42,
    shippingTimes: [
      { type: 'region', code: 'NA', days: 40 },
      { type: 'region', code: 'EU', days: 36 },
      { type: 'country', code: 'NL', days: 33 },
    ],
  },
  {
    code: 'PGS',
    name: 'Portland Gear Supply',
    currency: 'USD',
    orderEveryDays: 14,
    productionLeadDays: 18,
    shippingTimes: [
      { type: 'country', code: 'US', days: 5 },
      { type: 'country', code: 'CA', days: 8 },
      { type: 'region', code: 'EU', days: 21 },
    ],
  },
  {
    code: 'PTX',
    name: 'Porto Textiles Lda.',
    currency: 'USD',
    orderEveryDays: 21,
    productionLeadDays: 21,
    shippingTimes: [
      { type: 'region', code: 'EU', days: 6 },
      { type: 'country', code: 'GB', days: 9 },
      { type: 'region', code: 'NA', days: 24 },
    ],
  },
  {
    code: 'GCE',
    name: 'Guangzhou Camping Equipment',
    currency: 'USD',
    orderEveryDays: 28,
    productionLeadDays: 38,
    shippingTimes: [
      { type: 'region', code: 'NA', days: 36 },
      { type: 'region', code: 'EU', days: 40 },
    ],
  },
];

export const PRODUCT_LINES = [
  'Summit',
  'Ridgeline',
  'Alpine',
  'Trailhead',
  'Canyon',
  'Cascade',
  'Glacier',
  'Timberline',
  'Aurora',
  'Basecamp',
  'Switchback',
  'Redwood',
  'Tundra',
  'Sierra',
  'Highland',
  'Driftwood',
] as const;

/** Item names with a short code for SKU ids. */
export const PRODUCT_ITEMS: readonly (readonly [string, string])[] = [
  ['Daypack 20L', 'DP20'],
  ['Backpack 40L', 'BP40'],
  ['Trekking Backpack 65L', 'BP65'],
  ['2-Person Tent', 'TN2'],
  ['4-Person Tent', 'TN4'],
  ['Ultralight Tarp', 'TRP'],
  ['Down Sleeping Bag', 'SBD'],
  ['Synthetic Sleeping Bag', 'SBS'],
  ['Inflatable Sleeping Pad', 'PAD'],
  ['Camping Pillow', 'PLW'],
  ['Headlamp 400', 'HL4'],
  ['Lantern', 'LNT'],
  ['Water Filter', 'WF'],
  ['Collapsible Bottle 1L', 'BTL'],
  ['Insulated Flask', 'FLK'],
  ['Backpacking Stove', 'STV'],
  ['Titanium Cook Set', 'CKS'],
  ['Camp Mug', 'MUG'],
  ['Trekking Poles', 'TP'],
  ['Camp Chair', 'CHR'],
  ['Hammock', 'HMK'],
  ['Dry Bag 20L', 'DB20'],
  ['Rain Jacket', 'RJ'],
  ['Fleece Pullover', 'FLC'],
  ['Merino Socks', 'SCK'],
  ['Gaiters', 'GTR'],
  ['First Aid Kit', 'FAK'],
  ['Multi-Tool', 'MT'],
  ['Compass', 'CMP'],
  ['Bivy Sack', 'BVY'],
];

export const COLOURS = [
  'Forest Green',
  'Slate Grey',
  'Ember Orange',
  'Glacier Blue',
  'Sand',
  'Black',
  'Crimson',
  'Olive',
] as const;
