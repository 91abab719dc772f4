import { fbaFeePerUnit, referralFee } from '../../dataset/fees.ts';
import { formatAmount, inCurrency } from '../../dataset/money.ts';
import { ordersOnDay, type SimOrder, type SimOrderLine } from '../../dataset/orders.ts';
import { hashSeed } from '../../dataset/prng.ts';
import { MAX_REFUND_LAG_DAYS, refundAt, settlementIdOf } from '../../dataset/settlements.ts';
import { DAY_MS, dayOf } from '../../dataset/time.ts';
import type { Marketplace } from '../../marketplaces.ts';
import type { ReportContext } from '../report-context.ts';

/** Amazon keeps 20% of the refunded referral fee, at most 5.00 (500 yen in Japan). */
const REFUND_ADMIN_RATE = 0.2;
const REFUND_ADMIN_MAX: Readonly<Record<string, number>> = { JPY: 50_000 };
const REFUND_ADMIN_MAX_ELSEWHERE = 500;
/** The monthly professional-seller fee: 39.99, or 4,900 yen in Japan. */
const SUBSCRIPTION_FEE: Readonly<Record<string, number>> = { JPY: 490_000 };
const SUBSCRIPTION_FEE_ELSEWHERE = 3999;

/**
 * The settlement's writing conventions: North American files write `2026-11-02 07:14:19 UTC` and
 * `12.34`; the euro marketplaces' files here write `02.11.2026 07:14:19 UTC` and `12,34`, as some
 * European files do (decision 16 of the product names the sources), so a reader must take both.
 * Yen has no minor unit: Japanese files write whole yen, `1980` and `-297`.
 */
function styleOf(marketplace: Marketplace) {
  const european = marketplace.currency === 'EUR';
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = (ms: number) => {
    const at = new Date(ms);
    const [year, month, day] = [at.getUTCFullYear(), pad(at.getUTCMonth() + 1), pad(at.getUTCDate())];
    return european ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
  };
  return {
    date,
    dateTime: (ms: number) => `${date(ms)} ${new Date(ms).toISOString().slice(11, 19)} UTC`,
    amount: (hundredths: number) => {
      const text = formatAmount(hundredths, marketplace.currency);
      return european ? text.replace('.', ',') : text;
    },
  };
}

interface Amount {
  transactionType: 'Order' | 'Refund' | 'other-transaction';
  order?: SimOrder;
  line?: SimOrderLine;
  adjustmentId?: string;
  amountType: string;
  amountDescription: string;
  hundredths: number;
  postedMs: number;
  quantity?: number;
}

/**
 * GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2 of one marketplace and period: the summary row (the
 * total of every amount), then the orders that shipped in the period (price, tax, shipping,
 * promotion, referral and FBA fees) and the refunds booked in it (negative principal and tax, the
 * referral fee given back less Amazon's refund commission, no quantity), and the subscription fee.
 */
