import { describe, expect, it } from 'vitest';
import { restockDisagrees } from './restock-advice.ts';

describe('restockDisagrees', () => {
  it('lets a few units pass for small quantities, and a fifth for large ones', () => {
    expect(restockDisagrees(0, 5)).toBe(false);
    expect(restockDisagrees(0, 6)).toBe(true);
    expect(restockDisagrees(100, 80)).toBe(false);
    expect(restockDisagrees(100, 79)).toBe(true);
    expect(restockDisagrees(79, 100)).toBe(true);
    expect(restockDisagrees(12, 12)).toBe(false);
  });
});
