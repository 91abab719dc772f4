import { type AmazonRestock, type AmazonRestockMarketplace, restockDisagrees } from '@backoffice/shared';

/**
 * Amazon's advice beside ours. Ours is the forecast's recommended order: what to order, by the
 * reorder date, for the SKU as a whole (every warehouse, every marketplace). Amazon's restock
 * report advises per marketplace what to send to its warehouses there and by when; for the SKU as
 * a whole that is the sum of its marketplaces' quantities and the earliest of their dates, which is
 * what is compared with ours (a seller who sells through one marketplace sees the two figures as
 * they are). A marketplace without a recommendation (a blank cell) adds nothing; with none at all
 * there is no quantity, and no difference.
 */
export function amazonRestockBeside(
  ours: number | null,
  marketplaces: readonly AmazonRestockMarketplace[],
): AmazonRestock | null {
  if (marketplaces.length === 0) return null;
  const advised = marketplaces.flatMap((each) =>
    each.recommended_quantity === null ? [] : [each.recommended_quantity],
  );
  const quantity = advised.length === 0 ? null : advised.reduce((sum, units) => sum + units, 0);
  const dates = marketplaces.flatMap((each) => each.recommended_ship_date ?? []).sort();
  const asOf = marketplaces.map((each) => each.as_of).sort()[0] as string;
  const comparable = ours !== null && quantity !== null;
  return {
    recommended_quantity: quantity,
    recommended_ship_date: dates[0] ?? null,
    as_of: asOf,
    difference_quantity: comparable ? ours - quantity : null,
    disagrees: comparable && restockDisagrees(ours, quantity),
    marketplaces: [...marketplaces],
  };
}
