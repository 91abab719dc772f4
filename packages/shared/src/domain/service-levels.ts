/**
 * Target service levels an organisation can plan for: the chance that stock lasts until an order
 * placed at the reorder point arrives (cycle service level). Each with its standard normal
 * quantile z, so safety stock = z × the spread of demand over the lead time.
 */
export const SERVICE_LEVELS = [0.9, 0.95, 0.97, 0.98, 0.99] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];
export const DEFAULT_SERVICE_LEVEL: ServiceLevel = 0.95;

const Z: Record<ServiceLevel, number> = {
  0.9: 1.2816,
  0.95: 1.6449,
  0.97: 1.8808,
  0.98: 2.0537,
  0.99: 2.3263,
};

export function serviceLevelZ(level: ServiceLevel): number {
  return Z[level];
}

export function isServiceLevel(value: number): value is ServiceLevel {
  return (SERVICE_LEVELS as readonly number[]).includes(value);
}

/**
 * The standard normal distribution function Φ(x), to 1e-7 (Abramowitz and Stegun 26.2.17): the
 * service level a stock position reaches is Φ((position − expected demand) ÷ spread).
 */
export function normalCdf(x: number): number {
  if (!Number.isFinite(x)) return x > 0 ? 1 : 0;
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}
