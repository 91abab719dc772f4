/** Where a count's records can be seen (the screen resolves it to a link). */
export type CountTarget =
  | 'orders'
  | 'unmapped-skus'
  | 'sales-channels'
  | 'warehouses'
  | 'stock'
  | 'forecasts';

interface CountWording {
  one: string;
  many: string;
  target?: CountTarget;
}

/**
 * What each kind of count the report writers record means, in words. Kinds not named here (a
 * writer added later) still show, with their key as words.
 */
const WORDING: Record<string, CountWording> = {
  orders: { one: 'order read', many: 'orders read', target: 'orders' },
  orders_created: { one: 'order created', many: 'orders created', target: 'orders' },
  order_items_created: { one: 'order item created', many: 'order items created' },
  skus_created: { one: 'SKU created (unmapped)', many: 'SKUs created (unmapped)', target: 'unmapped-skus' },
  sales_channels_created: {
    one: 'sales channel created',
    many: 'sales channels created',
    target: 'sales-channels',
  },
  warehouses_created: { one: 'warehouse created', many: 'warehouses created', target: 'warehouses' },
  stock_figures_changed: { one: 'stock figure changed', many: 'stock figures changed', target: 'stock' },
  movements: { one: 'stock movement booked', many: 'stock movements booked', target: 'stock' },
  movements_already_booked: {
    one: 'movement already booked (skipped)',
    many: 'movements already booked (skipped)',
  },
  receipts_left_to_transfers: {
    one: 'receipt left to its transfer',
    many: 'receipts left to their transfers',
  },
  reimbursements_created: { one: 'reimbursement line kept', many: 'reimbursement lines kept' },
  reimbursements_already_kept: {
    one: 'reimbursement line already kept (skipped)',
    many: 'reimbursement lines already kept (skipped)',
  },
  returns_created: { one: 'customer return kept', many: 'customer returns kept' },
  returns_of_known_orders: {
    one: 'return of an order on file',
    many: 'returns of orders on file',
    target: 'orders',
  },
  returns_already_kept: {
    one: 'customer return already kept (skipped)',
    many: 'customer returns already kept (skipped)',
  },
  refunds_created: { one: 'refund kept', many: 'refunds kept' },
  refunds_of_known_orders: {
    one: 'refund of an order on file',
    many: 'refunds of orders on file',
    target: 'orders',
  },
  refunds_already_kept: { one: 'refund already kept (skipped)', many: 'refunds already kept (skipped)' },
  fee_lines_created: { one: 'order fee kept', many: 'order fees kept' },
  fee_lines_already_kept: {
    one: 'order fee already kept (skipped)',
    many: 'order fees already kept (skipped)',
  },
  order_items_with_fees: {
    one: 'order item given its fees',
    many: 'order items given their fees',
    target: 'orders',
  },
  storage_fees_kept: { one: 'storage fee line kept', many: 'storage fee lines kept', target: 'stock' },
  storage_fees_without_sku: {
    one: 'storage fee line of no SKU we know (kept)',
    many: 'storage fee lines of no SKU we know (kept)',
  },
  estimated_fees_kept: {
    one: 'SKU given Amazon’s fee estimate',
    many: 'SKUs given Amazon’s fee estimate',
    target: 'orders',
  },
  restock_advice: {
    one: 'SKU given Amazon’s restock advice',
    many: 'SKUs given Amazon’s restock advice',
    target: 'forecasts',
  },
  restock_advice_outdated: {
    one: 'line older than the advice kept (not used)',
    many: 'lines older than the advice kept (not used)',
  },
  settlement_lines_not_order_data: {
    one: 'line not about an order’s refund or fees (not used)',
    many: 'lines not about an order’s refund or fees (not used)',
  },
};

export interface DescribedCount {
  kind: string;
  count: number;
  /** What is counted, after the number: "orders created". */
  words: string;
  target?: CountTarget;
}

/** A request's counts in words, the known kinds in a fixed order, zeros left out. */
export function describeCounts(counts: Readonly<Record<string, number>>): DescribedCount[] {
  const known = Object.keys(WORDING).filter((kind) => kind in counts);
  const others = Object.keys(counts)
    .filter((kind) => !(kind in WORDING))
    .sort();
  return [...known, ...others]
    .map((kind) => ({ kind, count: counts[kind] ?? 0 }))
    .filter(({ count }) => count !== 0)
    .map(({ kind, count }) => {
      const wording = WORDING[kind];
      const fallback = kind.replaceAll('_', ' ');
      return {
        kind,
        count,
        words: wording ? (count === 1 ? wording.one : wording.many) : fallback,
        target: wording?.target,
      };
    });
}
