import type { SettlementTransactionRow } from '../../integrations/amazon/reports/index.ts';
import type { ReportedOrder } from '../store-orders/store-orders.usecases.ts';
import type { DemoOrder } from './demo-orders.domain.ts';
import type { DemoRegion } from './demo-world.domain.ts';
import type { Random } from './random.domain.ts';

const DAY_MS = 86_400_000;
/** Amazon settles every 14 days; orders of the current period are not in a settlement yet. */
const SETTLEMENT_DAYS = 14;
/** Orders this recent have no settlement yet, so their fees are unknown (as a seller sees them). */
export const DEMO_UNSETTLED_DAYS = 7;
const REFERRAL_RATE = 0.15;
const FBA_FEE_PER_UNIT = 322;
/** The share of the recent orders refunded, and of refunds whose units came back. */
const REFUND_RATE = 0.03;
const RETURNED_RATE = 0.6;
/** Older refunded orders: half returned in time, half never (refunded without a return). */
const OLDER_RETURNED_RATE = 0.5;

export interface DemoReturn {
  orderId: string;
  skuId: number;
  sellerSku: string;
  quantity: number;
  returnDate: Date;
}

/** What the demo's settlement reports and returns reports would have said, per report source. */
export interface DemoSettlement {
  region: DemoRegion;
  /** One order's settlement rows together (a refund's rows are never split). */
  orders: SettlementTransactionRow[][];
  returns: DemoReturn[];
}

const settlementIdOf = (at: Date) =>
  String(9_000_000_000 + Math.floor(at.getTime() / (SETTLEMENT_DAYS * DAY_MS)));

function row(
  order: ReportedOrder,
  item: ReportedOrder['items'][number],
  fields: Pick<
    SettlementTransactionRow,
    'transactionType' | 'amountType' | 'amountDescription' | 'amount'
  > & {
    postedAt: Date;
    adjustmentId?: string;
  },
): SettlementTransactionRow {
  return {
    kind: 'transaction',
    settlementId: settlementIdOf(fields.postedAt),
    currency: item.currency,
    orderId: order.orderId,
    merchantOrderId: null,
    adjustmentId: fields.adjustmentId ?? null,
    shipmentId: null,
    marketplaceName: order.salesChannelName,
    fulfillmentId: order.fulfillmentChannel,
    orderItemCode: `${order.orderId.slice(-7)}${item.sellerSku}`,
    merchantOrderItemId: null,
    merchantAdjustmentItemId: null,
    sku: item.sellerSku,
    quantityPurchased: fields.transactionType === 'Order' ? item.quantity : null,
    promotionId: null,
    extra: {},
    ...fields,
  };
}

/**
 * The demo's settlement rows and returns, as Amazon's reports would state them:
 * - fees (referral 15% of the price, FBA 3.22 a unit) of every shipped order older than
 *   DEMO_UNSETTLED_DAYS (the newer ones wait for their settlement, so their fees are unknown);
 * - refunds of REFUND_RATE of the shipped orders, 2 to 4 days after purchase, most of them
 *   returned within days (none of these is 45 days old yet);
 * - refunds of every order in `older` (orders of two to three months ago, kept for their refunds),
 *   half of them returned in time and half never: those are the refunds Problem Orders and
 *   Disputes show.
 */
export function planDemoSettlement(
  recent: readonly DemoOrder[],
  older: readonly DemoOrder[],
  random: Random,
  now: Date,
): DemoSettlement[] {
  const byRegion = new Map<DemoRegion, DemoSettlement>();
  const of = (region: DemoRegion) => {
    let settlement = byRegion.get(region);
    if (!settlement) {
      settlement = { region, orders: [], returns: [] };
      byRegion.set(region, settlement);
    }
    return settlement;
  };
  const settledBefore = now.getTime() - DEMO_UNSETTLED_DAYS * DAY_MS;
  const plan = (
    { region, order }: DemoOrder,
    refundChance: number,
    returnedChance: number,
    refundDays: [number, number],
  ) => {
    if (order.status !== 'Shipped') return;
    const rows: SettlementTransactionRow[] = [];
    const settlement = of(region);
    for (const item of order.items) {
      if (item.itemPrice === null) continue;
      const shipped = new Date(order.purchaseDate.getTime() + DAY_MS);
      if (shipped.getTime() < settledBefore) {
        const fee = (amountDescription: string, amount: number) =>
          row(order, item, {
            transactionType: 'Order',
            amountType: 'ItemFees',
            amountDescription,
            amount,
            postedAt: shipped,
          });
        rows.push(fee('Commission', -Math.round(item.itemPrice * REFERRAL_RATE)));
        rows.push(fee('FBAPerUnitFulfillmentFee', -FBA_FEE_PER_UNIT * item.quantity));
      }
      if (!random.chance(refundChance)) continue;
      const refundedAt = new Date(order.purchaseDate.getTime() + random.int(...refundDays) * DAY_MS);
      if (refundedAt.getTime() > now.getTime()) continue;
      const unitPrice = Math.round(item.itemPrice / item.quantity);
      const refund = {
        transactionType: 'Refund',
        postedAt: refundedAt,
        adjustmentId: `demo-adj-${order.orderId}`,
      } as const;
      rows.push(
        row(order, item, {
          ...refund,
          amountType: 'ItemPrice',
          amountDescription: 'Principal',
          amount: -unitPrice,
        }),
      );
      rows.push(
        row(order, item, {
          ...refund,
          amountType: 'ItemFees',
          amountDescription: 'RefundCommission',
          amount: -Math.min(500, Math.round(unitPrice * REFERRAL_RATE * 0.2)),
        }),
      );
      const returnDate = new Date(refundedAt.getTime() + random.int(1, 20) * DAY_MS);
      if (random.chance(returnedChance) && returnDate.getTime() <= now.getTime())
        settlement.returns.push({
          orderId: order.orderId,
          skuId: item.skuId,
          sellerSku: item.sellerSku,
          quantity: 1,
          returnDate,
        });
    }
    if (rows.length > 0) settlement.orders.push(rows);
  };
  for (const order of recent) plan(order, REFUND_RATE, RETURNED_RATE, [2, 4]);
  for (const order of older) plan(order, 1, OLDER_RETURNED_RATE, [3, 10]);
  return [...byRegion.values()];
}
