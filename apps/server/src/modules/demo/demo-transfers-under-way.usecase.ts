import { monotonicFactory } from 'ulid';
import type { Database } from '../../db/client.ts';
import { shipTransfer } from '../transfers/transfer-actions.usecases.ts';
import { createTransfer, updateTransferDetails } from '../transfers/transfers.usecases.ts';
import type { TransferUnderWay } from './demo-transfers-under-way.domain.ts';

/**
 * Writes the simulated seller's transfers still under way through the transfer use cases: each
 * planned the morning it ships, shipped that afternoon (the ship action records the units
 * leaving the hub, as for any transfer) and in transit from the next day. The simulation left
 * these `transfer_out`s out of the history for this.
 */
export async function seedTransfersUnderWay(
  db: Database,
  {
    organisationId,
    userId,
    warehouses,
    skus,
    transfers,
    at,
    dateOf,
    today,
  }: {
    organisationId: number;
    userId: number;
    warehouses: ReadonlyMap<string, number>;
    /** SKU ids by catalog index. */
    skus: readonly number[];
    transfers: readonly TransferUnderWay[];
    /** The moment of a minute of a day (today's squeezed into what has passed of it). */
    at: (day: number, minute: number) => Date;
    dateOf: (day: number) => string;
    today: number;
  },
): Promise<{ transfers: number }> {
  const nextUlid = monotonicFactory();
  const args = { db, organisationId, userId };
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo data: no ${what}`);
    return value;
  };
  for (const transfer of transfers) {
    const { transfer: created } = await createTransfer({
      ...args,
      at: at(transfer.shipDay, 9 * 60),
      input: {
        name: transfer.name,
        outgoing_warehouse_id: need(warehouses.get(transfer.from), `warehouse ${transfer.from}`),
        destination_warehouse_id: need(warehouses.get(transfer.to), `warehouse ${transfer.to}`),
        shipping_date: dateOf(transfer.shipDay),
        shipping_days: transfer.shippingDays,
        courier: transfer.from === 'own' ? 'UPS' : 'DHL',
        items: transfer.items.map((item) => ({
          ulid: nextUlid().toLowerCase(),
          sku_id: need(skus[item.sku], `SKU ${item.sku}`),
          quantity_shipped: item.quantity,
        })),
      },
    });
    await shipTransfer({
      ...args,
      id: created.id,
      at: at(transfer.shipDay, 16 * 60),
      input: { shipping_date: dateOf(transfer.shipDay) },
    });
    if (transfer.shipDay < today)
      await updateTransferDetails({ ...args, id: created.id, input: { status: 'IN_TRANSIT' } });
  }
  return { transfers: transfers.length };
}
