import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@backoffice/shared';
import { DAY_MS } from './demand.domain.ts';
import type { DemoCatalog } from './demo-catalog.domain.ts';
import { DEMO_HUBS } from './demo-world.domain.ts';
import type { Random } from './random.domain.ts';

/** A demo purchase order as plain data; the writer turns indexes into ids. */
export interface PlannedPurchaseOrder {
  status: PurchaseOrderStatus;
  supplier: number;
  /** Warehouse key of demo-world (the region's hub). */
  warehouse: string;
  orderedAt: Date;
  /** Its reference; the writer names illustrative ones by date and status. */
  reference?: string;
  /** When each status step happened (only those the status has passed). */
  stamps: Partial<
    Record<
      'submittedAt' | 'confirmedAt' | 'inProductionAt' | 'shippedAt' | 'receivedAt' | 'cancelledAt',
      Date
    >
  >;
  lines: { sku: number; quantity: number; unitCost: number; currency: string; quantityInCase: number }[];
  /** Units received per line (the ledger gets one receipt each, at `receiptAt`). */
  received: number[];
  receiptAt: Date | null;
}

/** How long ago each status's order was placed, and when its steps happened (days after ordering). */
const TIMELINE: Record<
  PurchaseOrderStatus,
  { daysAgo: number; steps: [keyof PlannedPurchaseOrder['stamps'], number][] }
> = {
  DRAFT: { daysAgo: 0, steps: [] },
  SUBMITTED: { daysAgo: 3, steps: [['submittedAt', 0]] },
  CONFIRMED: {
    daysAgo: 9,
    steps: [
      ['submittedAt', 0],
      ['confirmedAt', 2],
    ],
  },
  IN_PRODUCTION: {
    daysAgo: 21,
    steps: [
      ['submittedAt', 0],
      ['confirmedAt', 2],
      ['inProductionAt', 5],
    ],
  },
  SHIPPED: {
    daysAgo: 45,
    steps: [
      ['submittedAt', 0],
      ['confirmedAt', 2],
      ['inProductionAt', 5],
      ['shippedAt', 35],
    ],
  },
  PARTIALLY_RECEIVED: {
    daysAgo: 60,
    steps: [
      ['submittedAt', 0],
      ['confirmedAt', 2],
      ['inProductionAt', 5],
      ['shippedAt', 35],
    ],
  },
  RECEIVED: {
    daysAgo: 80,
    steps: [
      ['submittedAt', 0],
      ['confirmedAt', 2],
      ['inProductionAt', 5],
      ['shippedAt', 40],
      ['receivedAt', 70],
    ],
  },
  CANCELLED: {
    daysAgo: 30,
    steps: [
      ['submittedAt', 0],
      ['cancelledAt', 4],
    ],
  },
};
/** Days before now a partly or fully received order's units arrived. */
const RECEIPT_DAYS_AGO: Partial<Record<PurchaseOrderStatus, number>> = {
  PARTIALLY_RECEIVED: 2,
  RECEIVED: 10,
};
const CASE = 12;
const LINES_PER_ORDER = 4;

/**
 * Illustrative purchase orders: one in every status but those `left out`, each from one supplier
 * into its SKUs' hub, with up to four of the supplier's mapped, visible SKUs in cases of 12 at
 * their COGS. Partly received orders have half of each line, received ones all of it. Beside the
 * simulated seller's own orders (demo-open-orders.domain.ts) only a draft and a cancelled one are
 * made: an open or received one would count units the simulation never ordered.
 */
export function planDemoPurchaseOrders(
  catalog: DemoCatalog,
  now: Date,
  random: Random,
  leftOut: ReadonlySet<PurchaseOrderStatus> = new Set(),
): PlannedPurchaseOrder[] {
  const orders: PlannedPurchaseOrder[] = [];
  const candidates = catalog.skus
    .map((sku, index) => ({ sku, index }))
    .filter(({ sku }) => sku.product !== null && !sku.hidden);
  PURCHASE_ORDER_STATUSES.forEach((status, position) => {
    if (leftOut.has(status)) return;
    const supplier = position % Math.max(1, catalog.suppliers.length);
    const region = position % 2 === 0 ? 'NA' : 'EU';
    const skus = candidates
      .filter(
        ({ sku }) =>
          sku.region === region &&
          (catalog.products[sku.product ?? -1]?.suppliers[0]?.supplier ?? 0) === supplier,
      )
      .slice(0, LINES_PER_ORDER);
    if (skus.length === 0) return;
    const timeline = TIMELINE[status];
    const orderedAt = new Date(now.getTime() - timeline.daysAgo * DAY_MS);
    const at = (days: number) => new Date(Math.min(now.getTime(), orderedAt.getTime() + days * DAY_MS));
    const lines = skus.map(({ sku, index }) => ({
      sku: index,
      quantity: random.int(4, 40) * CASE,
      unitCost: sku.cogs ?? 500,
      currency: sku.cogsCurrency,
      quantityInCase: CASE,
    }));
    const receiptDaysAgo = RECEIPT_DAYS_AGO[status];
    orders.push({
      status,
      supplier,
      warehouse: DEMO_HUBS[region].warehouse,
      orderedAt,
      stamps: Object.fromEntries(timeline.steps.map(([stamp, days]) => [stamp, at(days)])),
      lines,
      received: lines.map((line) =>
        status === 'RECEIVED'
          ? line.quantity
          : status === 'PARTIALLY_RECEIVED'
            ? Math.floor(line.quantity / 2 / CASE) * CASE
            : 0,
      ),
      receiptAt: receiptDaysAgo === undefined ? null : new Date(now.getTime() - receiptDaysAgo * DAY_MS),
    });
  });
  return orders;
}
