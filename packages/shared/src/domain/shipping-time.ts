export type ShippingTimeType = 'country' | 'region';
export interface ShippingTime {
  type: ShippingTimeType;
  code: string;
  days: number;
}
export interface ShippingTimeMatch {
  days: number;
  /** The matched country or region code, or N/A when the supplier has none for the destination. */
  code: string;
  type: ShippingTimeType | null;
}

/**
 * Spec section 3: a supplier's shipping time to a destination is found by the destination's
 * country code, then by its region code, else 0 days with code N/A. Codes compare case-blind.
 */
export function lookupShippingTime(
  shippingTimes: readonly ShippingTime[],
  destination: { countryCode?: string | null; regionCode?: string | null },
): ShippingTimeMatch {
  const find = (type: ShippingTimeType, code?: string | null) =>
    code
      ? shippingTimes.find((time) => time.type === type && time.code.toUpperCase() === code.toUpperCase())
      : undefined;
  const match = find('country', destination.countryCode) ?? find('region', destination.regionCode);
  return match
    ? { days: match.days, code: match.code, type: match.type }
    : { days: 0, code: 'N/A', type: null };
}
