import type { Random } from './random.domain.ts';

/**
 * Daily demand of one SKU on one marketplace, the shape sellers see in their order history:
 * a base level, a trend, a weekly rhythm (weekends differ), a yearly one (Q4 peak, summer dip)
 * and noise. Days are UTC day numbers (days since 1970-01-01), so no time zone enters.
 */
export interface DemandProfile {
  /** Expected units per day on an average day at the start of the history. */
  base: number;
  /** Relative change per year: 0.3 grows 30% a year, -0.2 shrinks 20%. */
  trendPerYear: number;
  /** Saturday and Sunday against weekdays, before normalising the week to an average of 1. */
  weekendFactor: number;
  /** Extra demand at the height of the Q4 season (0.8 = +80% in early December). */
  q4Peak: number;
  /** Demand lost at the bottom of the summer (0.3 = −30% in late July). */
  summerDip: number;
  /** Day-to-day spread of demand around its expectation (standard deviation of the log). */
  noise: number;
}

export const DAY_MS = 86_400_000;

export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function dateOfDay(day: number): Date {
  return new Date(day * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export function dayOfWeek(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function dayOfYear(day: number): number {
  const date = dateOfDay(day);
  return day - dayNumber(new Date(Date.UTC(date.getUTCFullYear(), 0, 1)));
}

export function randomDemandProfile(random: Random, { base }: { base?: number } = {}): DemandProfile {
  return {
    // Log-normal: most SKUs sell a unit or two a day, a few sell dozens.
    base: base ?? Math.min(60, Math.exp(random.normal() * 0.9 + 0.4)),
    trendPerYear: random.between(-0.25, 0.45),
    weekendFactor: random.between(1.1, 1.5),
    q4Peak: random.between(0.5, 1.4),
    summerDip: random.between(0.15, 0.4),
    noise: random.between(0.15, 0.35),
  };
}

export function weeklyFactor(profile: DemandProfile, day: number): number {
  const weekday = dayOfWeek(day);
  const weekend = weekday === 0 || weekday === 6;
  // Normalised so the seven days average 1 and the weekly pattern does not shift the level.
  const mean = (5 + 2 * profile.weekendFactor) / 7;
  return (weekend ? profile.weekendFactor : 1) / mean;
}

/** Circular distance in days within a year, so a December peak also lifts early January. */
function seasonalBump(day: number, centre: number, width: number): number {
  const raw = Math.abs(dayOfYear(day) - centre);
  const distance = Math.min(raw, 365 - raw);
  return Math.exp(-(distance * distance) / (2 * width * width));
}

export function yearlyFactor(profile: DemandProfile, day: number): number {
  // Peak around 1 December (Black Friday to Christmas); trough around 20 July.
  return 1 + profile.q4Peak * seasonalBump(day, 334, 24) - profile.summerDip * seasonalBump(day, 200, 35);
}

export function trendFactor(profile: DemandProfile, daysSinceStart: number): number {
  return Math.max(0.05, 1 + (profile.trendPerYear * daysSinceStart) / 365);
}

export function expectedDemand(profile: DemandProfile, day: number, daysSinceStart: number): number {
  return (
    profile.base *
    trendFactor(profile, daysSinceStart) *
    weeklyFactor(profile, day) *
    yearlyFactor(profile, day)
  );
}

/** Units customers want on one day: the expectation with multiplicative noise, as a Poisson count. */
export function dailyDemand(
  profile: DemandProfile,
  day: number,
  daysSinceStart: number,
  random: Random,
): number {
  const noise = Math.exp(profile.noise * random.normal() - (profile.noise * profile.noise) / 2);
  return random.poisson(expectedDemand(profile, day, daysSinceStart) * noise);
}
