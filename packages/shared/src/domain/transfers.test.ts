import { describe, expect, it } from 'vitest';
import {
  addDays,
  allowedTransferActions,
  canResolveDiscrepancy,
  expectedDeliveryDate,
  nextTransferStatus,
  TRANSFER_STATUS_GROUPS,
  TRANSFER_STATUSES,
  type TransferProblemFacts,
  transferProblems,
  transferTotals,
} from './transfers.ts';

describe('the transfer status machine', () => {
  it('walks the happy path DRAFT → READY → SHIPPED → IN_TRANSIT → DELIVERED → RECEIVING → CLOSED', () => {
    expect(nextTransferStatus({ status: 'DRAFT', shipped: false }, 'mark_ready')).toBe('READY');
    expect(nextTransferStatus({ status: 'READY', shipped: false }, 'ship')).toBe('SHIPPED');
    expect(nextTransferStatus({ status: 'SHIPPED', shipped: true }, 'mark_in_transit')).toBe('IN_TRANSIT');
    expect(nextTransferStatus({ status: 'IN_TRANSIT', shipped: true }, 'mark_delivered')).toBe('DELIVERED');
    expect(nextTransferStatus({ status: 'DELIVERED', shipped: true }, 'receive')).toBe('RECEIVING');
    expect(nextTransferStatus({ status: 'RECEIVING', shipped: true }, 'receive')).toBe('RECEIVING');
    expect(nextTransferStatus({ status: 'RECEIVING', shipped: true }, 'close')).toBe('CLOSED');
  });

  it('allows nothing after CLOSED or CANCELLED', () => {
    expect(allowedTransferActions({ status: 'CLOSED', shipped: true })).toEqual([]);
    expect(allowedTransferActions({ status: 'CANCELLED', shipped: true })).toEqual([]);
    expect(allowedTransferActions({ status: 'CANCELLED', shipped: false })).toEqual([]);
  });

  it('ships only what has not shipped, and receives or closes only what has', () => {
    expect(allowedTransferActions({ status: 'DRAFT', shipped: false })).toEqual([
      'mark_ready',
      'ship',
      'cancel',
    ]);
    expect(allowedTransferActions({ status: 'SHIPPED', shipped: true })).toEqual([
      'mark_in_transit',
      'mark_delivered',
      'receive',
      'close',
      'cancel',
      'mark_error',
    ]);
    expect(nextTransferStatus({ status: 'RECEIVING', shipped: true }, 'ship')).toBeNull();
    expect(nextTransferStatus({ status: 'DRAFT', shipped: false }, 'receive')).toBeNull();
    expect(nextTransferStatus({ status: 'READY', shipped: false }, 'close')).toBeNull();
  });

  it('leaves ERROR by what happened before it: back to draft or ship if nothing moved, else on the way', () => {
    expect(allowedTransferActions({ status: 'ERROR', shipped: false })).toEqual([
      'mark_draft',
      'ship',
      'cancel',
    ]);
    expect(allowedTransferActions({ status: 'ERROR', shipped: true })).toEqual([
      'mark_in_transit',
      'mark_delivered',
      'receive',
      'close',
      'cancel',
    ]);
  });

  it('puts every status in exactly one sidebar group', () => {
    const grouped = Object.values(TRANSFER_STATUS_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...TRANSFER_STATUSES].sort());
  });
});

describe('transfer totals and dates', () => {
  it('sums the items', () => {
    expect(
      transferTotals([
        { quantity_shipped: 10, quantity_received: 7, quantity_expected: 10 },
        { quantity_shipped: 5, quantity_received: 6, quantity_expected: 4 },
      ]),
    ).toEqual({ total_shipped: 15, total_received: 13, total_expected: 14 });
    expect(transferTotals([])).toEqual({ total_shipped: 0, total_received: 0, total_expected: 0 });
  });

  it('expects delivery shipping_days after the shipping date, across months and leap days', () => {
    expect(expectedDeliveryDate('2026-01-28', 5)).toBe('2026-02-02');
    expect(expectedDeliveryDate('2028-02-27', 2)).toBe('2028-02-29');
    expect(expectedDeliveryDate('2026-12-30', 0)).toBe('2026-12-30');
    expect(expectedDeliveryDate(null, 5)).toBeNull();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('transfer problems', () => {
  const base: TransferProblemFacts = {
    status: 'SHIPPED',
    total_shipped: 10,
    total_received: 0,
    total_expected: 10,
    expected_delivery_date: '2026-05-10',
    received_date: null,
    resolved_discrepancy: false,
  };

  it('is overdue once the expected delivery date has passed and it has not been delivered', () => {
    expect(transferProblems(base, '2026-05-10')).toEqual([]);
    expect(transferProblems(base, '2026-05-11')).toEqual(['overdue']);
    expect(transferProblems({ ...base, status: 'IN_TRANSIT' }, '2026-05-11')).toEqual(['overdue']);
    expect(transferProblems({ ...base, status: 'DELIVERED' }, '2026-05-11')).toEqual([]);
    expect(transferProblems({ ...base, expected_delivery_date: null }, '2026-05-11')).toEqual([]);
  });

  it('has a discrepancy when closed short or over, until resolved', () => {
    const closed = { ...base, status: 'CLOSED' as const, total_received: 8 };
    expect(transferProblems(closed, '2026-05-01')).toEqual(['discrepancy']);
    expect(transferProblems({ ...closed, total_received: 12 }, '2026-05-01')).toEqual(['discrepancy']);
    expect(transferProblems({ ...closed, total_received: 10 }, '2026-05-01')).toEqual([]);
    expect(transferProblems({ ...closed, resolved_discrepancy: true }, '2026-05-01')).toEqual([]);
    expect(canResolveDiscrepancy(closed)).toBe(true);
    expect(canResolveDiscrepancy({ ...closed, resolved_discrepancy: true })).toBe(false);
    expect(canResolveDiscrepancy({ ...closed, total_received: 10 })).toBe(false);
  });

  it('has a discrepancy when receiving stopped short more than 14 days ago', () => {
    const receiving = {
      ...base,
      status: 'RECEIVING' as const,
      total_received: 8,
      received_date: '2026-05-01',
    };
    expect(transferProblems(receiving, '2026-05-15')).toEqual([]);
    expect(transferProblems(receiving, '2026-05-16')).toEqual(['discrepancy']);
  });

  it('reports an ERROR status, and nothing for drafts or cancelled transfers', () => {
    expect(transferProblems({ ...base, status: 'ERROR' }, '2026-05-01')).toEqual(['error']);
    expect(transferProblems({ ...base, status: 'DRAFT' }, '2026-06-01')).toEqual([]);
    expect(transferProblems({ ...base, status: 'CANCELLED', total_received: 3 }, '2026-06-01')).toEqual([]);
  });
});
