import { z } from 'zod';

/**
 * Form inputs hold strings, while the shared request schemas want null for "none": a blank text
 * field or an empty select ("") becomes null before the shared rule runs (and is not coerced to 0).
 */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);
}

/** A nullable value as a form input's text ('' for none). */
export function asInput(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

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
