/**
 * The ledger's idempotency key of one line of one receipt of a purchase order: recording the same
 * receipt again (a retry, a concurrent double submit) writes nothing.
 */
export const receiptMovementKey = (orderId: number, receiptKey: string, lineId: number) =>
  `purchase_order:${orderId}:receipt:${receiptKey}:line:${lineId}`;
