import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, formatPeriod, requestDuration } from './report-request-format.ts';

describe('report request formatting', () => {
  it('says how long something took in the largest sensible units', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(180_000)).toBe('3 min');
    expect(formatDuration(7_800_000)).toBe('2 h 10 min');
  });

  it('measures a request from its asking to the end of processing, and not before it has ended', () => {
    const requested_at = '2026-03-01T10:00:00.000Z';
    expect(requestDuration({ requested_at, processed_at: '2026-03-01T10:00:12.000Z' })).toBe('12 s');
    expect(requestDuration({ requested_at, processed_at: null })).toBe('—');
  });

  it('shows no period for an uploaded file and an open end for a report up to now', () => {
    expect(formatPeriod({ data_start_time: null, data_end_time: null })).toBe('—');
    expect(formatPeriod({ data_start_time: '2026-03-01T00:00:00.000Z', data_end_time: null })).toMatch(
      /^From /,
    );
  });

  it('gives file sizes in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(13 * 1024 * 1024)).toBe('13.0 MB');
  });
});
