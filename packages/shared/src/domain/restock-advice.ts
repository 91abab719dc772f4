/**
 * How far our recommended order and Amazon's recommended replenishment may differ before the
 * forecast screens say they disagree: more than 5 units and more than a fifth of the larger of the
 * two. Small quantities differ by a few units for rounding and case packs alone; large ones by a
 * share, not a fixed count.
 */
export const RESTOCK_TOLERANCE_UNITS = 5;
export const RESTOCK_TOLERANCE_SHARE = 0.2;

export function restockDisagrees(ours: number, amazons: number): boolean {
  const difference = Math.abs(ours - amazons);
  return (
    difference > RESTOCK_TOLERANCE_UNITS && difference > RESTOCK_TOLERANCE_SHARE * Math.max(ours, amazons)
  );
}
