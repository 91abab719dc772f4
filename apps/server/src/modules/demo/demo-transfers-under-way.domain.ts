import { DEMO_CHANNELS, DEMO_WAREHOUSES } from './demo-world.domain.ts';
import type { ShipmentUnderWay } from './stock-simulation.domain.ts';

/** A transfer holds at most this many items (the transfer request's limit). */
export const MAX_TRANSFER_ITEMS = 1000;

/** A weekly transfer from a hub to an FBA warehouse still on its way when the history ends. */
export interface TransferUnderWay {
  name: string;
  /** Warehouse keys of demo-world. */
  from: string;
  to: string;
  shipDay: number;
  /** Days from shipping to the day the seller expects it: the slowest item's. */
  shippingDays: number;
  items: { sku: number; quantity: number }[];
}

/**
 * The simulated seller's transfers still under way, as documents: one per FBA warehouse and
 * shipping day (the simulation's weekly shipments), an item per SKU with the units shipped,
 * expected when its slowest item is (the seller's transit days; the simulation adds a day or two
 * of noise, so some end overdue). A shipment of more than MAX_TRANSFER_ITEMS SKUs is split.
 */
export function planTransfersUnderWay(
  underWay: ReadonlyMap<number, readonly ShipmentUnderWay[]>,
  dateOf: (day: number) => string,
): TransferUnderWay[] {
  const groups = new Map<string, TransferUnderWay>();
  for (const [sku, shipments] of underWay)
    for (const shipment of shipments) {
      const key = `${shipment.shipDay}:${shipment.warehouse}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          name: `${warehouseName(shipment.warehouse)} weekly ${dateOf(shipment.shipDay)}`,
          from: hubOf(shipment.warehouse),
          to: shipment.warehouse,
          shipDay: shipment.shipDay,
          shippingDays: 0,
          items: [],
        };
        groups.set(key, group);
      }
      group.shippingDays = Math.max(group.shippingDays, shipment.expectedDay - shipment.shipDay);
      group.items.push({ sku, quantity: shipment.quantity });
    }
  return [...groups.values()]
    .sort((a, b) => a.shipDay - b.shipDay || a.to.localeCompare(b.to))
    .flatMap((group) => {
      const parts = Math.ceil(group.items.length / MAX_TRANSFER_ITEMS);
      return Array.from({ length: parts }, (_, part) => ({
        ...group,
        name: parts > 1 ? `${group.name} (${part + 1} of ${parts})` : group.name,
        items: group.items.slice(part * MAX_TRANSFER_ITEMS, (part + 1) * MAX_TRANSFER_ITEMS),
      }));
    });
}

function hubOf(warehouse: string): string {
  const channel = DEMO_CHANNELS.find((each) => each.warehouse === warehouse);
  if (!channel) throw new Error(`Demo data: no channel ships from ${warehouse}`);
  return channel.hub;
}

const warehouseName = (key: string) => DEMO_WAREHOUSES.find((each) => each.key === key)?.name ?? key;
