import type { SimOrder } from './orders.ts';
import {
  chance,
  pick,
  pickWeighted,
  type Random,
  randomChars,
  randomInt,
  UPPER_ALPHANUMERIC,
} from './prng.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

/**
 * A customer return planned at order time. Most come back to an FC (the returns report and a
 * CustomerReturns ledger row); some never arrive and Amazon reimburses the seller instead.
 */
export interface PlannedReturn {
  atMs: number;
  quantity: number;
  arrives: boolean;
  disposition: 'SELLABLE' | 'CUSTOMER_DAMAGED' | 'DEFECTIVE';
  reason: string;
  status: string;
  licensePlateNumber: string;
  customerComments: string;
  fulfillmentCenter: string;
  reimbursementId: string;
}

const RETURN_RATE = 0.05;
const DISPOSITIONS = [
  { value: 'SELLABLE', weight: 0.65 },
  { value: 'CUSTOMER_DAMAGED', weight: 0.2 },
  { value: 'DEFECTIVE', weight: 0.15 },
] as const;
const REASONS = [
  'UNWANTED_ITEM',
  'NOT_AS_DESCRIBED',
  'DEFECTIVE',
  'ORDERED_WRONG_ITEM',
  'NO_REASON_GIVEN',
  'SWITCHEROO',
];
const COMMENTS = [
  '',
  '',
  '',
  'Too small',
  'Did not match the description',
  'No longer needed',
  'Arrived scratched',
];

/** Returns come 3 to 30 days after shipping; a missing one is reimbursed 45 to 60 days after purchase. */
export const MAX_RETURN_LAG_DAYS = 63;

export function planReturn(random: Random, order: SimOrder): PlannedReturn | undefined {
  if (!chance(random, RETURN_RATE)) return undefined;
  const arrives = !chance(random, 0.12);
  const disposition = pickWeighted(random, DISPOSITIONS, (entry) => entry.weight).value;
  return {
    atMs: arrives
      ? order.shipMs + randomInt(random, 3, 30) * DAY_MS + randomInt(random, 0, 23) * HOUR_MS
      : order.purchaseMs + randomInt(random, 45, 60) * DAY_MS,
    quantity: 1,
    arrives,
    disposition,
    reason: pick(random, REASONS),
    status:
      disposition === 'SELLABLE' && chance(random, 0.1)
        ? 'Repackaged Successfully'
        : 'Unit returned to inventory',
    licensePlateNumber: `LPN${randomChars(random, UPPER_ALPHANUMERIC, 9)}`,
    customerComments: pick(random, COMMENTS),
    fulfillmentCenter: pick(random, order.pool.fulfillmentCenters),
    reimbursementId: String(randomInt(random, 10 ** 10, 10 ** 11 - 1)),
  };
}
