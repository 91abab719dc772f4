import { describe, expect, it } from 'vitest';
import {
  allowedPurchaseOrderActions,
  formatMinorUnits,
  nextPurchaseOrderStatus,
  outstandingUnits,
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderDates,
  purchaseOrderTotals,
  shippingTimeToWarehouse,
} from './purchase-orders.ts';

describe('the purchase order status machine', () => {
  it('walks DRAFT → SUBMITTED → CONFIRMED → IN_PRODUCTION → SHIPPED → PARTIALLY_RECEIVED → RECEIVED', () => {
    expect(nextPurchaseOrderStatus('DRAFT', 'submit')).toBe('SUBMITTED');
    expect(nextPurchaseOrderStatus('SUBMITTED', 'confirm')).toBe('CONFIRMED');
    expect(nextPurchaseOrderStatus('CONFIRMED', 'start-production')).toBe('IN_PRODUCTION');
    expect(nextPurchaseOrderStatus('IN_PRODUCTION', 'ship')).toBe('SHIPPED');
    const partly = [
      { quantity: 10, quantityReceived: 4 },
      { quantity: 5, quantityReceived: 5 },
    ];
    expect(nextPurchaseOrderStatus('SHIPPED', 'receive', partly)).toBe('PARTIALLY_RECEIVED');
    const all = [
      { quantity: 10, quantityReceived: 10 },
      { quantity: 5, quantityReceived: 5 },
    ];
    expect(nextPurchaseOrderStatus('PARTIALLY_RECEIVED', 'receive', all)).toBe('RECEIVED');
  });

  it('lets a confirmed order ship without the production step', () => {
    expect(nextPurchaseOrderStatus('CONFIRMED', 'ship')).toBe('SHIPPED');
  });

  it('refuses every other transition and lists what is allowed instead', () => {
    expect(nextPurchaseOrderStatus('DRAFT', 'ship')).toBeNull();
    expect(nextPurchaseOrderStatus('DRAFT', 'receive')).toBeNull();
    expect(nextPurchaseOrderStatus('RECEIVED', 'cancel')).toBeNull();
    expect(nextPurchaseOrderStatus('CANCELLED', 'submit')).toBeNull();
    expect(allowedPurchaseOrderActions('DRAFT')).toEqual(['submit', 'cancel']);
    expect(allowedPurchaseOrderActions('CONFIRMED')).toEqual(['start-production', 'ship', 'cancel']);
    expect(allowedPurchaseOrderActions('SHIPPED')).toEqual(['receive', 'cancel']);
    expect(allowedPurchaseOrderActions('RECEIVED')).toEqual([]);
    expect(allowedPurchaseOrderActions('CANCELLED')).toEqual([]);
  });

  it('agrees with itself: an action is allowed exactly when it has a next status', () => {
    for (const status of PURCHASE_ORDER_STATUSES)
      for (const action of PURCHASE_ORDER_ACTIONS)
        expect(nextPurchaseOrderStatus(status, action) !== null, `${status} ${action}`).toBe(
          allowedPurchaseOrderActions(status).includes(action),
        );
  });

  it('expects outstanding units only on open orders', () => {
    const line = { quantity: 10, quantityReceived: 3 };
    expect(outstandingUnits('SHIPPED', line)).toBe(7);
    expect(outstandingUnits('DRAFT', line)).toBe(0);
    expect(outstandingUnits('CANCELLED', line)).toBe(0);
    expect(outstandingUnits('PARTIALLY_RECEIVED', { quantity: 10, quantityReceived: 12 })).toBe(0);
  });
});

describe('purchase order totals', () => {
  it('sums quantity × unit cost per currency in minor units', () => {
    const totals = purchaseOrderTotals([
      { quantity: 3, unitCost: 1250, currency: 'USD' },
      { quantity: 2, unitCost: 99, currency: 'USD' },
      { quantity: 10, unitCost: 500, currency: 'JPY' },
    ]);
    expect(totals).toEqual([
      { currency: 'JPY', amount: 5000n },
      { currency: 'USD', amount: 3948n },
    ]);
    expect(formatMinorUnits(3948n, 'USD')).toBe('39.48');
    expect(formatMinorUnits(5000n, 'JPY')).toBe('5000');
    expect(formatMinorUnits(5n, 'EUR')).toBe('0.05');
  });

  it('stays exact past 2^53', () => {
    const [total] = purchaseOrderTotals([
      { quantity: 2_000_000_000, unitCost: 99_999_999_999, currency: 'USD' },
    ]);
    expect(total?.amount).toBe(199_999_999_998_000_000_000n);
    expect(formatMinorUnits(total?.amount ?? 0n, 'USD')).toBe('1999999999980000000.00');
  });
});

describe('expected dates', () => {
  it('is ready after the slowest line and arrives after shipping and the buffer', () => {
    const dates = purchaseOrderDates({
      orderDate: '2026-01-30',
      shippingDays: 12,
      lines: [
        { productionLeadDays: 30, bufferDays: 3 },
        { productionLeadDays: 20, bufferDays: 20 },
      ],
    });
    expect(dates).toEqual({
      productionLeadDays: 30,
      bufferDays: 20,
      shippingDays: 12,
      expectedReadyDate: '2026-03-01',
      // 20 + 20 + 12 = 52 days after the order date
      expectedArrivalDate: '2026-03-23',
    });
  });

  it('without lines, is ready on the order date and arrives after shipping', () => {
    expect(purchaseOrderDates({ orderDate: '2026-12-31', shippingDays: 1, lines: [] })).toMatchObject({
      expectedReadyDate: '2026-12-31',
      expectedArrivalDate: '2027-01-01',
    });
  });

  it("takes the longest shipping time to any of the warehouse's countries, else 0 days N/A", () => {
    const times = [
      { type: 'country' as const, code: 'DE', days: 12 },
      { type: 'region' as const, code: 'EU', days: 20 },
    ];
    expect(
      shippingTimeToWarehouse(times, [
        { countryCode: 'DE', regionCode: 'EU' },
        { countryCode: 'FR', regionCode: 'EU' },
      ]),
    ).toEqual({ days: 20, code: 'EU', type: 'region' });
    expect(shippingTimeToWarehouse(times, [{ countryCode: 'DE', regionCode: 'EU' }])).toEqual({
      days: 12,
      code: 'DE',
      type: 'country',
    });
    expect(shippingTimeToWarehouse(times, [{ countryCode: 'US', regionCode: 'NA' }])).toEqual({
      days: 0,
      code: 'N/A',
      type: null,
    });
    expect(shippingTimeToWarehouse(times, [])).toEqual({ days: 0, code: 'N/A', type: null });
  });
});
