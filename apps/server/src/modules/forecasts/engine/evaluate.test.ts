import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../demo/demand.domain.ts';
import { defaultProductCount, planCatalog } from '../../demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed } from '../../demo/random.domain.ts';
import { simulateSku } from '../../demo/stock-simulation.domain.ts';
import { coverageShares, emptyCoverage, mergeCoverage, SEASONS } from './calibration.domain.ts';
import { demandHistory, type SkuDayFacts } from './demand-history.domain.ts';
import { evaluateHoldout, splitAtOrigin } from './evaluate.domain.ts';
import { seriesOf } from './series.domain.ts';

describe('forecast accuracy on the demo generator', () => {
  it('beats seasonal naive from a winter and a summer start alike, its bands calibrated in every season', () => {
    // Two origins six months apart, each with the server's 730 days of history before it.
    const lastDay = dayNumber(new Date('2026-10-31T00:00:00Z'));
    const days = 730 + 182 + 182;
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
    const origins = [lastDay - 363, lastDay - 181];
    const year = emptyCoverage();
    const ratios: Record<number, number[]> = { 28: [], 182: [] };
    for (const origin of origins)
      for (const holdout of [28, 182]) {
        const evaluation = evaluateHoldout(series, { origin, holdout, history: 730 });
        const selection = evaluation.rows.find((row) => row.name === 'selection per SKU');
        const at = `${holdout} days from day ${origin}`;
        expect(evaluation.series, at).toBeGreaterThan(60);
        expect(selection?.vsNaive, at).toBeLessThan(0.85);
        // Never worse than the best single model by more than rounding: the choice holds.
        const best = Math.min(...evaluation.rows.slice(0, -1).map((row) => row.mase));
        expect(selection?.mase, at).toBeLessThan(best * 1.02);
        expect(selection?.coverage80, at).toBeGreaterThanOrEqual(0.78);
        expect(selection?.coverage80, at).toBeLessThanOrEqual(0.88);
        expect(selection?.coverage95, at).toBeGreaterThanOrEqual(0.92);
        ratios[holdout]?.push(selection?.vsNaive ?? 0);
        if (holdout === 182) mergeCoverage(year, evaluation.coverage);
      }
    // A winter and a summer start: the error against seasonal naive moves by less than 0.06.
    for (const [holdout, [winter, summer]] of Object.entries(ratios))
      expect(Math.abs((winter as number) - (summer as number)), `${holdout} days`).toBeLessThan(0.06);
    // A year of held-out days: the 80 % band holds 78–88 % of each season's.
    for (const season of SEASONS) {
      const shares = coverageShares(year[season]);
      expect(shares?.coverage80, season).toBeGreaterThanOrEqual(0.78);
      expect(shares?.coverage80, season).toBeLessThanOrEqual(0.88);
    }
  });
});

describe('a holdout at an origin', () => {
  it('trains on the history before it, from its first observed day, and holds out the days from it', () => {
    const series = seriesOf(100, [Number.NaN, ...Array.from({ length: 99 }, (_, t) => t + 1)]);
    const split = splitAtOrigin(series, { origin: 170, holdout: 10, history: 60 });
    expect(split?.training.firstDay).toBe(110);
    expect(Array.from(split?.training.values ?? []).slice(0, 2)).toEqual([10, 11]);
    expect(split?.training.values).toHaveLength(60);
    expect(Array.from(split?.actuals ?? [])).toEqual([70, 71, 72, 73, 74, 75, 76, 77, 78, 79]);
    // Before the first observed day: the training starts after the day out of stock.
    expect(splitAtOrigin(series, { origin: 170, holdout: 10, history: 730 })?.training.firstDay).toBe(101);
    // Not enough training, or the holdout runs past the series.
    expect(splitAtOrigin(series, { origin: 140, holdout: 10, history: 730 })).toBeNull();
    expect(splitAtOrigin(series, { origin: 195, holdout: 10, history: 730 })).toBeNull();
  });
});
