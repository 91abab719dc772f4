import { describe, expect, it } from 'vitest';
import { lookupShippingTime, type ShippingTime } from './shipping-time.ts';

const times: ShippingTime[] = [
  { type: 'country', code: 'DE', days: 12 },
  { type: 'region', code: 'EU', days: 20 },
  { type: 'region', code: 'NA', days: 35 },
];

describe('lookupShippingTime (spec section 3)', () => {
  it('takes the country when the supplier has one for it, even if its region is listed too', () => {
    expect(lookupShippingTime(times, { countryCode: 'DE', regionCode: 'EU' })).toEqual({
      days: 12,
      code: 'DE',
      type: 'country',
    });
  });

  it('falls back to the region when the country is not listed', () => {
    expect(lookupShippingTime(times, { countryCode: 'FR', regionCode: 'EU' })).toEqual({
      days: 20,
      code: 'EU',
      type: 'region',
    });
  });

  it('uses the region alone when no country is given', () => {
    expect(lookupShippingTime(times, { regionCode: 'NA' })).toEqual({ days: 35, code: 'NA', type: 'region' });
  });

  it('answers 0 days with code N/A when neither matches', () => {
    expect(lookupShippingTime(times, { countryCode: 'JP', regionCode: 'FE' })).toEqual({
      days: 0,
      code: 'N/A',
      type: null,
    });
    expect(lookupShippingTime([], { countryCode: 'DE', regionCode: 'EU' })).toEqual({
      days: 0,
      code: 'N/A',
      type: null,
    });
    expect(lookupShippingTime(times, {})).toEqual({ days: 0, code: 'N/A', type: null });
  });

  it('does not take a region entry for a country code that spells the same', () => {
    // "NA" is a region (North America) here, not Namibia's country code.
    expect(lookupShippingTime(times, { countryCode: 'NA' })).toEqual({ days: 0, code: 'N/A', type: null });
  });

  it('compares codes case-blind, whichever side is lower case', () => {
    expect(lookupShippingTime(times, { countryCode: 'de' }).days).toBe(12);
    expect(lookupShippingTime(times, { countryCode: 'fr', regionCode: 'eu' }).days).toBe(20);
    const lower: ShippingTime[] = [{ type: 'country', code: 'gb', days: 7 }];
    expect(lookupShippingTime(lower, { countryCode: 'GB' })).toEqual({
      days: 7,
      code: 'gb',
      type: 'country',
    });
  });
});
