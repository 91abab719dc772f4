import { parseDecimal } from '../fields.ts';
import type { ReportSpec } from '../report-spec.ts';
import type { FbaInventoryRow } from '../rows.ts';

// The first 18 columns are confirmed from real files, the last 3 from Amazon's own sample
// generator (sources in ../README.md).
const HEADER = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'your-price',
  'mfn-listing-exists',
  'mfn-fulfillable-quantity',
  'afn-listing-exists',
  'afn-warehouse-quantity',
  'afn-fulfillable-quantity',
  'afn-unsellable-quantity',
  'afn-reserved-quantity',
  'afn-total-quantity',
  'per-unit-volume',
  'afn-inbound-working-quantity',
  'afn-inbound-shipped-quantity',
  'afn-inbound-receiving-quantity',
  'afn-researching-quantity',
  'afn-reserved-future-supply',
  'afn-future-supply-buyable',
] as const;

export const fbaInventory: ReportSpec<FbaInventoryRow> = {
  type: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
  header: HEADER,
  required: ['sku', 'afn-fulfillable-quantity'],
  quoted: false,
  read(cells, { currency }) {
    const priceText = cells.text('your-price');
    const yourPriceText = priceText === null ? null : (parseDecimal(priceText) ?? null);
    if (priceText !== null && yourPriceText === null)
      cells.invalid('your-price', priceText, 'is not an amount');
    return {
      sku: cells.text('sku', 'required'),
      fnsku: cells.text('fnsku'),
      asin: cells.text('asin'),
      productName: cells.text('product-name'),
      condition: cells.text('condition'),
      yourPrice: currency ? cells.money('your-price', currency) : null,
      yourPriceText,
      mfnListingExists: cells.boolean('mfn-listing-exists'),
      mfnFulfillableQuantity: cells.wholeNumber('mfn-fulfillable-quantity'),
      afnListingExists: cells.boolean('afn-listing-exists'),
      afnWarehouseQuantity: cells.wholeNumber('afn-warehouse-quantity'),
      afnFulfillableQuantity: cells.wholeNumber('afn-fulfillable-quantity', 'required'),
      afnUnsellableQuantity: cells.wholeNumber('afn-unsellable-quantity'),
      afnReservedQuantity: cells.wholeNumber('afn-reserved-quantity'),
      afnTotalQuantity: cells.wholeNumber('afn-total-quantity'),
      perUnitVolume: cells.measure('per-unit-volume'),
      afnInboundWorkingQuantity: cells.wholeNumber('afn-inbound-working-quantity'),
      afnInboundShippedQuantity: cells.wholeNumber('afn-inbound-shipped-quantity'),
      afnInboundReceivingQuantity: cells.wholeNumber('afn-inbound-receiving-quantity'),
      afnResearchingQuantity: cells.wholeNumber('afn-researching-quantity'),
      afnReservedFutureSupply: cells.wholeNumber('afn-reserved-future-supply'),
      afnFutureSupplyBuyable: cells.wholeNumber('afn-future-supply-buyable'),
      extra: cells.extra(),
    };
  },
};
