import { lookupShippingTime } from '@backoffice/shared';
import { type DemandProfile, randomDemandProfile } from './demand.domain.ts';
import {
  COLOURS,
  DEMO_CHANNELS,
  DEMO_HUBS,
  DEMO_SUPPLIERS,
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
      minStock: random.chance(0.5) ? random.int(2, 40) * 10 : null,
      suppliers: links.map((supplier) => ({
        supplier,
        bufferDays: random.int(3, 14),
        productionLeadDays: random.int(15, 60),
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
        supplierLink: product.suppliers[0] ?? { supplier: 0, bufferDays: 7, productionLeadDays: 30 },
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
  return { suppliers, products, skus };
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
  const shipping = lookupShippingTime(supplier.shippingTimes, hub).days;
  const launches = random.chance(0.15) && options.days > 20;
  return {
    skuId,
    asin,
    name,
    product,
    cogs: productCogs === null ? null : region === 'NA' ? productCogs : Math.round(productCogs * 0.93),
    cogsCurrency: region === 'NA' ? 'USD' : 'EUR',
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
      leadDays: supplierLink.productionLeadDays + shipping,
      orderEveryDays: supplier.orderEveryDays,
      launchDay: launches ? random.int(Math.floor(options.days * 0.1), Math.floor(options.days * 0.85)) : 0,
      disruption: disruptions[supplierLink.supplier],
      optimism: random.between(0.82, 1.3),
    },
  };
}
