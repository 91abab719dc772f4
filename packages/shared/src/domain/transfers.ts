/**
 * Warehouse transfers' rules (docs/domain/status-machines.md, decision 12), shared by server and
 * web: the status machine, the totals over items, the expected delivery date and why a transfer is
 * a problem. The server's list filters express the same problem rules in SQL; a test holds the two
 * together.
 */

export const TRANSFER_STATUSES = [
  'DRAFT',
  'READY',
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'RECEIVING',
  'CLOSED',
  'CANCELLED',
  'ERROR',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * The sidebar's filter groups. ERROR counts as live: it happens to a transfer on its way (as
 * Amazon's inbound ERROR status), and the Problem list (every group, problems only) must hold it.
 */
export const TRANSFER_STATUS_GROUPS = {
  draft: ['DRAFT', 'READY'],
  live: ['SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'RECEIVING', 'ERROR'],
  completed: ['CLOSED', 'CANCELLED'],
} as const satisfies Record<string, readonly TransferStatus[]>;
export type TransferStatusGroup = keyof typeof TRANSFER_STATUS_GROUPS;

/** The statuses a transfer's items are on their way in (shipped, not yet all received or closed). */
export const IN_TRANSIT_STATUSES = ['SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'RECEIVING'] as const;

/**
 * What can happen to a transfer. ship, receive, close and cancel move stock and are actions of
 * their own (`POST …/transfers/{id}/{action}`); the others only change the status and are what a
 * `status` in an update asks for.
 */
export const TRANSFER_ACTIONS = [
  'mark_draft',
  'mark_ready',
  'ship',
  'mark_in_transit',
  'mark_delivered',
  'receive',
  'close',
  'cancel',
  'mark_error',
] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

/** The status a `status` field in an update sets, by the action that sets it. */
export const STATUS_UPDATES = {
  DRAFT: 'mark_draft',
  READY: 'mark_ready',
  IN_TRANSIT: 'mark_in_transit',
  DELIVERED: 'mark_delivered',
  ERROR: 'mark_error',
} as const satisfies Partial<Record<TransferStatus, TransferAction>>;

interface MachineState {
  status: TransferStatus;
  /** Whether stock has left the origin (ERROR may come before or after shipping). */
  shipped: boolean;
}

const beforeShipping = (state: MachineState) => !state.shipped;
const onTheWay = (state: MachineState) =>
  state.shipped && (IN_TRANSIT_STATUSES as readonly string[]).includes(state.status);
const onTheWayOrError = (state: MachineState) =>
  onTheWay(state) || (state.status === 'ERROR' && state.shipped);

/** For each action: the state it applies in and the status it leads to. */
const TRANSITIONS: Record<TransferAction, { from: (state: MachineState) => boolean; to: TransferStatus }> = {
  mark_draft: { from: (s) => s.status === 'READY' || (s.status === 'ERROR' && !s.shipped), to: 'DRAFT' },
  mark_ready: { from: (s) => s.status === 'DRAFT', to: 'READY' },
  ship: { from: (s) => beforeShipping(s) && ['DRAFT', 'READY', 'ERROR'].includes(s.status), to: 'SHIPPED' },
  mark_in_transit: {
    from: (s) => s.shipped && (s.status === 'SHIPPED' || s.status === 'ERROR'),
    to: 'IN_TRANSIT',
  },
  mark_delivered: {
    from: (s) => s.shipped && ['SHIPPED', 'IN_TRANSIT', 'ERROR'].includes(s.status),
    to: 'DELIVERED',
  },
  receive: { from: onTheWayOrError, to: 'RECEIVING' },
  close: { from: onTheWayOrError, to: 'CLOSED' },
  cancel: { from: (s) => s.status !== 'CLOSED' && s.status !== 'CANCELLED', to: 'CANCELLED' },
  mark_error: { from: (s) => s.status === 'READY' || onTheWay(s), to: 'ERROR' },
};

/** The status `action` leads to from `state`, or null when the machine does not allow it. */
export function nextTransferStatus(state: MachineState, action: TransferAction): TransferStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from(state) ? transition.to : null;
}

/** Every action the machine allows from `state`, in the machine's order. */
export function allowedTransferActions(state: MachineState): TransferAction[] {
  return TRANSFER_ACTIONS.filter((action) => TRANSITIONS[action].from(state));
}

export interface TransferItemQuantities {
  quantity_shipped: number;
  quantity_received: number;
  quantity_expected: number;
}

export interface TransferTotals {
  total_shipped: number;
  total_received: number;
  total_expected: number;
}

/** The transfer's totals: sums over its items. */
export function transferTotals(items: readonly TransferItemQuantities[]): TransferTotals {
  let shipped = 0;
  let received = 0;
  let expected = 0;
  for (const item of items) {
    shipped += item.quantity_shipped;
    received += item.quantity_received;
    expected += item.quantity_expected;
  }
  return { total_shipped: shipped, total_received: received, total_expected: expected };
}

/** Days added to a calendar date (YYYY-MM-DD, UTC), as a calendar date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** shipping_date + shipping_days; null until the transfer has a shipping date. */
export function expectedDeliveryDate(shippingDate: string | null, shippingDays: number): string | null {
  return shippingDate === null ? null : addDays(shippingDate, shippingDays);
}

/**
 * Days after the last receipt at which a transfer still RECEIVING counts as done receiving: if
 * what arrived still differs from what was shipped, the difference is a discrepancy. (Amazon's
 * own reconciliation of inbound shipments takes about this long after the last unit is received.)
 */
export const RECEIVING_SETTLE_DAYS = 14;

export const TRANSFER_PROBLEMS = ['discrepancy', 'overdue', 'error'] as const;
export type TransferProblem = (typeof TRANSFER_PROBLEMS)[number];

export interface TransferProblemFacts extends TransferTotals {
  status: TransferStatus;
  expected_delivery_date: string | null;
  received_date: string | null;
  resolved_discrepancy: boolean;
}

/**
 * Why a transfer needs attention, on `today` (YYYY-MM-DD): an unresolved discrepancy (received ≠
 * shipped once closed, or once receiving has stopped for RECEIVING_SETTLE_DAYS), overdue (its
 * expected delivery date has passed and it has not been delivered) or an ERROR status.
 */
export function transferProblems(transfer: TransferProblemFacts, today: string): TransferProblem[] {
  const problems: TransferProblem[] = [];
  const short = transfer.total_received !== transfer.total_shipped;
  const receivingStopped =
    transfer.status === 'RECEIVING' &&
    transfer.received_date !== null &&
    addDays(transfer.received_date, RECEIVING_SETTLE_DAYS) < today;
  if (short && !transfer.resolved_discrepancy && (transfer.status === 'CLOSED' || receivingStopped))
    problems.push('discrepancy');
  if (
    (transfer.status === 'SHIPPED' || transfer.status === 'IN_TRANSIT') &&
    transfer.expected_delivery_date !== null &&
    transfer.expected_delivery_date < today
  )
    problems.push('overdue');
  if (transfer.status === 'ERROR') problems.push('error');
  return problems;
}

/** Whether a discrepancy can be resolved now: units differ and receiving has ended or stalled. */
export function canResolveDiscrepancy(transfer: TransferProblemFacts): boolean {
  return (
    !transfer.resolved_discrepancy &&
    transfer.total_received !== transfer.total_shipped &&
    (transfer.status === 'CLOSED' || transfer.status === 'RECEIVING')
  );
}
