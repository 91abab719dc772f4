import { describe, expect, it } from 'vitest';
import { feeReportsWanted } from './fee-reports.domain.ts';

describe('the fee reports a sync wants', () => {
  it('asks each marketplace for last month’s storage fees and the fee preview as of 72 hours back', () => {
    const wanted = feeReportsWanted(['US', 'CA'], new Date('2026-01-05T04:15:00Z'));
    expect(wanted.map((report) => [report.type, report.marketplaceIds])).toEqual([
      ['GET_FBA_STORAGE_FEE_CHARGES_DATA', ['US']],
      ['GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA', ['US']],
      ['GET_FBA_STORAGE_FEE_CHARGES_DATA', ['CA']],
      ['GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA', ['CA']],
    ]);
    const [storage, preview] = wanted;
    // January's sync wants December, across the year.
    expect(storage).toMatchObject({
      start: new Date('2025-12-01T00:00:00Z'),
      end: new Date('2025-12-31T23:59:59Z'),
      onFile: { periodStart: new Date('2025-12-01T00:00:00Z') },
    });
    expect(preview).toMatchObject({
      start: new Date('2026-01-02T04:15:00Z'),
      end: null,
      onFile: { requestedSince: new Date('2025-12-29T04:15:00Z') },
    });
  });
});
