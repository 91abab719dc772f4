import { describe, expect, it } from 'vitest';
import { currencyOptions, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows the amount as returned with its currency, or a dash', () => {
    expect(formatMoney('12.50', 'USD')).toBe('12.50 USD');
    expect(formatMoney(null, 'USD')).toBe('—');
  });
});

describe('currencyOptions', () => {
  it('adds an unusual current currency at the top, once', () => {
    expect(currencyOptions('CHF')[0]).toBe('CHF');
    expect(currencyOptions('EUR').filter((code) => code === 'EUR')).toHaveLength(1);
  });
});
