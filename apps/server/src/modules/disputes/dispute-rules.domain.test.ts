import { describe, expect, it } from 'vitest';
import {
  allowedDisputeActions,
  claimableSince,
  disputeNeedsAction,
  isClaimable,
  nearDeadline,
  reimbursedStatus,
  transferShortages,
  underpaidReimbursements,
  unreturnedRefunds,
  warehouseLosses,
} from './dispute-rules.domain.ts';

const at = (date: string) => new Date(`${date}T00:00:00Z`);

describe('the dispute lifecycle', () => {
  it('allows each status its actions, none once final', () => {
    expect(allowedDisputeActions('OPEN')).toEqual(['submit', 'close']);
    expect(allowedDisputeActions('SUBMITTED')).toEqual(['reimburse', 'reject', 'close']);
    expect(allowedDisputeActions('PARTIALLY_REIMBURSED')).toEqual(['reimburse', 'close']);
    for (const status of ['REIMBURSED', 'REJECTED', 'CLOSED'] as const)
      expect(allowedDisputeActions(status)).toEqual([]);
  });

  it('is reimbursed in full or in part by what was paid against what was claimed', () => {
    expect(reimbursedStatus(5_000, 5_000)).toBe('REIMBURSED');
    expect(reimbursedStatus(5_000, 6_000)).toBe('REIMBURSED');
    expect(reimbursedStatus(5_000, 4_999)).toBe('PARTIALLY_REIMBURSED');
  });

  it('is near its deadline within 7 days (or past it) while open, not once submitted', () => {
    const now = at('2026-06-10');
    expect(nearDeadline({ status: 'OPEN', deadlineAt: at('2026-06-17') }, now)).toBe(true);
    expect(nearDeadline({ status: 'OPEN', deadlineAt: at('2026-06-01') }, now)).toBe(true);
    expect(nearDeadline({ status: 'OPEN', deadlineAt: at('2026-06-18') }, now)).toBe(false);
    expect(nearDeadline({ status: 'SUBMITTED', deadlineAt: at('2026-06-11') }, now)).toBe(false);
    expect(nearDeadline({ status: 'OPEN', deadlineAt: null }, now)).toBe(false);
  });

  it('needs action while open, or past its deadline until settled', () => {
    const now = at('2026-06-10');
    const needs = (deadline: string | null) =>
      ['OPEN', 'SUBMITTED', 'PENDING', 'PARTIALLY_REIMBURSED', 'REIMBURSED', 'REJECTED', 'CLOSED'].map((s) =>
        disputeNeedsAction({ status: s as never, deadlineAt: deadline === null ? null : at(deadline) }, now),
      );
    expect(needs('2026-06-11')).toEqual([true, false, false, false, false, false, false]);
    expect(needs(null)).toEqual([true, false, false, false, false, false, false]);
    expect(needs('2026-06-09')).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('transfer shortages', () => {
  const transfer = (status: string, items: { shipped: number; received: number }[]) => ({
    id: 7,
    name: 'Restock UK',
    status,
    closedAt: status === 'CLOSED' ? at('2026-05-01') : null,
    destination: 'FBA UK',
    items: items.map((item, index) => ({
      skuId: 100 + index,
      sellerSku: `SKU-${index}`,
      unitCost: 400,
      currency: 'GBP',
      ...item,
    })),
  });

  it('are the units a closed transfer received short, per SKU, valued at COGS, 60 days to claim', () => {
    const [candidate, ...rest] = transferShortages([
      transfer('CLOSED', [
        { shipped: 10, received: 7 },
        { shipped: 5, received: 5 },
      ]),
    ]);
    expect(rest).toEqual([]);
    expect(candidate).toMatchObject({
      key: 'transfer:7:100',
      kind: 'transfer_shortage',
      units: 3,
      amount: 1_200,
      currency: 'GBP',
      deadlineAt: at('2026-06-30'),
    });
    expect(candidate?.evidence).toContainEqual({ label: 'Received', value: '7' });
  });

  it('ignore a partial receipt inside the claim window until the transfer closes', () => {
    const receiving = transfer('RECEIVING', [{ shipped: 10, received: 4 }]);
    expect(transferShortages([{ ...receiving, closedAt: at('2026-05-01') }])).toEqual([]);
  });

  it('ignore a partial receipt while the transfer is still receiving, and an overage', () => {
    expect(transferShortages([transfer('RECEIVING', [{ shipped: 10, received: 4 }])])).toEqual([]);
    expect(transferShortages([transfer('CLOSED', [{ shipped: 10, received: 12 }])])).toEqual([]);
  });
});

describe('warehouse losses', () => {
  const loss = (movementId: number, units: number, date: string) => ({
    movementId,
    skuId: 1,
    sellerSku: 'MUG',
    units,
    occurredAt: at(date),
    reason: 'E',
    warehouse: 'FBA US',
    unitCost: 250,
    currency: 'USD',
  });

  it('are losses the marketplace has not reimbursed since, the oldest covered first', () => {
    const candidates = warehouseLosses(
      [loss(1, 2, '2026-03-01'), loss(2, 3, '2026-03-05')],
      [{ skuId: 1, quantity: 3, approvalDate: at('2026-03-20') }],
    );
    expect(candidates.map((c) => [c.key, c.units, c.amount])).toEqual([['loss:2', 2, 500]]);
    expect(candidates[0]?.evidence).toContainEqual({ label: 'Already reimbursed', value: '1' });
  });

  it('adds up a reimbursement split over two report rows', () => {
    const reimbursed = [
      { skuId: 1, quantity: 1, approvalDate: at('2026-03-10') },
      { skuId: 1, quantity: 1, approvalDate: at('2026-03-10') },
    ];
    expect(warehouseLosses([loss(1, 2, '2026-03-01')], reimbursed)).toEqual([]);
  });

  it('cover one loss with a reimbursement split over two rows approved on different days', () => {
    const reimbursed = [
      { skuId: 1, quantity: 1, approvalDate: at('2026-03-12') },
      { skuId: 1, quantity: 2, approvalDate: at('2026-03-10') },
    ];
    expect(warehouseLosses([loss(1, 3, '2026-03-01')], reimbursed)).toEqual([]);
    const short = warehouseLosses([loss(1, 4, '2026-03-01')], reimbursed);
    expect(short.map((c) => [c.key, c.units])).toEqual([['loss:1', 1]]);
  });

  it('credit the oldest loss first even when its claim window has closed', () => {
    const candidates = warehouseLosses(
      [loss(2, 2, '2026-05-20'), loss(1, 3, '2026-01-10')],
      [
        { skuId: 1, quantity: 2, approvalDate: at('2026-05-25') },
        { skuId: 1, quantity: 1, approvalDate: at('2026-05-26') },
      ],
    );
    // The old loss takes the three units paid in May; the recent one is still owed.
    expect(candidates.map((c) => [c.key, c.units])).toEqual([['loss:2', 2]]);
  });

  it('skip a used reimbursement and pass over ones dated before a later loss, SKU by SKU', () => {
    const other = (movementId: number, units: number, date: string) => ({
      ...loss(movementId, units, date),
      skuId: 2,
    });
    const candidates = warehouseLosses(
      [loss(1, 1, '2026-03-01'), other(3, 2, '2026-03-02'), loss(2, 2, '2026-04-01')],
      [
        { skuId: 1, quantity: 1, approvalDate: at('2026-03-05') },
        { skuId: 1, quantity: 5, approvalDate: at('2026-03-20') },
        { skuId: 1, quantity: 1, approvalDate: at('2026-04-02') },
        { skuId: 2, quantity: 1, approvalDate: at('2026-03-03') },
      ],
    );
    // Loss 1 takes the row of 03-05; the row of 03-20 predates loss 2, which takes 04-02's one unit.
    expect(candidates.map((c) => [c.key, c.units])).toEqual([
      ['loss:2', 1],
      ['loss:3', 1],
    ]);
  });

  it('do not count a reimbursement from before the loss, or of another SKU', () => {
    const reimbursed = [
      { skuId: 1, quantity: 2, approvalDate: at('2026-02-01') },
      { skuId: 2, quantity: 2, approvalDate: at('2026-03-10') },
    ];
    expect(warehouseLosses([loss(1, 2, '2026-03-01')], reimbursed).map((c) => c.units)).toEqual([2]);
  });
});

describe('claim windows', () => {
  const now = at('2026-06-30');

  it('reach back 60 days from now, a refund 45 + 60 days', () => {
    expect(claimableSince('warehouse_loss', now)).toEqual(at('2026-05-01'));
    expect(claimableSince('transfer_shortage', now)).toEqual(at('2026-05-01'));
    expect(claimableSince('underpaid_reimbursement', now)).toEqual(at('2026-05-01'));
    expect(claimableSince('unreturned_refund', now)).toEqual(at('2026-03-17'));
  });

  it('close once the deadline has passed: such a finding is no candidate', () => {
    expect(isClaimable({ deadlineAt: at('2026-06-30') }, now)).toBe(true);
    expect(isClaimable({ deadlineAt: at('2026-06-29') }, now)).toBe(false);
    expect(isClaimable({ deadlineAt: null }, now)).toBe(true);
    const [old] = warehouseLosses([{ ...lossAt('2026-04-30') }], []);
    const [recent] = warehouseLosses([{ ...lossAt('2026-05-01') }], []);
    expect(old && isClaimable(old, now)).toBe(false);
    expect(recent && isClaimable(recent, now)).toBe(true);
  });

  const lossAt = (date: string) => ({
    movementId: 1,
    skuId: 1,
    sellerSku: 'MUG',
    units: 1,
    occurredAt: at(date),
    reason: null,
    warehouse: 'FBA US',
    unitCost: null,
    currency: null,
  });
});

describe('unreturned refunds and underpaid reimbursements', () => {
  it('give a refund never returned 45 + 60 days from the refund', () => {
    const [candidate] = unreturnedRefunds([
      {
        orderId: '111-1',
        skuId: 3,
        sellerSku: 'TENT',
        units: 1,
        refundDate: at('2026-01-01'),
        amount: 9_999,
        currency: 'USD',
      },
    ]);
    expect(candidate).toMatchObject({
      key: 'refund:111-1:TENT',
      amount: 9_999,
      deadlineAt: at('2026-04-16'),
    });
  });

  it('find reimbursements below cost, in the same currency only', () => {
    const row = {
      reimbursementId: 'R1',
      skuId: 3,
      sellerSku: 'TENT',
      quantity: 2,
      approvalDate: at('2026-02-01'),
      amountPerUnit: 1_500,
      currency: 'USD',
      unitCost: 2_000,
      costCurrency: 'USD',
    };
    expect(underpaidReimbursements([row]).map((c) => [c.key, c.amount])).toEqual([
      ['reimbursement:R1', 1_000],
    ]);
    expect(underpaidReimbursements([{ ...row, amountPerUnit: 2_000 }])).toEqual([]);
    expect(underpaidReimbursements([{ ...row, costCurrency: 'EUR' }])).toEqual([]);
  });
});
