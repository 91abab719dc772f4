/**
 * What to order of a SKU from a supplier into one warehouse, and why: per region the warehouse
 * serves, the forecast over the period (lead time + cover) and the safety stock, less the stock,
 * transfers and orders already serving that region; then whole cases; then the supplier's
 * minimum quantity and value for the product. Pure arithmetic, unit-tested on hand-computed cases.
 */
export interface RegionNeedFacts {
  region: string;
  /** The region's part of the SKU's demand (shown, not computed with). */
  share: number;
  /** Forecast units over the period, for this region's share of the SKU's demand. */
  forecastUnits: number;
  safetyStock: number;
  stock: number;
  inTransit: number;
  onOrder: number;
}

export interface RegionNeed extends RegionNeedFacts {
  /** forecast + safety − stock − in transit − on order, never below 0. */
  need: number;
}

export interface LineNeed {
  regions: RegionNeed[];
  /** The regions' needs added up, in whole units (up). */
  need: number;
  /** Units the case pack adds. */
  caseRounding: number;
  /** need + caseRounding. */
  quantity: number;
}

/** Whole units, rounded up, after rounding to 6 decimals (so 0.1 × 30 days does not become 4). */
const unitsUp = (value: number) => Math.max(0, Math.ceil(Math.round(value * 1e6) / 1e6));

export function roundUpToCases(units: number, casePack: number | null): number {
  const pack = casePack && casePack > 1 ? casePack : 1;
  return Math.ceil(units / pack) * pack;
}

export function lineNeed(regions: readonly RegionNeedFacts[], casePack: number | null): LineNeed {
  const needs = regions.map((region) => ({
    ...region,
    need: Math.max(
      0,
      region.forecastUnits + region.safetyStock - region.stock - region.inTransit - region.onOrder,
    ),
  }));
  const need = unitsUp(needs.reduce((sum, region) => sum + region.need, 0));
  const quantity = roundUpToCases(need, casePack);
  return { regions: needs, need, caseRounding: quantity - need, quantity };
}

export interface ProductMinimum {
  /** Least units of the product in one order; null: none. */
  minOrderQuantity: number | null;
  /** Least value of the product in one order, minor units of the order's currency; null: none. */
  minOrderValue: number | null;
}

export interface MinimumLine {
  quantity: number;
  casePack: number | null;
  /** Minor units of the order's currency; null when unknown (the value minimum cannot apply). */
  unitCost: number | null;
}

/**
 * The units each of a product's lines gains so the product meets its supplier's minimums, when
 * anything of it is ordered at all (a product nobody needs is not ordered to meet a minimum). The
 * extra units go to the line that needs the most (the first, on ties), in whole cases.
 */
export function minimumRounding(lines: readonly MinimumLine[], minimum: ProductMinimum): number[] {
  const extra = lines.map(() => 0);
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (ordered <= 0 || !lines.length) return extra;
  let target = 0;
  lines.forEach((line, index) => {
    if (line.quantity > (lines[target] as MinimumLine).quantity) target = index;
  });
  const line = lines[target] as MinimumLine;
  if (minimum.minOrderQuantity !== null && ordered < minimum.minOrderQuantity)
    extra[target] = roundUpToCases(minimum.minOrderQuantity - ordered, line.casePack);
  if (minimum.minOrderValue !== null && line.unitCost) {
    const value = lines.reduce(
      (sum, each, index) => sum + (each.quantity + (extra[index] as number)) * (each.unitCost ?? 0),
      0,
    );
    if (value < minimum.minOrderValue)
      extra[target] =
        (extra[target] as number) +
        roundUpToCases(Math.ceil((minimum.minOrderValue - value) / line.unitCost), line.casePack);
  }
  return extra;
}
