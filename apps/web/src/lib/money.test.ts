import { describe, expect, it } from 'vitest';
import { currencyOptions, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows the amount as returned with its currency, or a dash', () => {
    expect(formatMoney('12.50', 'USD')).toBe('12.50 USD');
    expect(formatMoney(null, 'USD')).toBe('—');
  });

  it('groups the digits of large amounts and keeps every decimal exactly', () => {
    expect(formatMoney('1105207.93', 'USD')).toBe('1,105,207.93 USD');
    expect(formatMoney('-1234', 'JPY')).toBe('-1,234 JPY');
    // More digits than a double holds: still exact, as the API sent it.
    expect(formatMoney('90071992547409931.07', 'USD')).toBe('90,071,992,547,409,931.07 USD');
    expect(formatMoney('12.5000', null)).toBe('12.5000');
  });
});

describe('currencyOptions', () => {
  it('adds an unusual current currency at the top, once', () => {
    expect(currencyOptions('CHF')[0]).toBe('CHF');
    expect(currencyOptions('EUR').filter((code) => code === 'EUR')).toHaveLength(1);
  });
});
