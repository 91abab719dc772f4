import { LIST_VIEWS } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { shownGroups, toggleGroup } from './transfer-filters.tsx';
import { pickTypedSku } from './transfer-form-schema.ts';

describe('the transfer list’s status groups', () => {
  it('reads the sidebar’s views: all groups when none is named, else those set to true', () => {
    expect([...shownGroups({})]).toEqual(['draft', 'live', 'completed']);
    expect([...shownGroups(LIST_VIEWS.upcomingTransfers)]).toEqual(['draft']);
    expect([...shownGroups(LIST_VIEWS.problemTransfers)]).toEqual(['draft', 'live', 'completed']);
    expect([...shownGroups({ live: true })]).toEqual(['live']);
  });

  it('names every group once one is toggled, and drops them all when all are shown again', () => {
    expect(toggleGroup({}, 'completed')).toEqual({ draft: true, live: true, completed: false });
    expect(toggleGroup(LIST_VIEWS.upcomingTransfers, 'live')).toEqual({
      draft: true,
      live: true,
      completed: false,
    });
    expect(toggleGroup({ draft: true, live: true, completed: false }, 'completed')).toEqual({
      draft: undefined,
      live: undefined,
      completed: undefined,
    });
    // The Problem view keeps its groups named, as the sidebar's link has them.
    expect(toggleGroup({ draft: true, live: true, completed: false, problems: true }, 'completed')).toEqual({
      draft: true,
      live: true,
      completed: true,
    });
  });
});

describe('finding the SKU typed into the item entry', () => {
  const skus = [
    { sku_id: 'MUG-1', asin: 'B0SAME' },
    { sku_id: 'MUG-10', asin: 'B0SAME' },
    { sku_id: 'TEE', asin: 'B0TEE' },
  ];
  it('takes the exact SKU id before the ASIN, ignoring case', () => {
    expect(pickTypedSku(' mug-1 ', skus)).toEqual({ sku: skus[0] });
    expect(pickTypedSku('b0tee', skus)).toEqual({ sku: skus[2] });
  });
  it('asks to pick when an ASIN or a partial text matches several, and takes a lone match', () => {
    expect(pickTypedSku('B0SAME', skus)).toEqual({ ambiguous: [skus[0], skus[1]] });
    expect(pickTypedSku('MUG', skus.slice(0, 2))).toEqual({ ambiguous: skus.slice(0, 2) });
    expect(pickTypedSku('TE', [skus[2] as (typeof skus)[number]])).toEqual({ sku: skus[2] });
    expect(pickTypedSku('X', [])).toBeNull();
    expect(pickTypedSku('  ', skus)).toBeNull();
  });
});
