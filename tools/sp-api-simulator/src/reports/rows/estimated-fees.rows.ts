import { fbaFeePerUnit, referralFee } from '../../dataset/fees.ts';
import { itemSize } from '../../dataset/item-size.ts';
import { formatAmount, localPrice } from '../../dataset/money.ts';
import type { Marketplace } from '../../marketplaces.ts';
import { ESTIMATED_FBA_FEES_EU_HEADER, ESTIMATED_FBA_FEES_HEADER } from '../headers.ts';
import type { ReportContext } from '../report-context.ts';

/** The marketplaces whose fee preview is the European file (has-local-inventory, EFN fees). */
const EUROPEAN: ReadonlySet<string> = new Set(['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL', 'BE', 'IE']);

export const estimatedFeesHeader = (context: ReportContext): readonly string[] =>
  EUROPEAN.has(context.marketplaces[0]?.countryCode ?? '')
    ? ESTIMATED_FBA_FEES_EU_HEADER
    : ESTIMATED_FBA_FEES_HEADER;

/**
 * GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA of the first requested marketplace: a snapshot of every
 * listing (FBA and merchant-fulfilled) at its current price, with the fees the settlement will
 * charge for it (the same referral rate and FBA fee per unit, dataset/fees.ts): the referral fee
 * per unit and, for FBA, the fulfilment fee; a merchant-fulfilled listing has none (`--`).
 */
export function* estimatedFeesRows(context: ReportContext): Generator<string[]> {
  const marketplace = context.marketplaces[0];
  if (!marketplace) return;
  const european = EUROPEAN.has(marketplace.countryCode);
  const money = (hundredths: number) => formatAmount(hundredths, marketplace.currency);
  for (const item of context.dataset.catalogue) {
    const fba = item.channel === 'AFN';
    const price = localPrice(item.priceUsd, marketplace);
    const referral = referralFee(price, marketplace.currency);
    const fulfilment = fba ? fbaFeePerUnit(marketplace) : null;
    const total = money(referral + (fulfilment ?? 0));
    const fee = (amount: number | null) => (amount === null ? '--' : money(amount));
    const size = itemSize(item, marketplace);
    const [longest, median, shortest] = size.sides;
    const measured = [
      String(longest),
      String(median),
      String(shortest),
      String(Math.round((longest + 2 * (median + shortest)) * 100) / 100),
      size.units.length,
      String(size.weight),
      size.units.weight,
    ];
    const head = [
      item.sku,
      item.fnsku,
      item.asin,
      item.title,
      'Home',
      'Stockroom Goods',
      fba ? 'Amazon' : 'Merchant',
    ];
    if (european) {
      yield [
        ...head,
        fba ? 'Y' : 'N',
        money(price),
        money(price),
        ...measured,
        sizeBand(item.volume, true),
        marketplace.currency,
        total,
        money(referral),
        money(0),
        fee(fulfilment),
        ...efnFees(marketplace, fulfilment),
      ];
      continue;
    }
    yield [
      ...head,
      money(price),
      money(price),
      ...measured,
      sizeBand(item.volume, false),
      marketplace.currency,
      total,
      money(referral),
      money(0),
      '--',
      fee(fulfilment),
      fba ? money(0) : '--',
      fee(fulfilment),
      total,
      '--',
      fee(fulfilment),
      fba ? money(0) : '--',
      fee(fulfilment),
      money(referral),
      'Standard',
      'Standard',
      '',
    ];
  }
}

function sizeBand(cubicFeet: number, european: boolean): string {
  if (cubicFeet < 0.05) return european ? 'Small envelope' : 'Small standard-size';
  if (cubicFeet < 1) return european ? 'Standard parcel' : 'Large standard-size';
  return european ? 'Large oversize' : 'Large bulky';
}

/** Fulfilling from another EFN country costs more than at home: half as much again, here. */
function efnFees(marketplace: Marketplace, domestic: number | null): string[] {
  return ['GB', 'DE', 'FR', 'IT', 'ES', 'SE'].map((country) => {
    if (domestic === null) return '--';
    if (country === marketplace.countryCode) return formatAmount(domestic, marketplace.currency);
    return formatAmount(Math.round(domestic * 1.5), marketplace.currency);
  });
}
