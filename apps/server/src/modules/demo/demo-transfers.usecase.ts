import { addDays, type TransferStatus } from '@backoffice/shared';
import { monotonicFactory } from 'ulid';
import type { Database } from '../../db/client.ts';
import { countMovementsOfSource, stockedSince } from '../inventory/inventory.facts.ts';
import { isoDay } from '../inventory/ledger.domain.ts';
import {
  cancelTransfer,
  closeTransfer,
  receiveTransfer,
  resolveDiscrepancy,
  shipTransfer,
} from '../transfers/transfer-actions.usecases.ts';
import { createTransfer, updateTransferDetails } from '../transfers/transfers.usecases.ts';
import { seedDemoClaim } from './demo-disputes.usecase.ts';

/**
 * One demo transfer of each kind a seller meets: upcoming drafts, shipments on their way (one
 * overdue, one in error; weekly ones only where the simulated seller's own under way are not
 * written, demo-transfers-under-way), receipts under way and stalled, closed complete, closed
 * short (open and resolved, one claimed from the marketplace as disputes) and cancelled after
 * shipping. They go through the transfer use cases, so their ledger movements are the ones the
 * product itself writes (`npm run check:ledger` stays clean).
 */
interface DemoTransferPlan {
  name: string;
  from: string;
  to: string;
  /** Days from today of the shipping date (negative: in the past); null for none yet. */
  shipDay: number | null;
  /** The status it ends in and how it gets there. */
  end: TransferStatus;
  /** Share of each item received (for RECEIVING and CLOSED), and days ago of the receipt. */
  received?: { share: number; daysAgo: number; close?: boolean };
  resolvedNote?: string;
  /** The marketplace case its shortage was claimed under (opened as disputes: demo-disputes). */
  claimCaseId?: string;
  /** A weekly shipment on its way: left out when the simulated seller's own are written. */
  weekly?: true;
}

const PLANS: readonly DemoTransferPlan[] = [
  { name: 'Spring restock FBA US', from: 'own', to: 'fba-us', shipDay: 5, end: 'DRAFT' },
  { name: 'Canada top-up', from: 'own', to: 'fba-ca', shipDay: 2, end: 'READY' },
  { name: 'UK samples', from: '3pl', to: 'fba-uk', shipDay: null, end: 'DRAFT' },
  { name: 'FBA EU weekly', from: '3pl', to: 'fba-eu', shipDay: -2, end: 'SHIPPED', weekly: true },
  { name: 'FBA US pallet (late)', from: 'own', to: 'fba-us', shipDay: -20, end: 'SHIPPED' },
  { name: 'FBA UK weekly', from: '3pl', to: 'fba-uk', shipDay: -3, end: 'IN_TRANSIT', weekly: true },
  { name: 'FBA CA pallet (delivered)', from: 'own', to: 'fba-ca', shipDay: -6, end: 'DELIVERED' },
  {
    name: 'FBA US cartons (receiving stalled)',
    from: 'own',
    to: 'fba-us',
    shipDay: -35,
    end: 'RECEIVING',
    received: { share: 0.7, daysAgo: 20 },
  },
  {
    name: 'FBA EU restock',
    from: '3pl',
    to: 'fba-eu',
    shipDay: -8,
    end: 'RECEIVING',
    received: { share: 0.5, daysAgo: 1 },
  },
  {
    name: 'FBA US weekly',
    from: 'own',
    to: 'fba-us',
    shipDay: -40,
    end: 'CLOSED',
    received: { share: 1, daysAgo: 32 },
  },
  {
    name: 'FBA UK pallet (short)',
    from: '3pl',
    to: 'fba-uk',
    shipDay: -30,
    end: 'CLOSED',
    received: { share: 0.8, daysAgo: 22, close: true },
  },
  {
    name: 'FBA CA cartons (short, claimed)',
    from: 'own',
    to: 'fba-ca',
    shipDay: -50,
    end: 'CLOSED',
    received: { share: 0.9, daysAgo: 42, close: true },
    resolvedNote: 'One carton damaged by the carrier; claimed from Amazon (case 1234567890).',
    claimCaseId: '1234567890',
  },
  { name: 'FBA EU mixed (error)', from: '3pl', to: 'fba-eu', shipDay: -10, end: 'ERROR' },
  { name: 'FBA US recall', from: 'own', to: 'fba-us', shipDay: -12, end: 'CANCELLED' },
];

const CASE = 12;
/** The earliest shipping day of the plans, in days before today. */
const EARLIEST_SHIP_DAYS = Math.max(...PLANS.map((plan) => -(plan.shipDay ?? 0)));
const daysFrom = (instant: Date, days: number) => new Date(instant.getTime() + days * 86_400_000);

