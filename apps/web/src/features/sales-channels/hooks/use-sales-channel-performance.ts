import { periodStart, type SalesInterval } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { salesChannelPerformanceQueryOptions } from '../api/get-sales-channel-performance.ts';

/** Each interval with the span it shows: days over 30 days, weeks over a quarter, months over a year. */
export const SALES_SPANS: Record<SalesInterval, { label: string; days: number }> = {
  day: { label: 'Daily', days: 30 },
  week: { label: 'Weekly', days: 91 },
  month: { label: 'Monthly', days: 365 },
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A channel's sales over the span of the chosen interval (weekly at first), up to today. */
export function useSalesChannelPerformance(organisationUlid: string, channelId: number) {
  const [interval, setInterval] = useState<SalesInterval>('week');
  const range = useMemo(() => {
    const today = new Date();
    return {
      interval,
      // From the start of a period, so the first point is a whole week or month.
      from: periodStart(
        isoDay(new Date(today.getTime() - (SALES_SPANS[interval].days - 1) * 86_400_000)),
        interval,
      ),
      to: isoDay(today),
    };
  }, [interval]);
  const performance = useQuery(salesChannelPerformanceQueryOptions(organisationUlid, channelId, range));
  return { interval, setInterval, performance };
}
