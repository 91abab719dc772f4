import { marketplaceById } from '../marketplaces.ts';
import type { SimulatorSeller } from '../types.ts';
import {
  HOME_SITE_TEMPLATES,
  PRODUCT_TEMPLATES,
  type ProductTemplate,
  VARIANTS,
} from './catalogue-templates.ts';
import { chance, randomChars, randomFor, UPPER_ALPHANUMERIC } from './prng.ts';

export type FulfillmentChannel = 'AFN' | 'MFN';

export interface CatalogueItem {
  sku: string;
  asin: string;
  /** Amazon's label barcode; an MFN listing has none, so it carries its ASIN (as Amazon shows it). */
  fnsku: string;
  title: string;
  channel: FulfillmentChannel;
  priceUsd: number;
  volume: number;
  /** Relative popularity: a long tail, as real catalogues have. */
  weight: number;
}

/** Every template in every variant: 30 SKUs per seller, a fifth of them fulfilled by the merchant. */
export function buildCatalogue(seed: number, seller: SimulatorSeller): CatalogueItem[] {
  const random = randomFor(seed, seller.sellingPartnerId, 'catalogue');
  const items: CatalogueItem[] = [];
  for (const template of templatesOf(seller)) {
    for (const variant of VARIANTS[template.variants]) {
      const separator = template.language === 'ja' ? ' ' : ', ';
      const asin = `B0${randomChars(random, UPPER_ALPHANUMERIC, 8)}`;
      // The first SKUs are always FBA so that every seller has stock at Amazon.
      const channel = items.length >= 3 && chance(random, 0.2) ? 'MFN' : 'AFN';
      items.push({
        sku: `${template.code}-${variant.code}`,
        asin,
        fnsku: channel === 'AFN' ? `X00${randomChars(random, UPPER_ALPHANUMERIC, 7)}` : asin,
        title: `${template.title}${separator}${variant.labels[template.language]}`,
        channel,
        priceUsd: template.priceUsd,
        volume: template.volume,
        weight: 0,
      });
    }
  }
  const ranks = items.map((_, index) => index);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  items.forEach((item, index) => {
    item.weight = 1 / ((ranks[index] as number) + 1) ** 0.9;
  });
  return items;
}

/** The products of the seller's first marketplace's country when it has its own, else its region's. */
function templatesOf(seller: SimulatorSeller): readonly ProductTemplate[] {
  const home = seller.marketplaceIds[0] ? marketplaceById(seller.marketplaceIds[0]) : undefined;
  return (home && HOME_SITE_TEMPLATES[home.countryCode]) ?? PRODUCT_TEMPLATES[seller.region];
}
