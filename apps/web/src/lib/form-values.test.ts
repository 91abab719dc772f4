import { minStockSchema, optionalIdField, productRequestSchema } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asInput, blankAsNull, selectValue } from './form-values.ts';

describe('blankAsNull', () => {
  const id = blankAsNull(optionalIdField());
  const text = blankAsNull(z.string().trim().max(3).nullable());

  it('turns an empty or blank value into null', () => {
    expect(id.parse('')).toBeNull();
    expect(text.parse('   ')).toBeNull();
  });

  it('passes anything else through the shared rule', () => {
    expect(id.parse('12')).toBe(12);
    expect(text.parse(' ab ')).toBe('ab');
    expect(text.safeParse('abcd').success).toBe(false);
    expect(id.safeParse('-1').success).toBe(false);
  });

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

describe('selectValue', () => {
  it('is empty for no id and the id as text otherwise', () => {
    expect(selectValue(null)).toBe('');
    expect(selectValue(undefined)).toBe('');
    expect(selectValue(7)).toBe('7');
  });
});
