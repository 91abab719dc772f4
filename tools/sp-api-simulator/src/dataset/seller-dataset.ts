import { fulfillmentCentersOf, type Marketplace, marketplaceById } from '../marketplaces.ts';
import type { SimulatorSeller } from '../types.ts';
import { buildCatalogue, type CatalogueItem } from './catalogue.ts';

/**
 * Where a marketplace's FBA orders are shipped from: Canada and Mexico from US stock (Remote
 * Fulfillment), the continental EU from German stock (the European Fulfilment Network). A pool is
 * one stock of each SKU with its own inbound shipments and ledger.
 */
const POOL_COUNTRY: Readonly<Record<string, string>> = {
  CA: 'US',
  MX: 'US',
  FR: 'DE',
  IT: 'DE',
  ES: 'DE',
  NL: 'DE',
  BE: 'DE',
  SE: 'DE',
  PL: 'DE',
  IE: 'DE',
};

export interface Pool {
  country: string;
  /** The marketplace whose inbound shipments fill this pool. */
  home: Marketplace;
  /** Marketplaces whose orders it fulfils. */
  serves: Marketplace[];
  fulfillmentCenters: readonly string[];
}

/** Units per order line and lines per order, as the order generator draws them. */
export const MEAN_LINES_PER_ORDER = 1.42;
export const MEAN_UNITS_PER_LINE = 1.19;

export interface SellerDataset {
  seed: number;
  seller: SimulatorSeller;
  catalogue: CatalogueItem[];
  marketplaces: Marketplace[];
  pools: Pool[];
  ordersPerDay: number;
  /**
   * The first day with orders: fixed when the simulator starts (its clock less historyDays), so
   * that history, stock and ledger stay consistent while the clock moves on.
   */
  firstDay: number;
  /** Derived once, because every generated order needs them. */
  marketplaceShares: number[];
  itemsByChannel: Record<CatalogueItem['channel'], CatalogueItem[]>;
  /** Share of orders fulfilled by Amazon: the FBA items' share of all popularity. */
  afnShare: number;
}

export function createSellerDataset(input: {
  seed: number;
  seller: SimulatorSeller;
  ordersPerDay: number;
  firstDay: number;
}): SellerDataset {
  const marketplaces = input.seller.marketplaceIds.map((id) => {
    const found = marketplaceById(id);
    if (!found) throw new Error(`unknown marketplace ${id} for seller ${input.seller.sellingPartnerId}`);
    return found;
  });
  const catalogue = buildCatalogue(input.seed, input.seller);
  const weightOf = (items: CatalogueItem[]) => items.reduce((sum, item) => sum + item.weight, 0);
  const itemsByChannel = {
    AFN: catalogue.filter((item) => item.channel === 'AFN'),
    MFN: catalogue.filter((item) => item.channel === 'MFN'),
  };
  return {
    ...input,
    catalogue,
    marketplaces,
    pools: poolsOf(marketplaces),
    marketplaceShares: sharesOf(marketplaces),
    itemsByChannel,
    afnShare: weightOf(itemsByChannel.AFN) / weightOf(catalogue),
  };
}

function poolsOf(marketplaces: Marketplace[]): Pool[] {
  const pools = new Map<string, Pool>();
  for (const marketplace of marketplaces) {
    const wanted = POOL_COUNTRY[marketplace.countryCode];
    const home = marketplaces.find((entry) => entry.countryCode === wanted) ?? marketplace;
    const pool = pools.get(home.id) ?? {
      country: home.countryCode,
      home,
      serves: [],
      fulfillmentCenters: fulfillmentCentersOf(home.countryCode),
    };
    pool.serves.push(marketplace);
    pools.set(home.id, pool);
  }
  return [...pools.values()];
}

export function poolOf(dataset: SellerDataset, marketplaceId: string): Pool {
  const pool = dataset.pools.find((entry) => entry.serves.some((served) => served.id === marketplaceId));
  if (!pool) throw new Error(`marketplace ${marketplaceId} is not one of the seller's`);
  return pool;
}

/** The first marketplace carries most orders, the others less and less. */
function sharesOf(marketplaces: Marketplace[]): number[] {
  const weights = marketplaces.map((_, index) => (index === 0 ? 1 : 0.4 / index));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

export function itemsOfChannel(dataset: SellerDataset, channel: CatalogueItem['channel']): CatalogueItem[] {
  return dataset.itemsByChannel[channel];
}

/** Expected units a pool ships of an FBA item per day: what inbound shipments replenish. */
export function dailyDemand(dataset: SellerDataset, item: CatalogueItem, pool: Pool): number {
  const poolShare = dataset.marketplaces.reduce(
    (sum, marketplace, index) =>
      sum + (pool.serves.includes(marketplace) ? (dataset.marketplaceShares[index] ?? 0) : 0),
    0,
  );
  const channelWeight = itemsOfChannel(dataset, item.channel).reduce((sum, entry) => sum + entry.weight, 0);
  const channelShare = item.channel === 'AFN' ? dataset.afnShare : 1 - dataset.afnShare;
  return (
    dataset.ordersPerDay *
    poolShare *
    channelShare *
    (item.weight / channelWeight) *
    MEAN_LINES_PER_ORDER *
    MEAN_UNITS_PER_LINE
  );
}