export function* settlementRows(context: ReportContext): Generator<string[]> {
  const marketplace = context.marketplaces[0];
  if (!marketplace) return;
  const { dataset } = context;
  const start = context.dataStartMs;
  const end = context.dataEndMs;
  const amounts: Amount[] = [];
  const firstDay = Math.max(dayOf(start) - MAX_REFUND_LAG_DAYS, dataset.firstDay);
  for (let day = firstDay; day <= dayOf(end); day++) {
    for (const order of ordersOnDay(dataset, day)) {
      if (order.marketplace !== marketplace || order.cancelled) continue;
      if (order.shipMs >= start && order.shipMs < end) amounts.push(...orderAmounts(order));
      for (const line of order.lines) {
        const planned = line.plannedReturn;
        if (order.channel !== 'AFN' || !planned) continue;
        const at = refundAt(order, planned);
        if (at >= start && at < end) amounts.push(...refundAmounts(order, line, planned.quantity, at));
      }
    }
  }
  amounts.push({
    transactionType: 'other-transaction',
    amountType: 'other-transaction',
    amountDescription: 'Subscription Fee',
    hundredths: -(SUBSCRIPTION_FEE[marketplace.currency] ?? SUBSCRIPTION_FEE_ELSEWHERE),
    postedMs: start + DAY_MS,
  });
  const style = styleOf(marketplace);
  const settlementId = settlementIdOf(dataset.seed, dataset.seller.sellingPartnerId, marketplace.id, start);
  const total = amounts.reduce((sum, amount) => sum + amount.hundredths, 0);
  yield [
    settlementId,
    style.dateTime(start),
    style.dateTime(end),
    style.dateTime(end + 2 * DAY_MS),
    style.amount(total),
    marketplace.currency,
  ];
  for (const amount of amounts) {
    const { order, line } = amount;
    yield [
      settlementId,
      '',
      '',
      '',
      '',
      '',
      amount.transactionType,
      order?.amazonOrderId ?? '',
      '',
      amount.adjustmentId ?? '',
      order && amount.transactionType === 'Order' ? `S${order.amazonOrderId.slice(-7)}` : '',
      order ? marketplace.name : '',
      amount.amountType,
      amount.amountDescription,
      style.amount(amount.hundredths),
      order ? (order.channel === 'AFN' ? 'AFN' : 'MFN') : '',
      style.date(amount.postedMs),
      style.dateTime(amount.postedMs),
      line?.orderItemId ?? '',
      '',
      amount.adjustmentId ? `MAI${line?.orderItemId.slice(-6) ?? ''}` : '',
      line?.item.sku ?? '',
      amount.quantity === undefined ? '' : String(amount.quantity),
      amount.amountType === 'Promotion' ? (line?.promotionId ?? '') : '',
    ];
  }
}

function orderAmounts(order: SimOrder): Amount[] {
  const { currency } = order.marketplace;
  const fbaFee = fbaFeePerUnit(order.marketplace);
  return order.lines.flatMap((line) => {
    const base = {
      transactionType: 'Order' as const,
      order,
      line,
      postedMs: order.shipMs,
      quantity: line.quantity,
    };
    const amounts: Amount[] = [
      { ...base, amountType: 'ItemPrice', amountDescription: 'Principal', hundredths: line.itemPrice },
      { ...base, amountType: 'ItemPrice', amountDescription: 'Tax', hundredths: line.itemTax },
    ];
    if (line.shippingPrice)
      amounts.push({
        ...base,
        amountType: 'ItemPrice',
        amountDescription: 'Shipping',
        hundredths: line.shippingPrice,
      });
    if (line.promotionDiscount)
      amounts.push({
        ...base,
        amountType: 'Promotion',
        amountDescription: 'Principal',
        hundredths: -line.promotionDiscount,
      });
    amounts.push({
      ...base,
      amountType: 'ItemFees',
      amountDescription: 'Commission',
      hundredths: -referralFee(line.itemPrice, currency),
    });
    if (order.channel === 'AFN')
      amounts.push({
        ...base,
        amountType: 'ItemFees',
        amountDescription: 'FBAPerUnitFulfillmentFee',
        hundredths: -fbaFee * line.quantity,
      });
    return amounts;
  });
}

function refundAmounts(order: SimOrder, line: SimOrderLine, units: number, atMs: number): Amount[] {
  const { currency } = order.marketplace;
  const share = (hundredths: number) =>
    inCurrency(Math.round((hundredths * units) / line.quantity), currency);
  const commission = share(referralFee(line.itemPrice, currency));
  const adminMax = REFUND_ADMIN_MAX[currency] ?? REFUND_ADMIN_MAX_ELSEWHERE;
  const base = {
    transactionType: 'Refund' as const,
    order,
    line,
    postedMs: atMs,
    adjustmentId: `amzn1.adj.${hashSeed(order.amazonOrderId, line.orderItemId) % 1_000_000_000}`,
  };
  return [
    { ...base, amountType: 'ItemPrice', amountDescription: 'Principal', hundredths: -share(line.itemPrice) },
    { ...base, amountType: 'ItemPrice', amountDescription: 'Tax', hundredths: -share(line.itemTax) },
    { ...base, amountType: 'ItemFees', amountDescription: 'Commission', hundredths: commission },
    {
      ...base,
      amountType: 'ItemFees',
      amountDescription: 'RefundCommission',
      hundredths: -Math.min(adminMax, inCurrency(Math.round(commission * REFUND_ADMIN_RATE), currency)),
    },
  ];
}
