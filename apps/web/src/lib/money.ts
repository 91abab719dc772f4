const DECIMAL = /^-?\d+(\.\d+)?$/;
const groupers = new Map<number, Intl.NumberFormat>();

/**
 * A decimal string with the reader's digit grouping ("1105207.93" → "1,105,207.93" in English),
 * its decimals kept exactly: Intl formats the string itself, never a float made of it.
 */
export function groupDigits(amount: string): string {
  if (!DECIMAL.test(amount)) return amount;
  const decimals = amount.split('.')[1]?.length ?? 0;
  let grouper = groupers.get(decimals);
  if (!grouper) {
    grouper = new Intl.NumberFormat(undefined, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    groupers.set(decimals, grouper);
  }
  return grouper.format(amount as Intl.StringNumericLiteral);
}

/** An amount as the API returns it (a decimal string) beside its currency; a dash when there is none. */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const shown = groupDigits(amount);
  return currency ? `${shown} ${currency}` : shown;
}

/** Currencies of Amazon's marketplaces, offered first in currency selects. */
export const COMMON_CURRENCIES = [
  'USD',
  'CAD',
  'MXN',
  'BRL',
  'GBP',
  'EUR',
  'SEK',
  'PLN',
  'TRY',
  'AED',
  'SAR',
  'EGP',
  'INR',
  'JPY',
  'AUD',
  'SGD',
  'CNY',
] as const;

/** The select's options: the common ones, plus the current value if it is another currency. */
export function currencyOptions(current: string | null | undefined): string[] {
  const code = current?.trim().toUpperCase();
  return code && !(COMMON_CURRENCIES as readonly string[]).includes(code)
    ? [code, ...COMMON_CURRENCIES]
    : [...COMMON_CURRENCIES];
}
