import type { Dashboard } from '@backoffice/shared';

/**
 * The Disputes screen's "Needing action" filter: the disputes `counts.disputes` counts (OPEN, or past
 * their deadline unsettled; the server's disputes module defines it once for the count, the filter
 * and the screen's figure), so the dashboard's figure opens the list of exactly those.
 */
export const DISPUTES_NEEDING_ACTION = { needs_action: true } as const;

/** The range selector's choices, as the API takes them (days), and how the screen says them. */
export const RANGE_LABELS = { '30': '30 d', '90': '90 d', '365': '1 y' } as const;
export const RANGE_WORDS = {
  '30': 'the last 30 days',
  '90': 'the last 90 days',
  '365': 'the last year',
} as const;

/** A pie beyond this many slices is unreadable: the smallest channels share one "Other" slice. */
export const MAX_CHANNEL_SLICES = 6;

export interface ChannelSlice {
  name: string;
  units: number;
  orders: number;
}

/** The channels as drawn: the biggest first, all beyond the fifth together when there are more than six. */
export function channelSlices(channels: Dashboard['channels']): ChannelSlice[] {
  if (channels.length <= MAX_CHANNEL_SLICES) return channels;
  const shown = channels.slice(0, MAX_CHANNEL_SLICES - 1);
  const rest = channels.slice(MAX_CHANNEL_SLICES - 1);
  return [
    ...shown,
    {
      name: `Other (${rest.length} channels)`,
      units: rest.reduce((sum, channel) => sum + channel.units, 0),
      orders: rest.reduce((sum, channel) => sum + channel.orders, 0),
    },
  ];
}

/** A day of the API ("2026-01-12") as the reader's local midnight, so axes and labels show that day in any time zone. */
export const localDay = (date: string): Date => new Date(`${date}T00:00:00`);

export const totalUnits = (points: readonly { units: number }[]): number =>
  points.reduce((sum, point) => sum + point.units, 0);