export async function seedDemoTransfers(
  db: Database,
  {
    organisationId,
    userId,
    warehouses,
    now,
    withoutWeekly = false,
  }: {
    organisationId: number;
    userId: number;
    warehouses: Map<string, number>;
    now: Date;
    /** The simulated seller's weekly transfers under way are written: no illustrative ones. */
    withoutWeekly?: boolean;
  },
): Promise<{ transfers: number; movements: number }> {
  const today = isoDay(now);
  const nextUlid = monotonicFactory();
  // What each hub has left to send, so the transfers together never ship more than it holds.
  const remaining = new Map<string, Map<number, number>>();
  let made = 0;
  for (const [index, plan] of PLANS.entries()) {
    if (withoutWeekly && plan.weekly) continue;
    const origin = warehouses.get(plan.from);
    const destination = warehouses.get(plan.to);
    if (origin === undefined || destination === undefined) continue;
    let stock = remaining.get(plan.from);
    if (!stock) {
      const rows = await stockedSince(db, {
        organisationId,
        warehouseId: origin,
        since: daysFrom(now, -EARLIEST_SHIP_DAYS),
        units: CASE,
      });
      stock = new Map(rows.map((row) => [row.skuId, row.quantity]));
      remaining.set(plan.from, stock);
    }
    // Up to three SKUs with a case left, starting at a different one each time.
    const skus = [...stock.keys()];
    const items = [];
    for (let step = 0; step < skus.length && items.length < 3; step++) {
      const skuId = skus[(index * 2 + step) % skus.length] as number;
      const left = stock.get(skuId) ?? 0;
      const quantity = Math.min(CASE * (2 + items.length), Math.floor(left / CASE) * CASE);
      if (quantity < CASE) continue;
      // Drafts move nothing, so they leave the units to the transfers that ship.
      if (plan.end !== 'DRAFT' && plan.end !== 'READY') stock.set(skuId, left - quantity);
      items.push({
        ulid: nextUlid().toLowerCase(),
        sku_id: skuId,
        quantity_shipped: quantity,
        quantity_in_case: CASE,
      });
    }
    if (items.length === 0) continue;
    const args = { db, organisationId, userId };
    // Planned a few days before it ships (drafts: just now), so the timeline reads in order.
    const { transfer } = await createTransfer({
      ...args,
      at:
        plan.shipDay === null || plan.shipDay > 0 || plan.end === 'DRAFT' || plan.end === 'READY'
          ? now
          : daysFrom(now, plan.shipDay - 3),
      input: {
        name: plan.name,
        outgoing_warehouse_id: origin,
        destination_warehouse_id: destination,
        shipping_date: plan.shipDay === null ? null : addDays(today, plan.shipDay),
        courier: plan.from === 'own' ? 'UPS' : 'DHL',
        items,
        ...(plan.end === 'READY' ? { status: 'READY' as const } : {}),
      },
    });
    made += 1;
    if (plan.end === 'DRAFT' || plan.end === 'READY') continue;
    const id = transfer.id;
    const shippedAt = daysFrom(now, plan.shipDay ?? 0);
    await shipTransfer({
      ...args,
      id,
      at: shippedAt,
      input: { shipping_date: addDays(today, plan.shipDay ?? 0) },
    });
    if (plan.end === 'IN_TRANSIT' || plan.end === 'DELIVERED' || plan.end === 'ERROR')
      await updateTransferDetails({ ...args, id, input: { status: plan.end } });
    if (plan.end === 'CANCELLED') await cancelTransfer({ ...args, id, at: daysFrom(shippedAt, 2) });
    if (plan.received) {
      const { share, daysAgo, close } = plan.received;
      const at = daysFrom(now, -daysAgo);
      await receiveTransfer({
        ...args,
        id,
        at,
        input: {
          items: items.map((item) => ({
            ulid: item.ulid,
            quantity_received: Math.round(item.quantity_shipped * share),
          })),
          received_date: addDays(today, -daysAgo),
          close,
        },
      });
      if (plan.end === 'CLOSED' && share < 1 && !close) await closeTransfer({ ...args, id, at });
      if (plan.resolvedNote)
        await resolveDiscrepancy({
          ...args,
          id,
          at: daysFrom(at, 3),
          input: { discrepancy_note: plan.resolvedNote },
        });
      if (plan.claimCaseId)
        await seedDemoClaim(db, {
          organisationId,
          userId,
          transferId: id,
          caseId: plan.claimCaseId,
          closedAt: at,
        });
    }
  }
  return {
    transfers: made,
    movements: await countMovementsOfSource(db, { organisationId, sourceType: 'transfer' }),
  };
}
