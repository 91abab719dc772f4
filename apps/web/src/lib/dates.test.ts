import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.ts';

describe('dates', () => {
  it('shows a day, or a day and its minute, without seconds', () => {
    const at = new Date(2026, 10, 26, 20, 27, 6);
    expect(formatDay(at)).toBe('Nov 26, 2026');
    expect(formatDateTime(at)).toMatch(/^Nov 26, 2026, 8:27\sPM$/);
    expect(formatDateTime(at.toISOString())).toBe(formatDateTime(at));
  });
});
