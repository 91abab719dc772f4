import { describe, expect, it } from 'vitest';
import { adjustmentFormSchema, formatSignedQuantity, signedQuantityField } from './adjustment-form-schema.ts';

const messageOf = (input: string) => {
  const result = signedQuantityField.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('signedQuantityField', () => {
  it('reads signed whole numbers, with or without a plus, around spaces', () => {
    expect(signedQuantityField.parse('12')).toBe(12);
    expect(signedQuantityField.parse('+12')).toBe(12);
    expect(signedQuantityField.parse(' -3 ')).toBe(-3);
    expect(signedQuantityField.parse('\u22125')).toBe(-5);
  });

  it('refuses what is not a whole number instead of guessing', () => {
    expect(messageOf('  ')).toBe('The quantity field is required.');
    for (const input of ['abc', '1.5', '1e3', '--2', '+-2', '3-', '0x10']) {
      expect(messageOf(input), input).toBe('The quantity must be a whole number, such as -3 or 10.');
    }
  });

  it('keeps the shared rules: no zero, at most a million either way', () => {
    expect(messageOf('0')).toBe('The quantity must not be zero.');
    expect(messageOf('-0')).toBe('The quantity must not be zero.');
    expect(messageOf('1000000')).toBeUndefined();
    expect(messageOf('-1000001')).toBe('The quantity must be between -1000000 and 1000000.');
  });
});

describe('adjustmentFormSchema', () => {
  it('gives the request the server expects', () => {
    expect(adjustmentFormSchema.parse({ sku_id: '4', quantity: '-5', reason: ' Damaged ' })).toEqual({
      sku_id: 4,
      quantity: -5,
      reason: 'Damaged',
    });
  });

  it('needs a SKU and a reason', () => {
    const result = adjustmentFormSchema.safeParse({ sku_id: '', quantity: '3', reason: '  ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      sku_id: 'The sku field is required.',
      reason: 'The reason field is required.',
    });
  });
});

describe('formatSignedQuantity', () => {
  it('shows the sign of an increase too', () => {
    expect(formatSignedQuantity(12)).toBe('+12');
    expect(formatSignedQuantity(-5)).toBe('-5');
  });
});
