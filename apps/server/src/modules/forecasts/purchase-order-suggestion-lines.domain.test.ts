import { describe, expect, it } from 'vitest';
import type { SupplierSkuRow } from './purchase-order-suggestion.repository.ts';
import {
  applyMinimums,
  mostCommonCost,
  suggestionLine,
  suggestionTotal,
} from './purchase-order-suggestion-lines.domain.ts';

function sku(id: number, changes: Partial<SupplierSkuRow> = {}): SupplierSkuRow {
  return {
    id,
    skuId: `SKU-${id}`,
    asin: null,
    skuCogs: null,
    skuCogsCurrency: null,
    productId: 1,
    productName: 'Yoga mat',
    productCogs: 250,
    productCogsCurrency: 'USD',
    minStock: null,
    productionLeadDays: 20,
    bufferDays: 5,
    minOrderQuantity: null,
    minOrderValue: null,
    ...changes,
  } as SupplierSkuRow;
}

const us = (forecastUnits: number, stock = 0) => ({
  region: 'US',
  share: 1,
  forecastUnits,
  safetyStock: 10,
  stock,
  inTransit: 0,
  onOrder: 0,
});

const line = (row: SupplierSkuRow, forecastUnits: number, currency = 'USD', casePack: number | null = null) =>
  suggestionLine({
    sku: row,
    regions: [us(forecastUnits)],
    casePack,
    currency,
    periodDays: 40,
    rate: forecastUnits / 40,
    productionLeadDays: 20,
  });

describe("a suggested order's lines", () => {
  it('say the need, its why and the cost in the order’s currency (the SKU’s own cost first)', () => {
    const { line: shown, unitCost } = line(sku(1, { skuCogs: 300, skuCogsCurrency: 'USD' }), 80, 'USD', 12);
    // 80 forecast + 10 safety = 90, in cases of 12: 96.
    expect(shown).toMatchObject({
      recommended_quantity: 96,
      sales_per_day: 2,
      rate_source: 'forecast',
      unit_cost: '3.00',
      cost_note: null,
      why: { period_days: 40, need: 90, case_rounding: 6, minimum_rounding: 0 },
    });
    expect(unitCost).toBe(300);
  });

  it('flag a cost in another currency or none, and the total as incomplete only when such a line orders', () => {
    const euros = line(sku(2, { productCogsCurrency: 'EUR' }), 40);
    const none = line(sku(3, { productCogs: null }), 0);
    expect(euros.line).toMatchObject({ unit_cost: null, cost_note: 'other_currency' });
    expect(none.line).toMatchObject({ cost_note: 'no_cost' });
    const dollars = line(sku(4), 40);
    // 50 units × 2.50.
    expect(suggestionTotal([dollars])).toEqual({ total: 12_500, complete: true });
    expect(suggestionTotal([dollars, euros])).toEqual({ total: 12_500, complete: false });
    // A line with nothing to order and no cost leaves the total whole: its quantity is 10 (safety stock).
    expect(none.line.recommended_quantity).toBe(10);
    expect(suggestionTotal([dollars, { ...none, line: { ...none.line, recommended_quantity: 0 } }])).toEqual({
      total: 12_500,
      complete: true,
    });
  });

  it('meet the product’s minimums across its lines, then price each line', () => {
    const product = { productId: 7, minOrderQuantity: 100 };
    const lines = [line(sku(5, product), 20), line(sku(6, product), 40)];
    applyMinimums(lines, 'USD');
    // 30 + 50 = 80 of 100: the 20 short go on the line that needs most.
    expect(lines.map(({ line: shown }) => shown.recommended_quantity)).toEqual([30, 70]);
    expect(lines.map(({ line: shown }) => shown.why.minimum_rounding)).toEqual([0, 20]);
    expect(lines.map(({ line: shown }) => shown.line_total)).toEqual(['75.00', '175.00']);
  });

  it('take the currency most of the supplier’s costs are in when it names none', () => {
    const skus = [sku(1), sku(2, { productCogsCurrency: 'EUR' }), sku(3, { productCogsCurrency: 'EUR' })];
    expect(mostCommonCost(skus, 'GBP')).toBe('EUR');
    expect(mostCommonCost([sku(1, { productCogs: null })], 'GBP')).toBe('GBP');
  });
});
