import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2026-03-10T11:59:30Z', NOW)).toBe('just now');
    expect(relativeTime('2026-03-10T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T10:00:00Z', NOW)).toBe('yesterday');
    expect(relativeTime('2026-02-20T12:00:00Z', NOW)).toBe('2 weeks ago');
  });

  it('and how long until a time to come', () => {
    expect(relativeTime('2026-03-10T14:00:00Z', NOW)).toBe('in 2 hours');
  });
});
