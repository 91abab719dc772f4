import { DEFAULT_CURRENCY, fromMinorUnits, toMinorUnits } from '@backoffice/shared';
import type { AppError } from '../../lib/app-error.ts';
import { supplierErrors } from './suppliers.errors.ts';

/**
 * A supplier's minimums per product (the product_suppliers pivot): min_order_value is stored in
 * minor units of the supplier's currency, so a value needs the supplier to have one, and a new
 * currency re-expresses the values, keeping their amounts as COGS do (12.00 USD becomes 12 JPY).
 */
export interface LinkMinimums {
  minOrderQuantity: number | null;
  /** Minor units of the supplier's currency. */
  minOrderValue: number | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * What a link's minimums become after PUT …/suppliers/{id}/products: a field left out keeps what
 * the link has (none for a new link), null clears it, a value replaces it. `index` is the link's
 * place in the request, for the error's field.
 */
export function resolveLinkMinimums(
  input: { minOrderQuantity?: number | null; minOrderValue?: string | null },
  stored: LinkMinimums | undefined,
  currency: string | null,
  index: number,
): Outcome<LinkMinimums> {
  const minOrderQuantity =
    input.minOrderQuantity === undefined ? (stored?.minOrderQuantity ?? null) : input.minOrderQuantity;
  if (input.minOrderValue === undefined || input.minOrderValue === null)
    return {
      ok: true,
      value: {
        minOrderQuantity,
        minOrderValue: input.minOrderValue === null ? null : (stored?.minOrderValue ?? null),
      },
    };
  if (currency === null) return { ok: false, error: supplierErrors.minOrderValueWithoutCurrency(index) };
  const minor = toMinorUnits(input.minOrderValue, currency);
  if (minor === undefined) return { ok: false, error: supplierErrors.minOrderValueDecimals(index, currency) };
  return { ok: true, value: { minOrderQuantity, minOrderValue: minor } };
}

/** A stored minimum order value of one of the supplier's products. */
export interface ProductMinOrderValue {
  productId: number;
  minOrderValue: number;
}

/**
 * The supplier's minimum order values once its currency goes from `from` to `to`: the ones whose
 * minor units change (a currency with other decimals), each keeping its amount. Refused when the
 * currency is cleared while values exist, or when an amount has more decimals than `to` allows.
 */
export function changeCurrency(
  values: readonly ProductMinOrderValue[],
  from: string | null,
  to: string | null,
): Outcome<ProductMinOrderValue[]> {
  if (from === to || values.length === 0) return { ok: true, value: [] };
  if (to === null) return { ok: false, error: supplierErrors.currencyNeeded(values.length) };
  // A value is only ever written with a currency set; DEFAULT_CURRENCY reads one that was not.
  const source = from ?? DEFAULT_CURRENCY;
  const changed: ProductMinOrderValue[] = [];
  for (const { productId, minOrderValue } of values) {
    const amount = fromMinorUnits(minOrderValue, source);
    const minor = toMinorUnits(amount, to);
    if (minor === undefined) return { ok: false, error: supplierErrors.minOrderValueUnfit(amount, to) };
    if (minor !== minOrderValue) changed.push({ productId, minOrderValue: minor });
  }
  return { ok: true, value: changed };
}
