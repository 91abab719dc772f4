import type { Marketplace } from '../marketplaces.ts';

/**
 * Amounts are integers in hundredths of the currency unit (cents, pence, and for yen hundredths
 * too), so sums never drift, and every amount is written with two decimals.
 */
export function formatAmount(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** A catalogue price in the marketplace's currency, rounded the way shops price (x.99, yen to 10s). */
export function localPrice(priceUsd: number, marketplace: Marketplace): number {
  const local = priceUsd * marketplace.perUsd;
  if (marketplace.currency === 'JPY') return (Math.round(local / 100) * 100 - 20) * 100;
  return Math.ceil(local) * 100 - 1;
}

/** Tax inside a VAT-inclusive price, or sales tax on top of a net one. */
export function taxOf(amount: number, marketplace: Marketplace): number {
  const { kind, rate } = marketplace.tax;
  return kind === 'vat' ? Math.round((amount * rate) / (1 + rate)) : Math.round(amount * rate);
}
