import { describe, expect, it } from 'vitest';
import {
  marketplaceBatches,
  ordersSearchStart,
  POSITION_LIFE_MS,
  positionAfterPage,
  SEARCH_LAG_MS,
} from './orders-sync-position.domain.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-29T12:00:00.000Z');
const SINCE = new Date('2026-11-20T00:00:00.000Z');
const US = ['ATVPDKIKX0DER'];
const stored = (savedAt: Date, overrides = {}) => ({
  lastUpdatedAfter: '2026-11-18T00:00:00.000Z',
  lastUpdatedBefore: '2026-11-28T23:58:00.000Z',
  batch: 0,
  marketplaceIds: US,
  paginationToken: 'token-of-page-21',
  savedAt: savedAt.toISOString(),
  ...overrides,
});

describe('where an orders sync starts', () => {
  it('starts a window ten minutes short of now (Amazon wants two at least), from its first batch and page, without a position', () => {
    expect(ordersSearchStart({ position: null, batches: [US], lastUpdatedAfter: SINCE, now: NOW })).toEqual({
      lastUpdatedAfter: SINCE,
      lastUpdatedBefore: new Date('2026-11-29T11:50:00.000Z'),
      batch: 0,
      paginationToken: undefined,
      resumed: false,
    });
  });

  it('goes on from a position younger than the token’s life, with its window and token', () => {
    const position = stored(new Date(NOW.getTime() - 22 * HOUR));
    expect(ordersSearchStart({ position, batches: [US], lastUpdatedAfter: SINCE, now: NOW })).toEqual({
      lastUpdatedAfter: new Date(position.lastUpdatedAfter),
      lastUpdatedBefore: new Date(position.lastUpdatedBefore),
      batch: 0,
      paginationToken: 'token-of-page-21',
      resumed: true,
    });
  });

  it('starts the window again when the position is older than the token’s life', () => {
    for (const age of [POSITION_LIFE_MS, 24 * HOUR, 3 * 24 * HOUR]) {
      const position = stored(new Date(NOW.getTime() - age));
      const start = ordersSearchStart({ position, batches: [US], lastUpdatedAfter: SINCE, now: NOW });
      expect(start).toMatchObject({
        lastUpdatedAfter: SINCE,
        batch: 0,
        paginationToken: undefined,
        resumed: false,
      });
      expect(start.lastUpdatedBefore).toEqual(new Date(NOW.getTime() - SEARCH_LAG_MS));
    }
  });

  it('starts again when the batch’s marketplaces changed (a token needs the same filters)', () => {
    const position = stored(new Date(NOW.getTime() - HOUR));
    const batches = [['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2']];
    expect(ordersSearchStart({ position, batches, lastUpdatedAfter: SINCE, now: NOW }).resumed).toBe(false);
    expect(
      ordersSearchStart({ position, batches: [undefined], lastUpdatedAfter: SINCE, now: NOW }).resumed,
    ).toBe(false);
  });

  it('stores the next page’s token, or the next batch from its first page after a batch’s last', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `M${index}`);
    const batches = marketplaceBatches(ids);
    expect(batches.map((batch) => batch?.length)).toEqual([50, 10]);
    const start = { lastUpdatedAfter: SINCE, lastUpdatedBefore: new Date('2026-11-29T11:58:00.000Z') };
    expect(positionAfterPage({ start, batches, batch: 0, nextToken: 'next', now: NOW })).toEqual({
      lastUpdatedAfter: SINCE.toISOString(),
      lastUpdatedBefore: '2026-11-29T11:58:00.000Z',
      batch: 0,
      marketplaceIds: ids.slice(0, 50),
      paginationToken: 'next',
      savedAt: NOW.toISOString(),
    });
    const next = positionAfterPage({ start, batches, batch: 0, nextToken: undefined, now: NOW });
    expect(next).toMatchObject({ batch: 1, marketplaceIds: ids.slice(50), paginationToken: null });
    const later = new Date(NOW.getTime() + HOUR);
    expect(ordersSearchStart({ position: next, batches, lastUpdatedAfter: SINCE, now: later })).toMatchObject(
      {
        batch: 1,
        paginationToken: undefined,
        resumed: true,
      },
    );
    // After the last batch's last page nothing is left to resume: a new window.
    const done = positionAfterPage({ start, batches, batch: 1, nextToken: undefined, now: NOW });
    expect(ordersSearchStart({ position: done, batches, lastUpdatedAfter: SINCE, now: later }).resumed).toBe(
      false,
    );
    expect(marketplaceBatches([])).toEqual([undefined]);
  });
});
