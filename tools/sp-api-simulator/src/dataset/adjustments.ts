import { type DayEvents, emptyDayEvents, reimbursedUnitValue } from './events.ts';
import { localPrice } from './money.ts';
import { chance, pick, pickWeighted, randomFor, randomInt } from './prng.ts';
import { itemsOfChannel, type SellerDataset } from './seller-dataset.ts';
import { DAY_MS, HOUR_MS, startOfDay } from './time.ts';

/**
 * Warehouse accidents: on about a third of the days a pool misplaces a unit (reason M; some are
 * found again, F, the rest reimbursed as Lost_Warehouse) or damages one (reason 6: the unit moves
 * from SELLABLE to WAREHOUSE_DAMAGED and is reimbursed as Damaged_Warehouse).
 */
export const MAX_ADJUSTMENT_LAG_DAYS = 31;

export function adjustmentsOn(dataset: SellerDataset, day: number): DayEvents {
  const events = emptyDayEvents();
  const fba = itemsOfChannel(dataset, 'AFN');
  if (fba.length === 0) return events;
  for (const pool of dataset.pools) {
    const random = randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'adjustments', pool.country, day);
    if (!chance(random, 0.35)) continue;
    const item = pickWeighted(random, fba, (entry) => entry.weight);
    const atMs = startOfDay(day) + randomInt(random, 0, 23) * HOUR_MS + randomInt(random, 0, 59) * 60_000;
    const fulfillmentCenter = pick(random, pool.fulfillmentCenters);
    const base = {
      pool,
      item,
      fulfillmentCenter,
      referenceId: '',
      reconciledQuantity: '',
      unreconciledQuantity: '',
    };
    const value = reimbursedUnitValue(localPrice(item.priceUsd, pool.home), 0.6, pool.home.currency);
    const reimbursement = {
      pool,
      marketplace: pool.home,
      reimbursementId: String(randomInt(random, 10 ** 10, 10 ** 11 - 1)),
      caseId: '',
      orderId: '',
      item,
      amountPerUnit: value,
      quantity: 1,
    };
    if (chance(random, 0.6)) {
      const found = chance(random, 0.4);
      events.ledger.push({
        ...base,
        atMs,
        eventType: 'Adjustments',
        quantity: -1,
        disposition: 'SELLABLE',
        reason: 'M',
        reconciledQuantity: '1',
        unreconciledQuantity: '0',
      });
      if (found) {
        const foundMs = atMs + randomInt(random, 2, 10) * DAY_MS;
        events.ledger.push({
          ...base,
          atMs: foundMs,
          eventType: 'Adjustments',
          quantity: 1,
          disposition: 'SELLABLE',
          reason: 'F',
        });
      } else {
        events.reimbursements.push({
          ...reimbursement,
          atMs: atMs + randomInt(random, 10, 30) * DAY_MS,
          reason: 'Lost_Warehouse',
        });
      }
    } else {
      const damage = { ...base, atMs, eventType: 'Adjustments' as const, reason: '6' };
      events.ledger.push({ ...damage, quantity: -1, disposition: 'SELLABLE' });
      events.ledger.push({ ...damage, quantity: 1, disposition: 'WAREHOUSE_DAMAGED' });
      events.reimbursements.push({
        ...reimbursement,
        atMs: atMs + randomInt(random, 5, 20) * DAY_MS,
        reason: 'Damaged_Warehouse',
      });
    }
  }
  return events;
}
