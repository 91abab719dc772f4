import { inventoryAt } from '../../dataset/inventory.ts';
import { itemSize } from '../../dataset/item-size.ts';
import { hashSeed } from '../../dataset/prng.ts';
import { poolOf } from '../../dataset/seller-dataset.ts';
import type { ReportContext } from '../report-context.ts';

/**
 * Amazon's standard-size storage rate in US dollars a cubic foot: January to September, and the
 * dearer October to December (the published rates of recent years, near enough).
 */
const RATE_PER_CUBIC_FOOT = { offPeak: 0.78, peak: 2.4 };
const CUBIC_FEET_PER_CUBIC_METER = 35.3147;
/** The days of a month whose stock is averaged into its daily average on hand. */
const SAMPLE_DAYS = [1, 8, 15, 22, 28];

/** The calendar months (UTC) that start in the window and ended before the report was asked for. */
function monthsOf(context: ReportContext): { start: number; end: number; label: string }[] {
  const months = [];
  const first = new Date(context.dataStartMs);
  for (let index = 0; ; index++) {
    const start = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, 1);
    const end = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index + 1, 1);
    if (start > context.dataEndMs || end > context.asOfMs) break;
    const at = new Date(start);
    months.push({
      start,
      end,
      label: `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`,
    });
  }
  return months;
}

/**
 * GET_FBA_STORAGE_FEE_CHARGES_DATA of the first requested marketplace's stock pool: for each month
 * of the window Amazon has charged (it ended before the request; the month still running has no
 * rows, and a report of it alone is cancelled), each FBA item's daily average units on hand (its
 * stock on a few days of the month, averaged), split over the pool's fulfilment centres, its
 * volume at the month's rate: the fee as Amazon estimates it, to four places.
 */
export function* storageFeesRows(context: ReportContext): Generator<string[]> {
  const marketplace = context.marketplaces[0];
  if (!marketplace) return;
  const pool = poolOf(context.dataset, marketplace.id);
  const home = pool.home;
  for (const month of monthsOf(context)) {
    const onHand = new Map<string, number>();
    for (const day of SAMPLE_DAYS) {
      const at = Math.min(month.start + (day - 1) * 86_400_000 + 43_200_000, month.end - 1);
      for (const level of inventoryAt(context.dataset, pool, at))
        onHand.set(
          level.item.sku,
          (onHand.get(level.item.sku) ?? 0) +
            (level.fulfillable + level.unsellable + level.reserved) / SAMPLE_DAYS.length,
        );
    }
    const peak = new Date(month.start).getUTCMonth() >= 9;
    const usdPerCubicFoot = peak ? RATE_PER_CUBIC_FOOT.peak : RATE_PER_CUBIC_FOOT.offPeak;
    for (const item of context.dataset.catalogue) {
      const average = onHand.get(item.sku) ?? 0;
      if (item.channel !== 'AFN' || average <= 0) continue;
      const size = itemSize(item, home);
      const rate = usdPerCubicFoot * home.perUsd * (size.imperial ? 1 : CUBIC_FEET_PER_CUBIC_METER);
      // Most of an item sits in one fulfilment centre, the rest in a second.
      const centres = pool.fulfillmentCenters;
      const main = hashSeed(context.dataset.seed, item.sku, month.label) % centres.length;
      const shares =
        centres.length > 1
          ? ([
              [centres[main] as string, 0.7],
              [centres[(main + 1) % centres.length] as string, 0.3],
            ] as const)
          : ([[centres[0] as string, 1]] as const);
      for (const [centre, share] of shares) {
        const units = Math.round(average * share * 100) / 100;
        if (units <= 0) continue;
        const volume = units * size.volume;
        yield [
          item.asin,
          item.fnsku,
          item.title,
          centre,
          pool.country,
          String(size.sides[0]),
          String(size.sides[1]),
          String(size.sides[2]),
          size.units.length,
          String(size.weight),
          size.units.weight,
          String(size.volume),
          size.units.volume,
          'Standard-Size',
          units.toFixed(2),
          '0.00',
          volume.toFixed(4),
          month.label,
          rate.toFixed(4),
          home.currency,
          (volume * rate).toFixed(4),
          '--',
          'N',
          'N',
          '0.00',
          '--',
          '0.00',
        ];
      }
    }
  }
}
