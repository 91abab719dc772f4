/**
 * Money travels as decimal strings ("12.50") and is stored as integer minor units beside its
 * currency; never as floats. The number of decimals comes from the currency (JPY has none).
 */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: value });
    return Intl.supportedValuesOf('currency').includes(value);
  } catch {
    return false;
  }
}

/** "12.5" in USD → 1250. Returns undefined when the text is not an amount with at most the currency's decimals. */
export function toMinorUnits(amount: string, currency: string): number | undefined {
  const decimals = currencyDecimals(currency);
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
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
