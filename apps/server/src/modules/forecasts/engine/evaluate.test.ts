import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../demo/demand.domain.ts';
import { defaultProductCount, planCatalog } from '../../demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed } from '../../demo/random.domain.ts';
import { simulateSku } from '../../demo/stock-simulation.domain.ts';
import { demandHistory, type SkuDayFacts } from './demand-history.domain.ts';
import { evaluateHoldout } from './evaluate.domain.ts';

describe('forecast accuracy on the demo generator', () => {
  it('beats seasonal naive (MASE below 1 and below the baseline) with calibrated intervals', () => {
    const days = 730;
    const lastDay = dayNumber(new Date('2026-10-31T00:00:00Z'));
    const window = { firstDay: lastDay - days + 1, days };
    const catalog = planCatalog({ skus: 80, products: defaultProductCount(80), days, seed: 7 });
    const warehouses = new Map<string, number>();
    const series = catalog.skus.map((sku, index) => {
      const { movements } = simulateSku(sku.simulation, window, createRandom(deriveSeed(7, 2, index)));
      const facts: SkuDayFacts[] = movements.map((movement) => {
        if (!warehouses.has(movement.warehouse)) warehouses.set(movement.warehouse, warehouses.size);
        return {
          day: movement.day,
          warehouseId: warehouses.get(movement.warehouse) as number,
          net: movement.quantity,
          sold: movement.type === 'sale' ? -movement.quantity : 0,
        };
      });
      return demandHistory({ firstDay: window.firstDay, lastDay, opening: new Map(), facts }).series;
    });
    const evaluation = evaluateHoldout(series);
    const naive = evaluation.rows.find((row) => row.name === 'seasonal_naive');
    const selection = evaluation.rows.find((row) => row.name === 'selection per SKU');
    expect(evaluation.series).toBeGreaterThan(60);
    expect(selection?.mase).toBeLessThan(1);
    expect(selection?.mase).toBeLessThan((naive?.mase ?? 0) * 0.9);
    expect(selection?.coverage80).toBeGreaterThanOrEqual(0.7);
    expect(selection?.coverage80).toBeLessThanOrEqual(0.9);
    expect(selection?.coverage95).toBeGreaterThanOrEqual(0.88);

    // Orders placed months ahead: still better than seasonal naive, and the bands, widened past
    // the backtests' 28 days, still hold about what they say.
    for (const holdout of [91, 182]) {
      const ahead = evaluateHoldout(series, holdout);
      const aheadNaive = ahead.rows.find((row) => row.name === 'seasonal_naive');
      const aheadSelection = ahead.rows.find((row) => row.name === 'selection per SKU');
      expect(aheadSelection?.mase, `${holdout} days`).toBeLessThan((aheadNaive?.mase ?? 0) * 0.9);
      expect(aheadSelection?.coverage80, `${holdout} days`).toBeGreaterThanOrEqual(0.7);
      expect(aheadSelection?.coverage80, `${holdout} days`).toBeLessThanOrEqual(0.9);
      expect(aheadSelection?.coverage95, `${holdout} days`).toBeGreaterThanOrEqual(0.88);
    }
  });
});
