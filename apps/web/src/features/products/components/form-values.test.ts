import { minStockSchema, productRequestSchema } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { asInput, blankAsNull, currencyOptions, formatMoney } from './form-values.ts';

describe('blankAsNull', () => {
  it('turns a blank input into null before the shared rule, so a blank min stock is not 0', () => {
    const minStock = blankAsNull(minStockSchema.shape.min_stock);
    expect(minStock.parse('')).toBeNull();
    expect(minStock.parse('  ')).toBeNull();
    expect(minStock.parse('12')).toBe(12);
    expect(minStock.safeParse('-1').success).toBe(false);
  });

  it('keeps the shared validation of what was typed', () => {
    const cogs = blankAsNull(productRequestSchema.shape.cogs);
    expect(cogs.parse('')).toBeNull();
    expect(cogs.parse('12.50')).toBe('12.50');
    expect(cogs.safeParse('abc').success).toBe(false);
  });
});

describe('asInput', () => {
  it('shows none as an empty field', () => {
    expect(asInput(null)).toBe('');
    expect(asInput(undefined)).toBe('');
    expect(asInput(0)).toBe('0');
  });
});

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
