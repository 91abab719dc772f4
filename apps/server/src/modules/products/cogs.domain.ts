import { DEFAULT_CURRENCY, fromMinorUnits, isCurrencyCode, toMinorUnits } from '@backoffice/shared';
import type { AppError } from '../../lib/app-error.ts';
import { cogsErrors } from './products.errors.ts';

/**
 * COGS travel as decimal strings and are stored as integer minor units of their currency
 * (docs/decisions/0006-money-and-ledger.md). Products and SKUs share these rules; the CSV imports
 * report the same errors per row.
 */
export interface StoredCogs {
  cogs: number | null;
  cogsCurrency: string;
}

export type CogsChange = { ok: true; value: Partial<StoredCogs> } | { ok: false; error: AppError };

/**
 * What to store after a change of `cogs` and/or `cogs_currency` (undefined = not sent). A new
 * currency without a new amount keeps the amount's value: $12.00 becomes ¥12, not ¥1200, and
 * an amount the new currency cannot hold ($12.50 to JPY) is refused.
 */
export function resolveCogs(
  current: StoredCogs,
  { cogs, cogsCurrency }: { cogs?: string | null; cogsCurrency?: string },
): CogsChange {
  if (cogs === undefined && cogsCurrency === undefined) return { ok: true, value: {} };
  const currency = cogsCurrency ?? current.cogsCurrency ?? DEFAULT_CURRENCY;
  if (!isCurrencyCode(currency)) return { ok: false, error: cogsErrors.unknownCurrency() };
  if (cogs === null) return { ok: true, value: { cogs: null, cogsCurrency: currency } };
  const amount =
    cogs ?? (current.cogs === null ? undefined : fromMinorUnits(current.cogs, current.cogsCurrency));
  if (amount === undefined) return { ok: true, value: { cogsCurrency: currency } };
  const minor = toMinorUnits(amount, currency);
  if (minor === undefined) return { ok: false, error: cogsErrors.tooManyDecimals(currency) };
  return { ok: true, value: { cogs: minor, cogsCurrency: currency } };
}

export function presentCogs(cogs: number | null, currency: string): string | null {
  return cogs === null ? null : fromMinorUnits(cogs, currency);
}
