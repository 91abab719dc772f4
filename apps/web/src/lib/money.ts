/** An amount as the API returns it (a decimal string) beside its currency; a dash when there is none. */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return currency ? `${amount} ${currency}` : amount;
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
