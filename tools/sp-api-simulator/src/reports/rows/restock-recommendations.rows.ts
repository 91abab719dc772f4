import { inventoryAt } from '../../dataset/inventory.ts';
import { formatAmount, localPrice } from '../../dataset/money.ts';
import { randomFor } from '../../dataset/prng.ts';
import { dailyDemand, poolOf } from '../../dataset/seller-dataset.ts';
import { DAY_MS } from '../../dataset/time.ts';
import type { ReportContext } from '../report-context.ts';

/**
 * The seller's lead time (supplier and shipping to Amazon) and the days a shipment should last
 * after it, as a seller's replenishment settings might say.
 */
const LEAD_DAYS = 30;
const COVER_DAYS = 60;
/** A shipment due further out than this is not advised yet. */
const PLANNING_DAYS = 60;

/**
 * How Amazon sees a SKU's demand beside the simulator's own: the same for most SKUs, so its
 * advice agrees with a sensible forecast; for some, much higher or lower (its own forecast, the
 * seller's settings); for a few, none at all (too new to advise). Drawn once per SKU and
 * marketplace, so a SKU keeps its character from one report to the next.
 */
function amazonView(seed: number, seller: string, marketplace: string, sku: string): number | null {
  const draw = randomFor(seed, seller, 'restock', marketplace, sku)();
  if (draw < 0.12) return null;
  if (draw < 0.24) return 1.5 + draw;
  if (draw < 0.36) return 0.3 + draw;
  return 1;
}

/**
 * GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: Amazon's advice for the FBA SKUs of the first
 * requested marketplace, as of the request. Only a stock pool's home marketplace holds the stock
 * (CA and MX ship from US stock, FR/IT/ES from DE), so another marketplace's report has no rows
 * and is cancelled, as Amazon cancels a report with nothing in it.
 */
export function* restockRecommendationsRows(context: ReportContext): Generator<string[]> {
  const marketplace = context.marketplaces[0];
  if (!marketplace) return;
  const { dataset } = context;
  const pool = poolOf(dataset, marketplace.id);
  if (pool.home.id !== marketplace.id) return;
  const country = marketplace.countryCode === 'GB' ? 'UK' : marketplace.countryCode;
  for (const level of inventoryAt(dataset, pool, context.asOfMs)) {
    const { item } = level;
    if (item.channel !== 'AFN') continue;
    const demand = dailyDemand(dataset, item, pool);
    const view = amazonView(dataset.seed, dataset.seller.sellingPartnerId, marketplace.id, item.sku);
    const inbound = level.inboundWorking + level.inboundShipped + level.inboundReceiving;
    const atAmazon = level.fulfillable + level.reserved;
    const perDay = demand * (view ?? 1);
    const daysOf = (units: number) => (perDay > 0 ? Math.floor(units / perDay) : 999);
    const totalDays = daysOf(atAmazon + inbound);
    // Ship when what is there and on its way lasts no longer than the lead time; enough to cover
    // the lead time and the cover days from today, less what is there and on its way.
    const shipInDays = Math.max(0, totalDays - LEAD_DAYS);
    const quantity =
      view === null || shipInDays > PLANNING_DAYS
        ? 0
        : Math.max(0, Math.ceil(perDay * (LEAD_DAYS + COVER_DAYS) - (atAmazon + inbound)));
    const alert =
      level.fulfillable === 0 ? 'out_of_stock' : view !== null && totalDays <= LEAD_DAYS ? 'reorder_now' : '';
    const sold30 = Math.round(demand * 30);
    const price = localPrice(item.priceUsd, marketplace);
    yield [
      country,
      item.title,
      item.fnsku,
      item.sku,
      item.asin,
      'New',
      '',
      '',
      marketplace.currency,
      formatAmount(price, marketplace.currency),
      formatAmount(price * sold30, marketplace.currency),
      String(sold30),
      String(atAmazon + level.unsellable),
      String(inbound),
      String(level.fulfillable),
      '0',
      '0',
      String(level.reserved),
      String(level.unsellable),
      String(level.inboundWorking),
      String(level.inboundShipped),
      String(level.inboundReceiving),
      'Amazon',
      view === null ? '' : String(totalDays),
      view === null ? '' : String(daysOf(atAmazon)),
      alert,
      view === null ? '' : String(quantity),
      view === null || quantity === 0 ? '' : isoDay(context.asOfMs + shipInDays * DAY_MS),
      // Amazon's wording of its recommended actions is not published: left empty.
      '',
      item.volume.toFixed(2),
    ];
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
