import { describe, expect, it } from 'vitest';
import { describeCounts } from './report-count-words.ts';

describe('a report request’s counts in words', () => {
  it('says what each count is, one or many, in a fixed order, with where to see it', () => {
    expect(describeCounts({ skus_created: 14, orders_created: 1, orders: 2 })).toEqual([
      { kind: 'orders', count: 2, words: 'orders read', target: 'orders' },
      { kind: 'orders_created', count: 1, words: 'order created', target: 'orders' },
      { kind: 'skus_created', count: 14, words: 'SKUs created (unmapped)', target: 'unmapped-skus' },
    ]);
  });

  it('words the returns and reimbursements reports’ counts', () => {
    expect(
      describeCounts({ returns_created: 3, returns_of_known_orders: 2, reimbursements_already_kept: 1 }).map(
        (count) => `${count.count} ${count.words}`,
      ),
    ).toEqual([
      '1 reimbursement line already kept (skipped)',
      '3 customer returns kept',
      '2 returns of orders on file',
    ]);
  });

  it('words the settlement report’s counts', () => {
    expect(
      describeCounts({ refunds_created: 2, fee_lines_created: 1, order_items_with_fees: 1 }).map(
        (count) => `${count.count} ${count.words}`,
      ),
    ).toEqual(['2 refunds kept', '1 order fee kept', '1 order item given its fees']);
  });

  it('leaves zeros out and still shows kinds it has no words for', () => {
    expect(describeCounts({ movements: 0, refunds_matched: 3 })).toEqual([
      { kind: 'refunds_matched', count: 3, words: 'refunds matched', target: undefined },
    ]);
  });
});
