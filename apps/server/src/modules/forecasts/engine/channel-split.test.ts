import { describe, expect, it } from 'vitest';
import {
  type ChannelSales,
  channelShares,
  splitOverChannels,
  unitsOverDays,
} from './channel-split.domain.ts';

const channel = (key: string, recentUnits: number, historyUnits = recentUnits): ChannelSales => ({
  key,
  recentUnits,
  historyUnits,
});

const split = (channels: ChannelSales[], demand: number[] = Array(365).fill(8), dailyDemand = 8) =>
  Object.fromEntries(
    splitOverChannels({ channels, dailyDemand, demand, coverDays: 30 }).map((plan) => [plan.key, plan]),
  );

describe('channel split', () => {
  it('gives a single channel the whole forecast', () => {
    expect(split([channel('id:1', 42)])).toEqual({
      // 8 a day; 30 cover days × 8 = 240.
      'id:1': { key: 'id:1', share: 1, dailyDemand: 8, coverUnits: 240 },
    });
  });

  it('splits 3:1 by the units ordered over the window, whatever the older history says', () => {
    // 90 and 30 units in the window; the history (window included) would say 1:1.
    const plans = split([channel('id:1', 90, 300), channel('name:Non-Amazon', 30, 300)]);
    expect(plans['id:1']).toEqual({ key: 'id:1', share: 0.75, dailyDemand: 6, coverUnits: 180 });
    expect(plans['name:Non-Amazon']).toEqual({
      key: 'name:Non-Amazon',
      share: 0.25,
      dailyDemand: 2,
      coverUnits: 60,
    });
  });

  it('falls back to the whole history when nothing was ordered in the window', () => {
    // Nothing recent anywhere: 10 and 40 units over the history make 1:4.
    const plans = split([channel('id:1', 0, 10), channel('id:2', 0, 40)]);
    expect(plans['id:1']?.share).toBe(0.2);
    expect(plans['id:2']?.share).toBe(0.8);
    expect(plans['id:2']?.dailyDemand).toBeCloseTo(6.4, 10);
  });

  it('gives a channel that sold only before the window nothing when others sold in it', () => {
    const plans = split([channel('id:1', 0, 500), channel('id:2', 12, 12)]);
    expect(plans['id:1']?.share).toBe(0);
    expect(plans['id:2']?.share).toBe(1);
  });

  it('makes shares that add up to 1, and daily demands that add up to the SKU’s', () => {
    const channels = [channel('a', 1), channel('b', 1), channel('c', 1), channel('d', 7), channel('e', 13)];
    const plans = splitOverChannels({
      channels,
      dailyDemand: 4.3,
      demand: Array(365).fill(4.3),
      coverDays: 45,
    });
    expect(plans.reduce((sum, plan) => sum + plan.share, 0)).toBeCloseTo(1, 12);
    expect(plans.reduce((sum, plan) => sum + plan.dailyDemand, 0)).toBeCloseTo(4.3, 12);
    expect(plans.reduce((sum, plan) => sum + plan.coverUnits, 0)).toBeCloseTo(4.3 * 45, 9);
    // A third of 3 units: 1/23 each for a, b and c.
    expect(plans[0]?.share).toBeCloseTo(1 / 23, 12);
  });

  it('counts units over the cover days from today, as far as the forecast goes', () => {
    // A rising forecast: 1 + 2 + 3 = 6 over 3 cover days; the quarter channel gets 1.5.
    const [quarter] = splitOverChannels({
      channels: [channel('x', 1), channel('y', 3)],
      dailyDemand: 3,
      demand: [1, 2, 3, 4, 5],
      coverDays: 3,
    });
    expect(quarter).toEqual({ key: 'x', share: 0.25, dailyDemand: 0.75, coverUnits: 1.5 });
    expect(unitsOverDays([1, 2, 3], 10)).toBe(6);
    expect(unitsOverDays([1, 2, 3], 0)).toBe(0);
  });

  it('shares nothing without units on any channel, and treats negative units as none', () => {
    expect(channelShares([channel('a', 0, 0), channel('b', 0, 0)])).toEqual([0, 0]);
    expect(channelShares([channel('a', -5, -5), channel('b', 5, 5)])).toEqual([0, 1]);
    expect(split([])).toEqual({});
  });
});
