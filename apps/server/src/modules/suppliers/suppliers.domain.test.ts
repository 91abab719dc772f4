import { describe, expect, it } from 'vitest';
import { changeCurrency, resolveLinkMinimums } from './suppliers.domain.ts';

const stored = { minOrderQuantity: 100, minOrderValue: 50_000 };

describe('resolveLinkMinimums', () => {
  it('keeps what the link has for a minimum left out, none for a new link', () => {
    expect(resolveLinkMinimums({}, stored, 'USD', 0)).toEqual({ ok: true, value: stored });
    expect(resolveLinkMinimums({}, undefined, 'USD', 0)).toEqual({
      ok: true,
      value: { minOrderQuantity: null, minOrderValue: null },
    });
  });

  it('clears a minimum sent as null and replaces one sent, the value in minor units', () => {
    expect(resolveLinkMinimums({ minOrderQuantity: null, minOrderValue: null }, stored, 'USD', 0)).toEqual({
      ok: true,
      value: { minOrderQuantity: null, minOrderValue: null },
    });
    expect(resolveLinkMinimums({ minOrderQuantity: 24, minOrderValue: '99.5' }, stored, 'EUR', 0)).toEqual({
      ok: true,
      value: { minOrderQuantity: 24, minOrderValue: 9950 },
    });
    expect(resolveLinkMinimums({ minOrderValue: '1500.00' }, undefined, 'JPY', 0)).toEqual({
      ok: true,
      value: { minOrderQuantity: null, minOrderValue: 1500 },
    });
  });

  it('refuses a value without a supplier currency, or with more decimals than it has', () => {
    const withoutCurrency = resolveLinkMinimums({ minOrderValue: '10' }, undefined, null, 2);
    expect(withoutCurrency.ok || withoutCurrency.error.errors).toEqual({
      'products.2.min_order_value': ["Set the supplier's currency before a min order value."],
    });
    const yen = resolveLinkMinimums({ minOrderValue: '10.5' }, undefined, 'JPY', 1);
    expect(yen.ok || yen.error.errors).toEqual({
      'products.1.min_order_value': ['The min order value must be a whole amount in JPY.'],
    });
    const dollars = resolveLinkMinimums({ minOrderValue: '10.505' }, undefined, 'USD', 0);
    expect(dollars.ok || dollars.error.code).toBe('suppliers.min_order_value_decimals');
  });
});

describe('changeCurrency', () => {
  const values = [
    { productId: 1, minOrderValue: 1200 },
    { productId: 2, minOrderValue: 50_000 },
  ];

  it('changes nothing for the same currency, one with the same decimals, or no values', () => {
    expect(changeCurrency(values, 'USD', 'USD')).toEqual({ ok: true, value: [] });
    expect(changeCurrency(values, 'USD', 'EUR')).toEqual({ ok: true, value: [] });
    expect(changeCurrency([], 'USD', null)).toEqual({ ok: true, value: [] });
  });

  it('keeps the amounts in a currency with other decimals (12.00 USD becomes 12 JPY)', () => {
    expect(changeCurrency(values, 'USD', 'JPY')).toEqual({
      ok: true,
      value: [
        { productId: 1, minOrderValue: 12 },
        { productId: 2, minOrderValue: 500 },
      ],
    });
    expect(changeCurrency([{ productId: 3, minOrderValue: 12 }], 'JPY', 'KWD')).toEqual({
      ok: true,
      value: [{ productId: 3, minOrderValue: 12_000 }],
    });
  });

  it('refuses an amount the new currency cannot hold, and clearing it while values exist', () => {
    const unfit = changeCurrency([{ productId: 1, minOrderValue: 1250 }], 'USD', 'JPY');
    expect(unfit.ok || unfit.error.errors).toEqual({
      currency: ["A product's min order value of 12.50 cannot be written in JPY; change it first."],
    });
    const cleared = changeCurrency(values, 'USD', null);
    expect(cleared.ok || cleared.error.errors).toEqual({
      currency: ['2 products have a min order value in this currency; clear them first.'],
    });
  });
});
