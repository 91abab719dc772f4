import type { ShippingTime, ShippingTimeType } from './shipping-time.ts';

/**
 * Lead times learned from what happened (docs/domain/lead-times.md). Planning uses a learned lead
 * time once it rests on MIN_LEARNED_OBSERVATIONS purchase orders or transfers, else the one the
 * seller typed: two observations say too little about the spread to replace a considered guess.
 */
export const MIN_LEARNED_OBSERVATIONS = 3;

export type LeadTimeSource = 'learned' | 'typed';

/** Which value planning uses, given how many observations the learned one rests on. */
export function leadTimeSource(observations: number): LeadTimeSource {
  return observations >= MIN_LEARNED_OBSERVATIONS ? 'learned' : 'typed';
}

/** A learned median as the whole days "Use learned" writes and planning uses (half days up). */
export const wholeLeadDays = (median: number): number => Math.round(median);

/**
 * A supplier's shipping times after "Use learned" on one of its lanes: each entry named (a
 * country or region code) set to `days`, added when the supplier has none for it; the others
 * as they were. What the web app sends as the supplier's shipping_times.
 */
export function adoptShippingTimes<Time extends ShippingTime>(
  times: readonly Time[],
  entries: readonly { type: ShippingTimeType; code: string }[],
  days: number,
): ShippingTime[] {
  const same = (
    time: { type: ShippingTimeType; code: string },
    entry: { type: ShippingTimeType; code: string },
  ) => time.type === entry.type && time.code.toUpperCase() === entry.code.toUpperCase();
  const kept: ShippingTime[] = times.map(({ type, code, days: typed }) => ({
    type,
    code,
    days: entries.some((entry) => same({ type, code }, entry)) ? days : typed,
  }));
  const added = entries
    .filter((entry) => !times.some((time) => same(time, entry)))
    .map((entry) => ({ type: entry.type, code: entry.code.toUpperCase(), days }));
  return [...kept, ...added];
}
