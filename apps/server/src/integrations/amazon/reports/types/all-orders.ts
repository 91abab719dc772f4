import type { Cells } from '../cells.ts';
import type { ReportSpec } from '../report-spec.ts';
import type { OrderLineRow } from '../rows.ts';

// Header as Amazon writes it (32 columns; sources in ../README.md). Extra columns seen in the wild
// (is-sold-by-ab in the EU, cpf in Brazil, signature-confirmation-recommended) are kept in `extra`.
const HEADER = [
  'amazon-order-id',
  'merchant-order-id',
  'purchase-date',
  'last-updated-date',
  'order-status',
  'fulfillment-channel',
  'sales-channel',
  'order-channel',
  'url',
  'ship-service-level',
  'product-name',
  'sku',
  'asin',
  'item-status',
  'quantity',
  'currency',
  'item-price',
  'item-tax',
  'shipping-price',
  'shipping-tax',
  'gift-wrap-price',
  'gift-wrap-tax',
  'item-promotion-discount',
  'ship-promotion-discount',
  'ship-city',
  'ship-state',
  'ship-postal-code',
  'ship-country',
  'promotion-ids',
  'is-business-order',
  'purchase-order-number',
  'price-designation',
] as const;

/** The report says `Amazon`/`Merchant`; the Orders API, and everything downstream, AFN/MFN. */
const CHANNELS: ReadonlyMap<string, 'AFN' | 'MFN'> = new Map([
  ['amazon', 'AFN'],
  ['afn', 'AFN'],
  ['merchant', 'MFN'],
  ['mfn', 'MFN'],
]);

function fulfillmentChannel(cells: Cells): 'AFN' | 'MFN' {
  const text = cells.text('fulfillment-channel', 'required');
  return (
    CHANNELS.get(text.toLowerCase()) ??
    cells.invalid('fulfillment-channel', text, 'is neither Amazon nor Merchant')
  );
}

export const allOrders: ReportSpec<OrderLineRow> = {
  type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  header: HEADER,
  required: ['amazon-order-id', 'purchase-date', 'order-status', 'fulfillment-channel', 'sku', 'quantity'],
  quoted: false,
  read(cells) {
    // Read before the amounts, which are in it; a cancelled line has neither (null, not 0).
    const currency = cells.currency('currency');
    return {
      amazonOrderId: cells.text('amazon-order-id', 'required'),
      merchantOrderId: cells.text('merchant-order-id'),
      purchaseDate: cells.timestamp('purchase-date', 'required'),
      lastUpdatedDate: cells.timestamp('last-updated-date'),
      orderStatus: cells.text('order-status', 'required'),
      fulfillmentChannel: fulfillmentChannel(cells),
      salesChannel: cells.text('sales-channel'),
      orderChannel: cells.text('order-channel'),
      url: cells.text('url'),
      shipServiceLevel: cells.text('ship-service-level'),
      productName: cells.text('product-name'),
      sku: cells.text('sku', 'required'),
      asin: cells.text('asin'),
      itemStatus: cells.text('item-status'),
      quantity: cells.count('quantity', 'required'),
      currency,
      itemPrice: cells.money('item-price', currency),
      itemTax: cells.money('item-tax', currency),
      shippingPrice: cells.money('shipping-price', currency),
      shippingTax: cells.money('shipping-tax', currency),
      giftWrapPrice: cells.money('gift-wrap-price', currency),
      giftWrapTax: cells.money('gift-wrap-tax', currency),
      itemPromotionDiscount: cells.money('item-promotion-discount', currency),
      shipPromotionDiscount: cells.money('ship-promotion-discount', currency),
      shipCity: cells.text('ship-city'),
      shipState: cells.text('ship-state'),
      shipPostalCode: cells.text('ship-postal-code'),
      shipCountry: cells.country('ship-country'),
      promotionIds: cells.text('promotion-ids'),
      isBusinessOrder: cells.boolean('is-business-order'),
      purchaseOrderNumber: cells.text('purchase-order-number'),
      priceDesignation: cells.text('price-designation'),
      extra: cells.extra(),
    };
  },
};
