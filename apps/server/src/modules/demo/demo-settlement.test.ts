import { describe, expect, it } from 'vitest';
import type { DemoOrder } from './demo-orders.domain.ts';
import { planDemoSettlement } from './demo-settlement.domain.ts';
import { createRandom } from './random.domain.ts';

const now = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 86_400_000;

const order = (orderId: string, daysAgo: number, status = 'Shipped'): DemoOrder => ({
  region: 'NA',
  order: {
    orderId,
    merchantOrderId: null,
    salesChannelId: 1,
    salesChannelName: 'Amazon.com',
    purchaseDate: new Date(now.getTime() - daysAgo * DAY_MS),
    lastUpdatedAt: null,
    status,
    fulfillmentChannel: 'AFN',
    currency: 'USD',
    shipCity: null,
    shipState: null,
    shipPostalCode: null,
    shipCountry: 'US',
    isBusinessOrder: false,
    items: [
      {
        skuId: 7,
        sellerSku: 'TENT',
        asin: null,
        productName: null,
        itemStatus: 'Shipped',
        quantity: 2,
        currency: 'USD',
        itemPrice: 10_398,
        itemTax: null,
        shippingPrice: null,
        shippingTax: null,
        itemPromotionDiscount: null,
        shipPromotionDiscount: null,
      },
    ],
  },
});

describe('the demo settlement', () => {
  it('charges fees on settled shipped orders only: referral 15% and FBA per unit, as Amazon writes them', () => {
    const [settlement] = planDemoSettlement(
      [order('settled', 10), order('recent', 3), order('pending', 10, 'Pending')],
      [],
      createRandom(1),
      now,
    );
    const fees = settlement?.orders
      .flat()
      .filter((row) => row.amountType === 'ItemFees' && row.transactionType === 'Order');
    expect(fees?.map((row) => [row.orderId, row.amountDescription, row.amount])).toEqual([
      ['settled', 'Commission', -1560],
      ['settled', 'FBAPerUnitFulfillmentFee', -644],
    ]);
  });

  it('refunds every older order, one unit, returned in time for about half of them', () => {
    const older = Array.from({ length: 200 }, (_, index) => order(`old-${index}`, 70));
    const [settlement] = planDemoSettlement([], older, createRandom(2), now);
    const principals = settlement?.orders
      .flat()
      .filter((row) => row.transactionType === 'Refund' && row.amountDescription === 'Principal');
    expect(principals).toHaveLength(200);
    expect(new Set(principals?.map((row) => row.amount))).toEqual(new Set([-5199]));
    expect(principals?.every((row) => row.quantityPurchased === null && row.adjustmentId)).toBe(true);
    const returned = settlement?.returns.length ?? 0;
    expect(returned).toBeGreaterThan(70);
    expect(returned).toBeLessThan(130);
    for (const item of settlement?.returns ?? [])
      expect(item.returnDate.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
