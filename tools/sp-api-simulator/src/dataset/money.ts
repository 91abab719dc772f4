import type { Marketplace } from '../marketplaces.ts';

/**
 * Amounts are integers in hundredths of the currency unit (cents, pence; for yen hundredths too,
 * always a multiple of 100: see `inCurrency`), so sums never drift.
 */

/**
 * Currencies of the marketplaces that have no minor unit (ISO 4217 exponent 0): Amazon charges,
 * pays and writes them in whole units (yen).
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY']);

export const hasMinorUnits = (currency: string): boolean => !WHOLE_UNIT_CURRENCIES.has(currency);

/**
 * An amount as the marketplace can charge it: in a currency without minor units, rounded to whole
 * units (half away from zero), as every yen amount Amazon states is a whole number of yen.
 */
export function inCurrency(hundredths: number, currency: string): number {
  if (hasMinorUnits(currency)) return hundredths;
  const units = Math.round(Math.abs(hundredths) / 100) * 100;
  return hundredths < 0 ? -units : units;
}

/**
 * An amount as text: two decimals (`12.34`) when no currency is named (the APIs' JSON, whose Money
 * `Amount` is a decimal string); as the flat files write the currency when one is: whole yen
 * without decimals (`1980`, `-297`), two decimals otherwise.
 */
export function formatAmount(hundredths: number, currency?: string): string {
  if (currency !== undefined && !hasMinorUnits(currency)) return String(Math.round(hundredths / 100));
  return (hundredths / 100).toFixed(2);
}

/** A catalogue price in the marketplace's currency, rounded the way shops price (x.99, yen to 10s). */
export function localPrice(priceUsd: number, marketplace: Marketplace): number {
  const local = priceUsd * marketplace.perUsd;
  if (marketplace.currency === 'JPY') return (Math.round(local / 100) * 100 - 20) * 100;
  return Math.ceil(local) * 100 - 1;
}

/** Tax inside a VAT-inclusive price, or sales tax on top of a net one (whole yen in Japan). */
export function taxOf(amount: number, marketplace: Marketplace): number {
  const { kind, rate } = marketplace.tax;
  const tax = kind === 'vat' ? Math.round((amount * rate) / (1 + rate)) : Math.round(amount * rate);
  return inCurrency(tax, marketplace.currency);
}
