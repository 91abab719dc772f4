import { describe, expect, it } from 'vitest';
import {
  estimatedLineFees,
  type MarginItem,
  orderMargin,
  orderTimeline,
  type TimelineFacts,
} from './order-detail.domain.ts';

const line = (sellerSku: string, facts: Partial<MarginItem> = {}): MarginItem => ({
  sellerSku,
  quantity: 2,
  currency: 'GBP',
  itemPrice: 2_000,
  cogs: 400,
  cogsCurrency: 'GBP',
  fees: 500,
  ...facts,
});

describe('an order’s margin', () => {
  it('is its price less COGS times quantity less the marketplace’s fees', () => {
    expect(
      orderMargin('GBP', [line('A'), line('B', { quantity: 1, itemPrice: 1_250, cogs: 300, fees: 240 })]),
    ).toEqual({
      currency: 'GBP',
      revenue: 3_250,
      refunded: 0,
      cogs: 1_100,
      fees: 740,
      estimatedFees: null,
      estimatedFeesSkus: [],
      margin: 1_410,
      unknownCogsSkus: [],
      unknownFeesSkus: [],
    });
  });

  it('takes Amazon’s estimate for lines no settlement has stated yet, saying which part is estimated', () => {
    const margin = orderMargin('GBP', [
      line('A'),
      line('B', { fees: null, estimatedFees: 620 }),
      line('C', { fees: null, estimatedFees: null }),
      // A stated fee wins over the estimate.
      line('D', { fees: 480, estimatedFees: 999 }),
    ]);
    expect(margin).toMatchObject({
      fees: 500 + 620 + 480,
      estimatedFees: 620,
      estimatedFeesSkus: ['B'],
      unknownFeesSkus: ['C'],
      margin: 8_000 - 3_200 - 1_600,
    });
    expect(orderMargin('GBP', [line('A', { fees: null, estimatedFees: 300 })])).toMatchObject({
      fees: 300,
      estimatedFees: 300,
      unknownFeesSkus: [],
    });
  });

  it('estimates a line’s fees from the per-unit estimate: all of them when Amazon ships it, the selling fees when the seller does', () => {
    const estimate = { currency: 'GBP', feeTotal: 550, referralFee: 300, variableClosingFee: 50 };
    const priced = { quantity: 3, currency: 'GBP', itemPrice: 6_000 };
    expect(estimatedLineFees(priced, 'AFN', estimate)).toBe(1_650);
    expect(estimatedLineFees(priced, 'MFN', estimate)).toBe(1_050);
    expect(estimatedLineFees(priced, 'MFN', { ...estimate, referralFee: null })).toBeNull();
    // No estimate in the line's currency, or nothing sold: nothing to estimate.
    expect(estimatedLineFees({ ...priced, currency: 'EUR' }, 'AFN', estimate)).toBeNull();
    expect(estimatedLineFees({ ...priced, itemPrice: null, quantity: 0 }, 'AFN', estimate)).toBeNull();
    expect(estimatedLineFees(priced, 'AFN', null)).toBeNull();
  });

  it('takes off refunds, and the COGS only of units not returned sellable', () => {
    // Two of A sold for 20.00, both refunded (10.00 each); one came back sellable, one damaged.
    const margin = orderMargin('GBP', [line('A')], {
      refunds: [
        { amount: 1_000, currency: 'GBP' },
        { amount: 1_000, currency: 'GBP' },
        { amount: 999, currency: 'EUR' }, // another currency is not converted, so not counted
      ],
      returns: [
        { sellerSku: 'A', quantity: 1, disposition: 'SELLABLE' },
        { sellerSku: 'A', quantity: 1, disposition: 'CUSTOMER_DAMAGED' },
      ],
    });
    expect(margin).toMatchObject({ revenue: 2_000, refunded: 2_000, cogs: 400, fees: 500, margin: -900 });
    // Refunded and never returned: the price is gone and so are the units.
    expect(
      orderMargin('GBP', [line('A')], { refunds: [{ amount: 2_000, currency: 'GBP' }], returns: [] }),
    ).toMatchObject({ refunded: 2_000, cogs: 800, margin: -1_300 });
    // More sellable returns than the line sold never make its COGS negative.
    expect(
      orderMargin('GBP', [line('A')], {
        refunds: [],
        returns: [{ sellerSku: 'A', quantity: 5, disposition: 'sellable' }],
      }),
    ).toMatchObject({ cogs: 0 });
  });

  it('takes off the fees known and names the lines whose fees no settlement has stated yet', () => {
    expect(orderMargin('GBP', [line('A'), line('B', { fees: null })])).toMatchObject({
      revenue: 4_000,
      cogs: 1_600,
      fees: 500,
      margin: 1_900,
      unknownFeesSkus: ['B'],
    });
    expect(orderMargin('GBP', [line('A', { fees: null })])).toMatchObject({
      fees: null,
      margin: 1_200,
      unknownFeesSkus: ['A'],
    });
  });

  it('is unknown, naming the SKUs, when a COGS is missing or in another currency', () => {
    const margin = orderMargin('GBP', [
      line('A', { cogs: null }),
      line('B', { cogsCurrency: 'USD' }),
      line('C'),
    ]);
    expect(margin).toMatchObject({ revenue: 6_000, cogs: null, margin: null, unknownCogsSkus: ['A', 'B'] });
  });

  it('leaves out cancelled lines (no price, nothing sold) and has no revenue without a currency', () => {
    expect(
      orderMargin('GBP', [line('A'), line('X', { quantity: 0, itemPrice: null, cogs: null, fees: null })]),
    ).toMatchObject({
      revenue: 2_000,
      cogs: 800,
      margin: 700,
      unknownFeesSkus: [],
    });
    expect(orderMargin(null, [line('A')])).toMatchObject({ revenue: null, margin: null });
  });
});

