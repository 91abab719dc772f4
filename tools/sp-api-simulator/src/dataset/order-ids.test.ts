import { describe, expect, it } from 'vitest';
import { decodeOrderId, orderIdFor } from './order-ids.ts';

describe('order ids', () => {
  it('decode back to the day and index they were made from, and never collide', () => {
    const seen = new Set<string>();
    for (const day of [0, 1, 20_000, 20_257, 99_999]) {
      for (const index of [0, 1, 2, 999, 9_998]) {
        const id = orderIdFor({ seed: 3, sellingPartnerId: 'A1', prefix: '112', day, index });
        expect(id).toMatch(/^112-\d{7}-\d{7}$/);
        expect(decodeOrderId(3, 'A1', id)).toEqual({ day, index });
        seen.add(id.slice(4));
      }
    }
    expect(seen.size).toBe(25);
  });

  it('differ between sellers and seeds, and refuse what is not an order id', () => {
    const input = { seed: 1, sellingPartnerId: 'A1', prefix: '302', day: 20_000, index: 5 };
    expect(orderIdFor(input)).not.toBe(orderIdFor({ ...input, sellingPartnerId: 'A2' }));
    expect(orderIdFor(input)).not.toBe(orderIdFor({ ...input, seed: 2 }));
    expect(decodeOrderId(1, 'A1', 'not-an-order')).toBeUndefined();
  });
});
