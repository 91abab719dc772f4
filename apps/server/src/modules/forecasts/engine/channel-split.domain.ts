/**
 * A SKU's forecast split over its sales channels, top-down (the standard method of hierarchical
 * forecasting): the SKU's forecast is the better-informed one (more units, fewer empty days), so
 * each channel gets its share of it rather than a model of its own sparser series. Pure
 * arithmetic, unit-tested on hand-computed cases.
 */
export interface ChannelSales {
  key: string;
  /** Units ordered on it over the share window (CHANNEL_SHARE_DAYS up to yesterday). */
  recentUnits: number;
  /** Units ordered on it over the whole history the forecast reads (the window included). */
  historyUnits: number;
}

export interface ChannelSplitInput {
  channels: readonly ChannelSales[];
  /** The SKU's units a day (the forecast's mean over its first 30 days, overrides applied). */
  dailyDemand: number;
  /** The SKU's demand per day from today on, for the units over the cover days. */
  demand: ArrayLike<number>;
  coverDays: number;
}

export interface ChannelPlan {
  key: string;
  /** Its units ÷ the SKU's, over the window (the history when the window has none); 0 … 1. */
  share: number;
  /** share × the SKU's units a day. */
  dailyDemand: number;
  /** share × the SKU's forecast units over the cover days from today. */
  coverUnits: number;
}

/** The sum of the first `days` values (as many as there are). */
export function unitsOverDays(values: ArrayLike<number>, days: number): number {
  let sum = 0;
  for (let day = 0; day < Math.min(Math.max(0, days), values.length); day++) sum += values[day] as number;
  return sum;
}

/**
 * Each channel's share: its part of the recent units, or, when nothing was ordered recently on
 * any channel, of the history's. The shares add up to 1 unless no channel has any units at all
 * (then every share is 0: there is nothing to split by).
 */
export function channelShares(channels: readonly ChannelSales[]): number[] {
  const units = (pick: (channel: ChannelSales) => number) => channels.map((each) => Math.max(0, pick(each)));
  let counted = units((channel) => channel.recentUnits);
  let total = counted.reduce((sum, value) => sum + value, 0);
  if (total === 0) {
    counted = units((channel) => channel.historyUnits);
    total = counted.reduce((sum, value) => sum + value, 0);
  }
  return counted.map((value) => (total > 0 ? value / total : 0));
}

export function splitOverChannels(input: ChannelSplitInput): ChannelPlan[] {
  const shares = channelShares(input.channels);
  const coverUnits = unitsOverDays(input.demand, input.coverDays);
  return input.channels.map((channel, index) => {
    const share = shares[index] as number;
    return {
      key: channel.key,
      share,
      dailyDemand: share * Math.max(0, input.dailyDemand),
      coverUnits: share * coverUnits,
    };
  });
}
