import { describe, expect, it } from 'vitest';
import { lineNeed, minimumRounding, roundUpToCases } from './purchase-order-suggestion.domain.ts';

describe('a suggested line and why', () => {
  it('adds the regions’ needs, each its forecast and safety stock less what serves it', () => {
    const line = lineNeed(
      [
        {
          region: 'EU',
          share: 0.8,
          forecastUnits: 120.4,
          safetyStock: 20,
          stock: 50,
          inTransit: 10,
          onOrder: 0,
        },
        // The UK holds more than it needs: no negative need lends units to the EU.
        { region: 'GB', share: 0.2, forecastUnits: 30, safetyStock: 5, stock: 80, inTransit: 0, onOrder: 0 },
      ],
      24,
    );
    expect(line.regions.map((region) => region.need)).toEqual([80.4, 0].map((n) => expect.closeTo(n, 9)));
    expect(line.need).toBe(81);
    expect(line.caseRounding).toBe(15);
    expect(line.quantity).toBe(96);
  });

  it('orders nothing when every region is covered', () => {
    const line = lineNeed(
      [{ region: 'US', share: 1, forecastUnits: 10, safetyStock: 2, stock: 12, inTransit: 0, onOrder: 0 }],
      12,
    );
    expect(line).toMatchObject({ need: 0, caseRounding: 0, quantity: 0 });
    expect(roundUpToCases(0.1 * 30, null)).toBe(3);
  });

  it('meets the supplier’s minimum quantity on the line that needs most, in whole cases', () => {
    const extra = minimumRounding(
      [
        { quantity: 40, casePack: null, unitCost: 250 },
        { quantity: 60, casePack: 12, unitCost: 250 },
      ],
      { minOrderQuantity: 150, minOrderValue: null },
    );
    // 100 ordered, 50 short: 5 cases of 12 = 60 on the second line.
    expect(extra).toEqual([0, 60]);
  });

  it('meets the minimum value too, and leaves a product nobody needs alone', () => {
    const extra = minimumRounding([{ quantity: 10, casePack: null, unitCost: 500 }], {
      minOrderQuantity: null,
      minOrderValue: 10_000,
    });
    // 10 × 5.00 = 50.00 of 100.00: 10 more units.
    expect(extra).toEqual([10]);
    expect(
      minimumRounding([{ quantity: 0, casePack: null, unitCost: 500 }], {
        minOrderQuantity: 100,
        minOrderValue: 1,
      }),
    ).toEqual([0]);
    // Without a cost the value minimum cannot be met by arithmetic; the quantity one still is.
    expect(
      minimumRounding([{ quantity: 5, casePack: null, unitCost: null }], {
        minOrderQuantity: 8,
        minOrderValue: 1,
      }),
    ).toEqual([3]);
  });
});
