import { shippingTimeToWarehouse } from '@backoffice/shared';
import { type DemandProfile, randomDemandProfile } from './demand.domain.ts';
import {
  COLOURS,
  DEMO_CHANNELS,
  DEMO_HUBS,
  DEMO_SUPPLIERS,
  DEMO_WAREHOUSES,
  type DemoRegion,
  type DemoSupplier,
  PRODUCT_ITEMS,
  PRODUCT_LINES,
} from './demo-world.domain.ts';
import { createRandom, deriveSeed, type Random } from './random.domain.ts';
import type { SkuSimulationPlan } from './stock-simulation.domain.ts';

/**
 * The catalog of a demo organisation as plain data: suppliers, products and SKUs with what the
 * stock simulation needs to know about each. Pure and seeded: the same options give the same
 * catalog, so tests and benchmarks can rely on its shape.
 */
export interface CatalogOptions {
  skus: number;
  products: number;
  days: number;
  seed: number;
}

export interface PlannedProductSupplier {
  supplier: number;
  bufferDays: number;
  productionLeadDays: number;
  /** The least units of the product the supplier takes in one order; null for none. */
  minOrderQuantity: number | null;
}

export interface PlannedProduct {
  name: string;
  code: string;
  asin: string;
  /** USD cents; null for a product whose COGS nobody entered yet. */
  cogs: number | null;
  minStock: number | null;
  /** The first is the main supplier. */
  suppliers: PlannedProductSupplier[];
}

export interface PlannedSku {
  skuId: string;
  asin: string;
  name: string;
  product: number | null;
  cogs: number | null;
  cogsCurrency: 'USD' | 'EUR';
  /**
   * What the main supplier charges for one, USD cents: the product's cost, known even where
   * nobody entered the COGS; null for a SKU of no product (it is never on a purchase order).
   */
  purchaseCost: number | null;
  hidden: boolean;
  region: DemoRegion;
  channels: string[];
  simulation: SkuSimulationPlan;
}

