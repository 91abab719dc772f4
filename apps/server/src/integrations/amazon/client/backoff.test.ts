import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelayMs, retryAfterMs } from './backoff.ts';
import { refillIntervalMs } from './sp-api-operations.ts';

describe('the back-off after a throttled call', () => {
  it('doubles its ceiling each attempt, from the base, up to the cap', () => {
    const ceiling = (attempt: number, baseMs: number) => backoffDelayMs({ attempt, baseMs, random: () => 1 });
    expect([1, 2, 3, 4].map((attempt) => ceiling(attempt, 500))).toEqual([500, 1000, 2000, 4000]);
    expect(ceiling(20, 500)).toBe(BACKOFF_CAP_MS);
  });

  it('waits a random part of the ceiling (full jitter)', () => {
    expect(backoffDelayMs({ attempt: 3, baseMs: 500, random: () => 0 })).toBe(0);
    expect(backoffDelayMs({ attempt: 3, baseMs: 500, random: () => 0.25 })).toBe(500);
  });

  it("starts from one refill of the operation's documented rate", () => {
    expect(refillIntervalMs('getReport')).toBe(500);
    expect(refillIntervalMs('getOrderItems')).toBe(2000);
    expect(Math.round(refillIntervalMs('createReport'))).toBe(59_880);
    expect(refillIntervalMs('downloadReportDocument')).toBe(1000);
  });
});

describe('Retry-After', () => {
  const now = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Tue, 01 Jan 2030 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Tue, 01 Jan 2030 11:00:00 GMT', now)).toBe(0);
  });
  it('is absent when missing or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
