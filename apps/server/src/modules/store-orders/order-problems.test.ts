import { describe, expect, it } from 'vitest';
import {
  acknowledgementHolds,
  detectOrderProblems,
  latestShipDate,
  type OrderFacts,
  type OrderItemFacts,
} from './order-problems.domain.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const item = (sellerSku: string, facts: Partial<OrderItemFacts> = {}): OrderItemFacts => ({
  sellerSku,
  itemStatus: 'Shipped',
  quantity: 1,
  mapped: true,
  hasCogs: true,
  hidden: false,
  ...facts,
});

const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: '202-0000001-0000001',
  status: 'Shipped',
  fulfillmentChannel: 'AFN',
  purchaseDate: daysAgo(10),
  shippedAt: daysAgo(9),
  items: [item('CHAIR-1')],
  refunds: [],
  returns: [],
  alsoFrom: [],
  ...facts,
});

const rulesOf = (facts: OrderFacts, now = NOW) => detectOrderProblems(facts, now).map((p) => p.rule);

describe('problem-order rules', () => {
  it('finds nothing on a shipped order of mapped SKUs with COGS', () => {
    expect(detectOrderProblems(order(), NOW)).toEqual([]);
  });

  it('unmapped SKU and missing COGS name every SKU concerned, and skip hidden SKUs', () => {
    const problems = detectOrderProblems(
      order({
        items: [
          item('A-1', { mapped: false, hasCogs: false }),
          item('B-2', { hasCogs: false }),
          item('HIDDEN', { mapped: false, hasCogs: false, hidden: true }),
        ],
      }),
      NOW,
    );
    expect(problems).toEqual([
      {
        rule: 'unmapped_sku',
        message: 'SKU A-1 is not mapped to a product: stock and forecasts miss these units.',
      },
      { rule: 'missing_cogs', message: "SKUs A-1, B-2 have no COGS: the order's margin is unknown." },
    ]);
  });

  it('shortens a long list of SKUs', () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map((sku) => item(sku, { hasCogs: false }));
    expect(detectOrderProblems(order({ items }), NOW)[0]?.message).toContain('SKUs A, B, C and 2 more have');
  });

  describe('cancelled after shipment', () => {
    it('holds when a report showed the order shipped before it was cancelled', () => {
      const [problem] = detectOrderProblems(order({ status: 'Cancelled', shippedAt: daysAgo(9) }), NOW);
      expect(problem).toEqual({
        rule: 'cancelled_after_shipment',
        message: `Cancelled after it shipped on ${daysAgo(9).toISOString().slice(0, 10)}.`,
      });
    });

    it('holds when a cancelled order still has a shipped line, first seen cancelled', () => {
      const facts = order({
        status: 'Cancelled',
        shippedAt: null,
        items: [item('A'), item('B', { itemStatus: 'Cancelled' })],
      });
      expect(detectOrderProblems(facts, NOW)[0]?.message).toBe('Cancelled although A shipped.');
    });

    it('does not hold for an order cancelled before it shipped', () => {
      expect(
        rulesOf(
          order({ status: 'Cancelled', shippedAt: null, items: [item('A', { itemStatus: 'Cancelled' })] }),
        ),
      ).toEqual([]);
      expect(
        rulesOf(
          order({ status: 'CANCELLED', shippedAt: null, items: [item('A', { itemStatus: 'Unshipped' })] }),
        ),
      ).toEqual([]);
    });
  });

  describe('refunded without a return within 45 days', () => {
    const refund = (days: number, quantity = 1, sellerSku = 'CHAIR-1') => ({
      sellerSku,
      quantity,
      date: daysAgo(days),
    });

    it('holds for a refund older than 45 days with nothing returned', () => {
      expect(detectOrderProblems(order({ refunds: [refund(46)] }), NOW)).toEqual([
        {
          rule: 'refund_without_return',
          message: 'Refunded 1 unit of CHAIR-1 more than 45 days ago and no return has been received for it.',
        },
      ]);
    });

    it('waits while the refund is inside its window', () => {
      expect(rulesOf(order({ refunds: [refund(44)] }))).toEqual([]);
      expect(rulesOf(order({ refunds: [refund(45)] }))).toEqual([]);
    });

    it('is satisfied by a return received inside the window, or before the refund', () => {
      expect(rulesOf(order({ refunds: [refund(60)], returns: [refund(30)] }))).toEqual([]);
      expect(rulesOf(order({ refunds: [refund(60)], returns: [refund(62)] }))).toEqual([]);
    });

    it('counts a return received after the window as not returned', () => {
      expect(rulesOf(order({ refunds: [refund(60)], returns: [refund(10)] }))).toEqual([
        'refund_without_return',
      ]);
    });

    it('counts units: a partial return leaves the rest to claim', () => {
      const [problem] = detectOrderProblems(
        order({ refunds: [refund(50, 3)], returns: [refund(40, 1)] }),
        NOW,
      );
      expect(problem?.message).toBe(
        'Refunded 2 units of CHAIR-1 more than 45 days ago and no return has been received for them.',
      );
    });

    it('adds up a refund split over two rows against one return of both units', () => {
      expect(rulesOf(order({ refunds: [refund(50), refund(49)], returns: [refund(20, 2)] }))).toEqual([]);
      expect(rulesOf(order({ refunds: [refund(50), refund(49)], returns: [refund(20, 1)] }))).toEqual([
        'refund_without_return',
      ]);
    });

    it('matches returns by SKU', () => {
      expect(rulesOf(order({ refunds: [refund(50)], returns: [refund(20, 1, 'OTHER')] }))).toEqual([
        'refund_without_return',
      ]);
    });

    it('does not apply to seller-fulfilled orders, whose returns the seller receives', () => {
      expect(rulesOf(order({ fulfillmentChannel: 'MFN', refunds: [refund(50)] }))).toEqual([]);
    });
  });

  describe('not shipped by its latest ship date', () => {
    it('takes two business days after purchase, skipping the weekend', () => {
      // Thursday → Monday (Friday, Monday), end of day UTC.
      expect(latestShipDate(new Date('2026-06-11T22:00:00Z')).toISOString()).toBe('2026-06-15T23:59:59.999Z');
      // Monday → Wednesday.
      expect(latestShipDate(new Date('2026-06-08T01:00:00Z')).toISOString()).toBe('2026-06-10T23:59:59.999Z');
    });

    it('holds for an unshipped MFN order past that date, not before, and not for FBA or shipped orders', () => {
      const unshipped = (purchased: string) =>
        order({
          fulfillmentChannel: 'MFN',
          status: 'Unshipped',
          shippedAt: null,
          purchaseDate: new Date(purchased),
        });
      // NOW is Monday 15 June, noon: bought Wednesday 10th → due Friday 12th; Thursday 11th → due Monday 15th.
      expect(detectOrderProblems(unshipped('2026-06-10T09:00:00Z'), NOW)).toEqual([
        {
          rule: 'late_shipment',
          message: 'Not shipped by its latest ship date, 2026-06-12 (2 business days after purchase).',
        },
      ]);
      expect(rulesOf(unshipped('2026-06-11T09:00:00Z'))).toEqual([]);
      expect(rulesOf({ ...unshipped('2026-06-01T09:00:00Z'), status: 'PartiallyShipped' })).toEqual([
        'late_shipment',
      ]);
      expect(rulesOf({ ...unshipped('2026-06-01T09:00:00Z'), status: 'Shipped' })).toEqual([]);
      expect(rulesOf({ ...unshipped('2026-06-01T09:00:00Z'), status: 'Pending' })).toEqual([]);
      expect(rulesOf({ ...unshipped('2026-06-01T09:00:00Z'), fulfillmentChannel: 'AFN' })).toEqual([]);
    });
  });

  it('duplicate order id names the other sources', () => {
    expect(detectOrderProblems(order({ alsoFrom: ['Acme US', 'CSV uploads'] }), NOW)).toEqual([
      {
        rule: 'duplicate_order',
        message: 'The same order id also came from Acme US, CSV uploads: its units may be counted twice.',
      },
    ]);
  });

  it('answers several problems in the rules’ order', () => {
    const facts = order({
      status: 'Cancelled',
      items: [item('A', { mapped: false })],
      alsoFrom: ['Other'],
    });
    expect(rulesOf(facts)).toEqual(['unmapped_sku', 'cancelled_after_shipment', 'duplicate_order']);
  });
});

describe('an acknowledgement', () => {
  const problem = (rule: 'missing_cogs' | 'late_shipment') => ({ rule, message: '' });

  it('holds while the problems are among the rules acknowledged, also when some went away', () => {
    expect(acknowledgementHolds(['missing_cogs', 'late_shipment'], [problem('missing_cogs')])).toBe(true);
    expect(acknowledgementHolds(['missing_cogs'], [problem('missing_cogs')])).toBe(true);
  });

  it('lapses when a rule it did not cover appears, and never holds when there was none', () => {
    expect(acknowledgementHolds(['missing_cogs'], [problem('missing_cogs'), problem('late_shipment')])).toBe(
      false,
    );
    expect(acknowledgementHolds(null, [problem('missing_cogs')])).toBe(false);
  });
});
