import type { Cells } from '../cells.ts';
import { normaliseCountry, parseCalendarDate, parseDecimal } from '../fields.ts';
import type { ReportSpec } from '../report-spec.ts';
import type { StorageFeeRow } from '../rows.ts';

// The header of the files the Reports API serves, underscores and all (sources in ../README.md);
// Seller Central's download writes the same names with hyphens, which columnKey reads as these.
const HEADER = [
  'asin',
  'fnsku',
  'product_name',
  'fulfillment_center',
  'country_code',
  'longest_side',
  'median_side',
  'shortest_side',
  'measurement_units',
  'weight',
  'weight_units',
  'item_volume',
  'volume_units',
  'product_size_tier',
  'average_quantity_on_hand',
  'average_quantity_pending_removal',
  'estimated_total_item_volume',
  'month_of_charge',
  'storage_rate',
  'currency',
  'estimated_monthly_storage_fee',
  'dangerous_goods_storage_type',
  'eligible_for_inventory_discount',
  'qualifies_for_inventory_discount',
  'total_incentive_fee_amount',
  'breakdown_incentive_fee_amount',
  'average_quantity_customer_orders',
] as const;

/** `2022-11` as Amazon writes the month; a day of it (`2022-11-01`, `11/01/2022`) is read as its month. */
const MONTH = /^(\d{4})-(\d{2})$/;

function month(cells: Cells, column: string): string {
  const text = cells.text(column, 'required');
  const match = MONTH.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return text;
  const day = parseCalendarDate(text);
  return day === undefined ? cells.invalid(column, text, 'is not a month') : day.slice(0, 7);
}

/**
 * A decimal kept as Amazon wrote it: the storage fee is an estimate stated to more decimals than
 * the currency has (`0.0436` USD), which minor units would round away before it is summed.
 */
function decimal(cells: Cells, column: string, required?: 'required'): string | null {
  const text = required ? cells.text(column, required) : cells.text(column);
  if (text === null) return null;
  return parseDecimal(text) ?? cells.invalid(column, text, 'is not a number');
}

export const storageFees: ReportSpec<StorageFeeRow> = {
  type: 'GET_FBA_STORAGE_FEE_CHARGES_DATA',
  header: HEADER,
  // Not confirmed: a public reader's schema of newer files lists `sku` too; when a file has it, it is read.
  alsoRead: ['sku'],
  required: [
    'asin',
    'fnsku',
    'country_code',
    'average_quantity_on_hand',
    'month_of_charge',
    'currency',
    'estimated_monthly_storage_fee',
  ],
  quoted: false,
  read(cells) {
    const asin = cells.text('asin');
    // One of the two says which SKU the fee is of.
    const fnsku = asin === null ? cells.text('fnsku', 'required') : cells.text('fnsku');
    return {
      asin,
      fnsku,
      sellerSku: cells.text('sku'),
      productName: cells.text('product_name'),
      fulfillmentCenter: cells.text('fulfillment_center'),
      countryCode: normaliseCountry(cells.text('country_code', 'required')),
      longestSide: cells.measure('longest_side'),
      medianSide: cells.measure('median_side'),
      shortestSide: cells.measure('shortest_side'),
      measurementUnits: cells.text('measurement_units'),
      weight: cells.measure('weight'),
      weightUnits: cells.text('weight_units'),
      itemVolume: cells.measure('item_volume'),
      volumeUnits: cells.text('volume_units'),
      productSizeTier: cells.text('product_size_tier'),
      averageQuantityOnHand: decimal(cells, 'average_quantity_on_hand', 'required') as string,
      averageQuantityPendingRemoval: decimal(cells, 'average_quantity_pending_removal'),
      estimatedTotalItemVolume: cells.measure('estimated_total_item_volume'),
      monthOfCharge: month(cells, 'month_of_charge'),
      storageRate: decimal(cells, 'storage_rate'),
      currency: cells.currency('currency', 'required'),
      estimatedMonthlyStorageFee: decimal(cells, 'estimated_monthly_storage_fee', 'required') as string,
      dangerousGoodsStorageType: cells.text('dangerous_goods_storage_type'),
      eligibleForInventoryDiscount: cells.text('eligible_for_inventory_discount'),
      qualifiesForInventoryDiscount: cells.text('qualifies_for_inventory_discount'),
      averageQuantityCustomerOrders: decimal(cells, 'average_quantity_customer_orders'),
      extra: cells.extra(),
    };
  },
};