export interface DemoCatalog {
  suppliers: DemoSupplier[];
  products: PlannedProduct[];
  skus: PlannedSku[];
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomCode = (random: Random, length: number) =>
  Array.from({ length }, () => ALPHANUMERIC.charAt(random.int(0, ALPHANUMERIC.length - 1))).join('');

/** Unique for any index: line × item first, then colours, then generations. */
export function productName(index: number): { name: string; itemCode: string } {
  const combos = PRODUCT_LINES.length * PRODUCT_ITEMS.length;
  const slot = index % combos;
  const cycle = Math.floor(index / combos);
  const line = PRODUCT_LINES[slot % PRODUCT_LINES.length];
  const [item, itemCode] = PRODUCT_ITEMS[Math.floor(slot / PRODUCT_LINES.length)] ?? ['Item', 'IT'];
  const base = `${line} ${item}`;
  if (cycle === 0) return { name: base, itemCode };
  const colour = COLOURS[(cycle - 1) % COLOURS.length];
  const generation = Math.floor((cycle - 1) / COLOURS.length);
  return {
    name: generation === 0 ? `${base} ${colour}` : `${base} ${colour} Gen ${generation + 1}`,
    itemCode,
  };
}

export function defaultProductCount(skus: number): number {
  return Math.max(1, Math.round((skus * 2) / 3));
}

export function planCatalog(options: CatalogOptions): DemoCatalog {
  const random = createRandom(deriveSeed(options.seed, 1));
  const supplierCount = Math.min(DEMO_SUPPLIERS.length, Math.max(3, Math.round(options.products / 40)));
  const suppliers = DEMO_SUPPLIERS.slice(0, supplierCount);
  const unmapped = options.skus >= 10 ? Math.max(1, Math.round(options.skus * 0.05)) : 0;
  const mapped = options.skus - unmapped;
  const productCount = Math.max(0, Math.min(options.products, mapped));

  const products: PlannedProduct[] = Array.from({ length: productCount }, (_, index) => {
    const { name, itemCode } = productName(index);
    const main = random.int(0, suppliers.length - 1);
    const links = [main];
    if (suppliers.length > 1 && random.chance(0.2))
      links.push((main + random.int(1, suppliers.length - 1)) % suppliers.length);
    return {
      name,
      code: `${itemCode}-${String(index + 1).padStart(5, '0')}`,
      asin: `B0${randomCode(random, 8)}`,
      cogs: Math.round(random.between(3, 90) * 20) * 5,
      // Set once the product's SKUs, and so its demand, are known (minimumsByDemand).
      minStock: null,
      suppliers: links.map((supplier) => ({
        supplier,
        bufferDays: random.int(3, 14),
        productionLeadDays: Math.max(5, (suppliers[supplier]?.productionLeadDays ?? 30) + random.int(-3, 3)),
        minOrderQuantity: null,
      })),
    };
  });

  // Every product has a SKU; the rest go to random products (a second marketplace, a multipack).
  const owners: number[] = products.map((_, index) => index);
  while (owners.length < mapped && products.length > 0) owners.push(random.int(0, products.length - 1));
  owners.sort((a, b) => a - b);

  const disruptions = supplierDisruptions(suppliers, options, random);
  const skus: PlannedSku[] = [];
  const seen = new Map<number, DemoRegion[]>();
  for (const owner of owners) {
    const product = products[owner];
    if (!product) continue;
    const regions = seen.get(owner) ?? [];
    const region: DemoRegion =
      regions.length === 0
        ? random.chance(0.65)
          ? 'NA'
          : 'EU'
        : regions.length === 1
          ? other(regions[0])
          : random.pick(['NA', 'EU'] as const);
    regions.push(region);
    seen.set(owner, regions);
    const pack = regions.length > 2 ? regions.length - 1 : 0;
    const suffix = region === 'NA' ? 'US' : 'EU';
    skus.push(
      planSku({
        random,
        options,
        skuId: pack ? `${product.code}-${suffix}-${pack}PK` : `${product.code}-${suffix}`,
        asin: pack ? `B0${randomCode(random, 8)}` : product.asin,
        name: pack ? `${product.name} ${pack}-Pack` : product.name,
        product: owner,
        productCogs: product.cogs,
        region,
        supplierLink: product.suppliers[0] ?? {
          supplier: 0,
          bufferDays: 7,
          productionLeadDays: 30,
          minOrderQuantity: null,
        },
        suppliers,
        disruptions,
      }),
    );
  }
  const taken = new Set(skus.map((sku) => sku.skuId));
  for (let index = 0; index < unmapped; index++) {
    let skuId = '';
    do skuId = `${randomCode(random, 2)}-${randomCode(random, 4)}-${randomCode(random, 4)}`;
    while (taken.has(skuId));
    taken.add(skuId);
    const { name } = productName(random.int(0, 479));
    skus.push(
      planSku({
        random,
        options,
        skuId,
        asin: `B0${randomCode(random, 8)}`,
        name: `${name} (marketplace listing)`,
        product: null,
        productCogs: null,
        region: random.chance(0.65) ? 'NA' : 'EU',
        supplierLink: {
          supplier: random.int(0, suppliers.length - 1),
          bufferDays: 7,
          productionLeadDays: 30,
          minOrderQuantity: null,
        },
        suppliers,
        disruptions,
      }),
    );
  }

  markSome(random, skus, Math.round(options.skus * 0.05), (sku) => {
    sku.cogs = null;
  });
  markSome(random, skus, Math.max(1, Math.round(options.skus * 0.02)), (sku) => {
    sku.hidden = true;
    // Hidden SKUs are discontinued: nothing is reordered from some point, they sell out.
    sku.simulation.discontinueDay = random.int(
      Math.floor(options.days * 0.3),
      Math.floor(options.days * 0.8),
    );
  });
  // A product whose main SKU has no COGS has none either: nobody entered it yet.
  const firstSkus = new Map<number, PlannedSku>();
  for (const sku of skus)
    if (sku.product !== null && !firstSkus.has(sku.product)) firstSkus.set(sku.product, sku);
  for (const [index, sku] of firstSkus) {
    const product = products[index];
    if (product && sku.cogs === null) product.cogs = null;
  }
  minimumsByDemand(random, products, skus);
  return { suppliers, products, skus };
}

/** A SKU's expected units a day over its marketplaces, at the start of the history. */
const skuDemand = (sku: PlannedSku) =>
  sku.simulation.outlets.reduce((sum, outlet) => sum + outlet.profile.base, 0);

/** Rounded as a seller would type it: to 5 units below 100, to 10 above. */
const roundUnits = (units: number) =>
  units < 100 ? Math.max(5, Math.round(units / 5) * 5) : Math.round(units / 10) * 10;

/**
 * Minimums that fit each product's demand (a SKU's, as planning applies a product's minimum to
 * each of its SKUs): a minimum stock of one to three weeks of it for about a quarter of the
 * products, and a minimum order quantity of 50 to 300 units for a third of the supplier links of
 * products that sell enough for it to be two to five weeks of their demand (a supplier does not
 * ask a year's sales in one order). The simulated seller orders no less than the main supplier's
 * minimum.
 */
function minimumsByDemand(random: Random, products: PlannedProduct[], skus: PlannedSku[]) {
  const demand = new Map<number, number[]>();
  for (const sku of skus)
    if (sku.product !== null) demand.set(sku.product, [...(demand.get(sku.product) ?? []), skuDemand(sku)]);
  products.forEach((product, index) => {
    const perSku = demand.get(index) ?? [];
    const daily = perSku.length ? perSku.reduce((sum, each) => sum + each, 0) / perSku.length : 0;
    if (random.chance(0.25) && daily > 0) product.minStock = roundUnits(daily * 7 * random.int(1, 3));
    for (const link of product.suppliers) {
      if (!random.chance(1 / 3)) continue;
      const quantity = Math.min(300, Math.max(50, Math.round((daily * 7 * random.int(2, 4)) / 10) * 10));
      if (quantity <= daily * 7 * 5) link.minOrderQuantity = quantity;
    }
  });
  for (const sku of skus) {
    const link = sku.product === null ? undefined : products[sku.product]?.suppliers[0];
    if (link?.minOrderQuantity) sku.simulation.minOrderQuantity = link.minOrderQuantity;
  }
}

const other = (region: DemoRegion | undefined): DemoRegion => (region === 'NA' ? 'EU' : 'NA');

/** Applies `change` to `count` distinct mapped SKUs (the catalogue's flaws: no COGS, hidden). */
function markSome(random: Random, skus: PlannedSku[], count: number, change: (sku: PlannedSku) => void) {
  const candidates = skus.filter((sku) => sku.product !== null && sku.cogs !== null && !sku.hidden);
  for (let i = 0; i < count && candidates.length > 0; i++) {
    const [sku] = candidates.splice(random.int(0, candidates.length - 1), 1);
    if (sku) change(sku);
  }
}

/** One supply problem per supplier at a random time (a late container, a factory holiday). */
function supplierDisruptions(
  suppliers: readonly DemoSupplier[],
  options: CatalogOptions,
  random: Random,
): (SkuSimulationPlan['disruption'] | undefined)[] {
  return suppliers.map(() =>
    random.chance(0.6) && options.days > 30
      ? { fromDay: random.int(0, options.days - 30), delayDays: random.int(20, 50) }
      : undefined,
  );
}

function planSku({
  random,
  options,
  skuId,
  asin,
  name,
  product,
  productCogs,
  region,
  supplierLink,
  suppliers,
  disruptions,
}: {
  random: Random;
  options: CatalogOptions;
  skuId: string;
  asin: string;
  name: string;
  product: number | null;
  productCogs: number | null;
  region: DemoRegion;
  supplierLink: PlannedProductSupplier;
  suppliers: readonly DemoSupplier[];
  disruptions: (SkuSimulationPlan['disruption'] | undefined)[];
}): PlannedSku {
  // Every SKU is on its region's biggest marketplace; about half also on the smaller one.
  const channels = DEMO_CHANNELS.filter((channel) => channel.region === region).sort(
    (a, b) => b.weight - a.weight,
  );
  const [main, ...others] = channels;
  const listed = [main, ...others.filter(() => random.chance(0.45))].filter(
    (channel) => channel !== undefined,
  );
  const profile: DemandProfile = randomDemandProfile(random);
  const supplier = suppliers[supplierLink.supplier] ?? suppliers[0];
  if (!supplier) throw new Error('The demo needs a supplier');
  const hub = DEMO_HUBS[region];
  // As planning reads it: the longest of the supplier's times to the countries the hub serves.
  const hubCountries = (
    DEMO_WAREHOUSES.find((warehouse) => warehouse.key === hub.warehouse)?.countries ?? []
  ).map((countryCode) => ({ countryCode, regionCode: hub.regionCode }));
  const shipping = shippingTimeToWarehouse(supplier.shippingTimes, hubCountries).days;
  const launches = random.chance(0.15) && options.days > 20;
  return {
    skuId,
    asin,
    name,
    product,
    cogs: productCogs === null ? null : region === 'NA' ? productCogs : Math.round(productCogs * 0.93),
    cogsCurrency: region === 'NA' ? 'USD' : 'EUR',
    purchaseCost: productCogs,
    hidden: false,
    region,
    channels: listed.map((channel) => channel.key),
    simulation: {
      hub: hub.warehouse,
      outlets: listed.map((channel) => ({
        warehouse: channel.warehouse,
        profile: { ...profile, base: profile.base * channel.weight * random.between(0.7, 1.3) },
        transitDays: random.int(channel.transitDays[0], channel.transitDays[1]),
      })),
      supplierCode: supplier.code,
      // What planning expects of an order: production, the buffer and shipping (the buffer days
      // pass too: inspection, consolidation and customs before the goods are at the hub).
      leadDays: supplierLink.productionLeadDays + supplierLink.bufferDays + shipping,
      orderEveryDays: supplier.orderEveryDays,
      launchDay: launches ? random.int(Math.floor(options.days * 0.1), Math.floor(options.days * 0.85)) : 0,
      disruption: disruptions[supplierLink.supplier],
      optimism: random.between(0.82, 1.3),
    },
  };
}
