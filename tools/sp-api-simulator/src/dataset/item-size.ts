import type { Marketplace } from '../marketplaces.ts';
import type { CatalogueItem } from './catalogue.ts';

/** Marketplaces whose fee reports measure in inches, pounds and cubic feet; the others are metric. */
const IMPERIAL: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'BR']);
const CUBIC_FEET_PER_CUBIC_METER = 35.3147;
const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.4536;

/** An item's measured size as Amazon's fee reports state it (inches or centimetres; its volume per unit). */
export interface ItemSize {
  imperial: boolean;
  sides: [number, number, number];
  weight: number;
  volume: number;
  units: { length: string; weight: string; volume: string };
}

/**
 * The catalogue keeps a unit's volume in cubic feet; its sides are laid out 2 : 1.5 : 1, and it
 * weighs 8 pounds a cubic foot, so every report states one believable size for it.
 */
export function itemSize(item: CatalogueItem, marketplace: Marketplace): ItemSize {
  const imperial = IMPERIAL.has(marketplace.countryCode);
  const shortestInches = Math.cbrt((item.volume * 1728) / 3);
  const inches = [2 * shortestInches, 1.5 * shortestInches, shortestInches];
  const pounds = Math.max(0.1, item.volume * 8);
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return imperial
    ? {
        imperial,
        sides: inches.map((side) => round(side, 2)) as ItemSize['sides'],
        weight: round(pounds, 2),
        volume: round(item.volume, 4),
        units: { length: 'inches', weight: 'pounds', volume: 'cubic feet' },
      }
    : {
        imperial,
        sides: inches.map((side) => round(side * CM_PER_INCH, 2)) as ItemSize['sides'],
        weight: round(pounds * KG_PER_POUND, 2),
        volume: round(item.volume / CUBIC_FEET_PER_CUBIC_METER, 6),
        units: { length: 'centimeters', weight: 'kilograms', volume: 'cubic meters' },
      };
}
