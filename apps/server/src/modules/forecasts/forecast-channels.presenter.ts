import type { ForecastChannel, ForecastDetail } from '@backoffice/shared';
import { isoOfDay } from '../../lib/calendar-days.ts';
import { unitsOverDays } from './engine/channel-split.domain.ts';
import type { ChannelDetailFacts } from './forecast-channels.usecase.ts';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The SKU's channels as the detail shows them: the stored share and rates, the SKU's points
 * (already cut to today on) times the share, and the units ordered per day of the SKU's history.
 * Cover units follow from the same points, so they stay right for a forecast made yesterday.
 */
export function presentChannels({
  facts,
  points,
  coverDays,
  historyFirstDay,
}: {
  facts: ChannelDetailFacts;
  points: ForecastDetail['points'];
  coverDays: number;
  historyFirstDay: number | null;
}): ForecastChannel[] {
  const units = points.map((point) => point.units);
  const coverUnits = unitsOverDays(units, coverDays);
  return facts.plans.map((plan) => {
    const history = facts.history.get(plan.channelKey);
    return {
      key: plan.channelKey,
      sales_channel_id: plan.salesChannelId === null ? null : Number(plan.salesChannelId),
      name: plan.name,
      share: plan.share,
      daily_demand: round3(plan.dailyDemand),
      units_30d: plan.units30d,
      cover_units: round3(plan.share * coverUnits),
      points: points.map((point) => ({ date: point.date, units: round3(plan.share * point.units) })),
      history:
        history && historyFirstDay !== null
          ? Array.from(history, (sold, i) => ({ date: isoOfDay(historyFirstDay + i), units: sold }))
          : [],
    };
  });
}
