/**
 * Money travels as decimal strings ("12.50") and is stored as integer minor units beside its
 * currency; never as floats. The number of decimals comes from the currency (JPY has none).
 *
 * Building an Intl.NumberFormat costs far more than using one (4–8 % of the server's CPU under
 * load when every value built its own), so each currency's answer is worked out once and kept.
 * Currencies are a small closed set (ISO 4217 plus whatever codes users mistype, bounded below).
 */
const decimalsByCurrency = new Map<string, number>();
const validCurrencies = new Map<string, boolean>();
/** Enough for every ISO 4217 code; past it, unknown codes are answered without being kept. */
const MAX_CACHED = 1000;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size < MAX_CACHED) cache.set(key, value);
  return value;
}

export function currencyDecimals(currency: string): number {
  const cached = decimalsByCurrency.get(currency);
  if (cached !== undefined) return cached;
  let decimals = 2;
  try {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // not a currency Intl knows: two decimals, as most have
  }
  return remember(decimalsByCurrency, currency, decimals);
}

export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const cached = validCurrencies.get(value);
  if (cached !== undefined) return cached;
  let valid = false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: value });
    valid = Intl.supportedValuesOf('currency').includes(value);
  } catch {
    valid = false;
  }
  return remember(validCurrencies, value, valid);
}

/**
 * "12.5" in USD → 1250. Returns undefined when the text is not an amount with at most the
 * currency's decimals. Trailing zeros carry no value: "1500.00" is a fine amount of yen.
 */
export function toMinorUnits(amount: string, currency: string): number | undefined {
  const decimals = currencyDecimals(currency);
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', written = ''] = match;
  const fraction = written.replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign ? -minor : minor;
}

/** 1250 in USD → "12.50". */
export function fromMinorUnits(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
