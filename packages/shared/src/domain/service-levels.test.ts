import { describe, expect, it } from 'vitest';
import { isServiceLevel, normalCdf, SERVICE_LEVELS, serviceLevelZ } from './service-levels.ts';

describe('service levels', () => {
  it('maps each level to the z whose normal probability it is', () => {
    for (const level of SERVICE_LEVELS) expect(normalCdf(serviceLevelZ(level))).toBeCloseTo(level, 4);
  });

  it('computes Φ at known points and its symmetry', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
    expect(normalCdf(3) + normalCdf(-3)).toBeCloseTo(1, 9);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('accepts only the offered levels', () => {
    expect(isServiceLevel(0.95)).toBe(true);
    expect(isServiceLevel(0.96)).toBe(false);
  });
});
