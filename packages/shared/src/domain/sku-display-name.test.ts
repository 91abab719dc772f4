import { describe, expect, it } from 'vitest';
import { skuDisplayName } from './sku-display-name.ts';

describe('skuDisplayName (spec section 3)', () => {
  it('is the product name with the SKU id in parentheses', () => {
    expect(skuDisplayName({ productName: 'Yoga Mat', skuId: 'YM-BLUE-01' })).toBe('Yoga Mat (YM-BLUE-01)');
  });

  it('is the SKU id when the SKU has no product', () => {
    expect(skuDisplayName({ productName: null, skuId: 'YM-BLUE-01' })).toBe('YM-BLUE-01');
    expect(skuDisplayName({ productName: '', skuId: 'YM-BLUE-01' })).toBe('YM-BLUE-01');
    expect(skuDisplayName({ skuId: 'YM-BLUE-01' })).toBe('YM-BLUE-01');
  });

  it('is Unknown without a SKU id, even when a product name is known', () => {
    expect(skuDisplayName({})).toBe('Unknown');
    expect(skuDisplayName({ productName: null, skuId: null })).toBe('Unknown');
    expect(skuDisplayName({ productName: 'Yoga Mat', skuId: '' })).toBe('Unknown');
  });
});