describe('an order’s timeline', () => {
  const facts = (more: Partial<TimelineFacts> = {}): TimelineFacts => ({
    purchaseDate: new Date('2026-03-01T10:00:00Z'),
    salesChannelName: 'Amazon.co.uk',
    fulfillmentChannel: 'AFN',
    units: 2,
    shippedAt: new Date('2026-03-02T08:00:00Z'),
    cancelledAt: null,
    lastUpdatedAt: new Date('2026-03-02T08:00:00Z'),
    status: 'Shipped',
    problems: [],
    problemsDetectedAt: null,
    acknowledgedAt: null,
    acknowledgedByName: null,
    note: null,
    refunds: [],
    returns: [],
    ...more,
  });

  it('tells an order’s life oldest first, without repeating the update that shipped it', () => {
    const timeline = orderTimeline(
      facts({
        refunds: [
          {
            sellerSku: 'A',
            quantity: 1,
            date: new Date('2026-03-10T00:00:00Z'),
            amount: '12.50',
            currency: 'GBP',
          },
        ],
        returns: [
          {
            sellerSku: 'A',
            quantity: 1,
            date: new Date('2026-03-08T00:00:00Z'),
            disposition: 'CUSTOMER_DAMAGED',
            reason: 'NOT_AS_DESCRIBED',
          },
        ],
        problems: [{ rule: 'missing_cogs', message: '' }],
        problemsDetectedAt: new Date('2026-03-01T11:00:00Z'),
        acknowledgedAt: new Date('2026-03-11T00:00:00Z'),
        acknowledgedByName: 'Ada',
        note: 'Costs arrive with the next invoice.',
      }),
    );
    expect(timeline.map((entry) => [entry.kind, entry.text])).toEqual([
      ['purchased', 'Ordered on Amazon.co.uk: 2 units, fulfilled by Amazon.'],
      ['problem_detected', 'Problem found: SKU without COGS.'],
      ['shipped', 'Shipped by Amazon.'],
      ['returned', 'Returned 1 unit of A to Amazon, customer damaged (not as described).'],
      ['refunded', 'Refunded 1 unit of A (12.50 GBP).'],
      ['problem_acknowledged', 'Acknowledged by Ada: Costs arrive with the next invoice.'],
    ]);
  });

  it('shows a later marketplace update, and a cancellation', () => {
    const timeline = orderTimeline(
      facts({
        fulfillmentChannel: 'MFN',
        shippedAt: null,
        cancelledAt: new Date('2026-03-03T00:00:00Z'),
        lastUpdatedAt: new Date('2026-03-04T00:00:00Z'),
        status: 'Cancelled',
      }),
    );
    expect(timeline.map((entry) => entry.text)).toEqual([
      'Ordered on Amazon.co.uk: 2 units, fulfilled by you.',
      'Cancelled.',
      'Last updated by the marketplace: Cancelled.',
    ]);
  });
});
