import { serviceLevelZ } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import {
  boundedDemandSigma,
  demandSigmaOverDays,
  leadTimeDemandSigma,
  leadTimeSigma,
  safetyStock,
  serviceLevelReached,
} from './safety-stock.domain.ts';

describe('safety stock by service level', () => {
  it('adds the days’ demand errors as variances', () => {
    // Each day's band is 2.5632 wide: σ = 1 a day; over 4 days σ = √4 = 2.
    const lo = [0, 0, 0, 0, 0];
    const hi = [2.5632, 2.5632, 2.5632, 2.5632, 2.5632];
    expect(demandSigmaOverDays(lo, hi, 4)).toBeCloseTo(2, 6);
    expect(demandSigmaOverDays(lo, hi, 4, 0.5)).toBeCloseTo(1, 6);
    expect(demandSigmaOverDays(lo, hi, 0)).toBe(0);
  });

  it('lets errors persist beyond a week: the spread grows faster than √days', () => {
    const lo = new Array(28).fill(0);
    const hi = new Array(28).fill(2.5632);
    // √28 × (28 ÷ 7)^0.35 = 5.2915 × 1.6245
    expect(demandSigmaOverDays(lo, hi, 28)).toBeCloseTo(8.596, 3);
    expect(demandSigmaOverDays(lo, hi, 7)).toBeCloseTo(Math.sqrt(7), 6);
  });

  it('never spreads demand over the lead time wider than its level beyond count noise', () => {
    // 1,238 units expected: at most √(1,238 + 1,238²) ≈ 1,238.5, whatever broken bands say.
    expect(boundedDemandSigma(4_472, 1_238)).toBeCloseTo(Math.sqrt(1_238 + 1_238 ** 2), 9);
    // A slow seller keeps at least count noise: 0.4 units, √(0.4 + 0.16).
    expect(boundedDemandSigma(5, 0.4)).toBeCloseTo(Math.sqrt(0.56), 9);
    // Sane bands pass as they are; no demand, no spread.
    expect(boundedDemandSigma(300, 1_238)).toBe(300);
    expect(boundedDemandSigma(2, 0)).toBe(0);
  });

  it('reads a lead time’s spread from its p10 and p90', () => {
    expect(leadTimeSigma(20, 30)).toBeCloseTo(10 / 2.5632, 6);
    expect(leadTimeSigma(30, 20)).toBe(0);
  });

  it('combines demand and lead-time spread, and rises with the service level', () => {
    // σ_D = 30, d = 10 a day, σ_L = 4 days: √(900 + 1600) = 50.
    const spread = { demandSigma: 30, dailyDemand: 10, leadSigmaDays: 4 };
    expect(leadTimeDemandSigma(spread)).toBeCloseTo(50, 9);
    const at = (level: 0.9 | 0.95 | 0.99) => safetyStock({ ...spread, z: serviceLevelZ(level) });
    expect(at(0.9)).toBe(65); // 1.2816 × 50 = 64.08, up
    expect(at(0.95)).toBe(83); // 82.245
    expect(at(0.99)).toBe(117); // 116.315
    expect(safetyStock({ demandSigma: 0, dailyDemand: 0, leadSigmaDays: 0, z: 2 })).toBe(0);
  });

  it('tells the service level a position reaches', () => {
    expect(serviceLevelReached({ position: 100, expectedDemand: 100, sigma: 10 })).toBeCloseTo(0.5, 6);
    expect(serviceLevelReached({ position: 116.449, expectedDemand: 100, sigma: 10 })).toBeCloseTo(0.95, 3);
    expect(serviceLevelReached({ position: 5, expectedDemand: 0, sigma: 0 })).toBeNull();
    expect(serviceLevelReached({ position: 5, expectedDemand: 4, sigma: 0 })).toBe(1);
    expect(serviceLevelReached({ position: 3, expectedDemand: 4, sigma: 0 })).toBe(0);
  });
});
