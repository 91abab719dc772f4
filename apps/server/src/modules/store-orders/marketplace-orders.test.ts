import { describe, expect, it } from 'vitest';
import { order2026 } from '../../integrations/amazon/client/models/orders-2026.ts';
import type { OrderLineRow } from '../../integrations/amazon/reports/index.ts';
import { fileOf, readText, rowsOf } from '../../integrations/amazon/reports/testing.ts';
import { REPORT_HEADERS } from '../../integrations/amazon/reports/types/index.ts';
import { orderLinesOf, reportOrderStatus } from './marketplace-orders.domain.ts';
import { ordersOf } from './orders-report.writer.ts';

/**
 * The same orders two ways: as the Orders API (2026-01-01) answers them and as the all-orders
 * report states them. Both must make the same store orders: the report's reader and grouping on
 * one side, orderLinesOf and the same grouping on the other.
 */

const TYPE = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const skuIds = new Map([
  ['MUG-RED', 1],
  ['MUG-BLUE', 2],
  ['KETTLE', 3],
]);
const skuIdOf = (sku: string) => skuIds.get(sku);
const channelIdOf = (name: string) => (name === 'Amazon.de' ? 10 : name === 'Amazon.com' ? 11 : null);
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A DE order to a German address: two lines of one SKU (added together), shipping paid, a promotion. */
const shippedDe = {
  orderId: '302-1111111-2222222',
  orderAliases: [{ aliasId: 'MY-1001', aliasType: 'SELLER_ORDER_ID' }],
  createdTime: '2025-06-10T08:00:00Z',
  lastUpdatedTime: '2025-06-11T09:30:00Z',
  programs: ['PRIME'],
  salesChannel: { channelName: 'AMAZON', marketplaceId: 'A1PA6795UKMFR9', marketplaceName: 'Amazon.de' },
  recipient: {
    deliveryAddress: { city: 'München', stateOrRegion: 'Bayern', postalCode: '80331', countryCode: 'DE' },
  },
  fulfillment: { fulfillmentStatus: 'SHIPPED', fulfilledBy: 'MERCHANT', fulfillmentServiceLevel: 'STANDARD' },
  orderItems: [
    {
      orderItemId: '10000000000100',
      quantityOrdered: 2,
      product: { asin: 'B000000001', title: 'Becher – rot', sellerSku: 'MUG-RED' },
      proceeds: {
        proceedsTotal: eur('39.98'),
        breakdowns: [
          { type: 'ITEM', subtotal: eur('39.98') },
          { type: 'SHIPPING', subtotal: eur('4.99') },
          {
            type: 'TAX',
            subtotal: eur('7.18'),
            detailedBreakdowns: [
              { subtype: 'ITEM', value: eur('6.38') },
              { subtype: 'SHIPPING', value: eur('0.80') },
            ],
          },
          {
            type: 'DISCOUNT',
            subtotal: eur('-4.00'),
            detailedBreakdowns: [{ subtype: 'ITEM', value: eur('-4.00') }],
          },
        ],
      },
      promotion: { breakdowns: [{ promotionId: 'SUMMER-10' }] },
      fulfillment: { quantityFulfilled: 2, quantityUnfulfilled: 0 },
    },
    {
      orderItemId: '10000000000101',
      quantityOrdered: 1,
      product: { asin: 'B000000001', title: 'Becher – rot', sellerSku: 'MUG-RED' },
      proceeds: {
        breakdowns: [
          { type: 'ITEM', subtotal: eur('19.99') },
          {
            type: 'TAX',
            subtotal: eur('3.19'),
            detailedBreakdowns: [{ subtype: 'ITEM', value: eur('3.19') }],
          },
        ],
      },
      fulfillment: { quantityFulfilled: 1, quantityUnfulfilled: 0 },
    },
    {
      orderItemId: '10000000000102',
      quantityOrdered: 1,
      product: { asin: 'B000000003', title: 'Wasserkocher', sellerSku: 'KETTLE' },
      proceeds: {
        breakdowns: [
          { type: 'ITEM', subtotal: eur('49.99') },
          {
            type: 'TAX',
            subtotal: eur('7.98'),
            detailedBreakdowns: [{ subtype: 'ITEM', value: eur('7.98') }],
          },
        ],
      },
      fulfillment: { quantityFulfilled: 1, quantityUnfulfilled: 0 },
    },
  ],
};

/** A US business order Amazon fulfils, not shipped yet. */
const unshippedUs = {
  orderId: '113-3333333-4444444',
  createdTime: '2025-06-12T20:00:00Z',
  lastUpdatedTime: '2025-06-12T20:30:00Z',
  programs: ['PRIME', 'AMAZON_BUSINESS'],
  salesChannel: { channelName: 'AMAZON', marketplaceId: 'ATVPDKIKX0DER', marketplaceName: 'Amazon.com' },
  recipient: {
    deliveryAddress: { city: 'Austin', stateOrRegion: 'TX', postalCode: '73301', countryCode: 'US' },
  },
  fulfillment: {
    fulfillmentStatus: 'UNSHIPPED',
    fulfilledBy: 'AMAZON',
    fulfillmentServiceLevel: 'EXPEDITED',
  },
  orderItems: [
    {
      orderItemId: '20000000000100',
      quantityOrdered: 3,
      product: {
        asin: 'B000000002',
        title: 'Mug, blue',
        sellerSku: 'MUG-BLUE',
        price: { unitPrice: usd('12.00'), priceDesignation: 'BUSINESS_PRICE' },
      },
      proceeds: {
        breakdowns: [
          { type: 'ITEM', subtotal: usd('36.00') },
          { type: 'SHIPPING', subtotal: usd('5.99') },
          {
            type: 'TAX',
            subtotal: usd('2.90'),
            detailedBreakdowns: [
              { subtype: 'ITEM', value: usd('2.52') },
              { subtype: 'SHIPPING', value: usd('0.38') },
            ],
          },
        ],
      },
      fulfillment: { quantityFulfilled: 0, quantityUnfulfilled: 3 },
    },
  ],
};

/** A cancelled order. */
const cancelledUs = {
  ...unshippedUs,
  orderId: '113-5555555-6666666',
  programs: [],
  fulfillment: { fulfillmentStatus: 'CANCELLED', fulfilledBy: 'AMAZON', fulfillmentServiceLevel: 'STANDARD' },
  orderItems: [
    {
      orderItemId: '30000000000100',
      quantityOrdered: 1,
      product: { asin: 'B000000002', title: 'Mug, blue', sellerSku: 'MUG-BLUE' },
      proceeds: {
        breakdowns: [
          { type: 'ITEM', subtotal: usd('12.00') },
          {
            type: 'TAX',
            subtotal: usd('0.84'),
            detailedBreakdowns: [{ subtype: 'ITEM', value: usd('0.84') }],
          },
        ],
      },
      fulfillment: { quantityFulfilled: 0, quantityUnfulfilled: 0 },
    },
  ],
};

/** The same three orders as the all-orders report writes them. */
const REPORT = fileOf(REPORT_HEADERS[TYPE], [
  ...(
    [
      {
        quantity: '2',
        'item-price': '39.98',
        'item-tax': '6.38',
        'shipping-price': '4.99',
        'shipping-tax': '0.80',
        'item-promotion-discount': '-4.00',
        'promotion-ids': 'SUMMER-10',
      },
      { quantity: '1', 'item-price': '19.99', 'item-tax': '3.19' },
    ] as Record<string, string>[]
  ).map((line) => ({
    'amazon-order-id': '302-1111111-2222222',
    'merchant-order-id': 'MY-1001',
    'purchase-date': '2025-06-10T08:00:00+00:00',
    'last-updated-date': '2025-06-11T09:30:00+00:00',
    'order-status': 'Shipped',
    'fulfillment-channel': 'Merchant',
    'sales-channel': 'Amazon.de',
    'ship-service-level': 'Standard',
    'product-name': 'Becher – rot',
    sku: 'MUG-RED',
    asin: 'B000000001',
    'item-status': 'Shipped',
    currency: 'EUR',
    'ship-city': 'München',
    'ship-state': 'Bayern',
    'ship-postal-code': '80331',
    'ship-country': 'DE',
    'is-business-order': 'false',
    ...line,
  })),
  {
    'amazon-order-id': '302-1111111-2222222',
    'merchant-order-id': 'MY-1001',
    'purchase-date': '2025-06-10T08:00:00+00:00',
    'last-updated-date': '2025-06-11T09:30:00+00:00',
    'order-status': 'Shipped',
    'fulfillment-channel': 'Merchant',
    'sales-channel': 'Amazon.de',
    'ship-service-level': 'Standard',
    'product-name': 'Wasserkocher',
    sku: 'KETTLE',
    asin: 'B000000003',
    'item-status': 'Shipped',
    quantity: '1',
    currency: 'EUR',
    'item-price': '49.99',
    'item-tax': '7.98',
    'ship-city': 'München',
    'ship-state': 'Bayern',
    'ship-postal-code': '80331',
    'ship-country': 'DE',
    'is-business-order': 'false',
  },
  {
    'amazon-order-id': '113-3333333-4444444',
    'purchase-date': '2025-06-12T20:00:00+00:00',
    'last-updated-date': '2025-06-12T20:30:00+00:00',
    'order-status': 'Pending',
    'fulfillment-channel': 'Amazon',
    'sales-channel': 'Amazon.com',
    'ship-service-level': 'Expedited',
    'product-name': 'Mug, blue',
    sku: 'MUG-BLUE',
    asin: 'B000000002',
    'item-status': 'Unshipped',
    quantity: '3',
    currency: 'USD',
    'item-price': '36.00',
    'item-tax': '2.52',
    'shipping-price': '5.99',
    'shipping-tax': '0.38',
    'ship-city': 'Austin',
    'ship-state': 'TX',
    'ship-postal-code': '73301',
    'ship-country': 'US',
    'is-business-order': 'true',
    'price-designation': 'BusinessPrice',
  },
  {
    'amazon-order-id': '113-5555555-6666666',
    'purchase-date': '2025-06-12T20:00:00+00:00',
    'last-updated-date': '2025-06-12T20:30:00+00:00',
    'order-status': 'Cancelled',
    'fulfillment-channel': 'Amazon',
    'sales-channel': 'Amazon.com',
    'ship-service-level': 'Standard',
    'product-name': 'Mug, blue',
    sku: 'MUG-BLUE',
    asin: 'B000000002',
    'item-status': 'Cancelled',
    quantity: '1',
    currency: 'USD',
    'item-price': '12.00',
    'item-tax': '0.84',
    'ship-city': 'Austin',
    'ship-state': 'TX',
    'ship-postal-code': '73301',
    'ship-country': 'US',
    'is-business-order': 'false',
  },
]);

const parsed = (json: unknown) => order2026.parse(json);
const numbered = (rows: readonly OrderLineRow[]) => rows.map((row, index) => ({ line: index + 2, row }));

describe('an order read through the Orders API, as the all-orders report states it', () => {
  it('makes the store orders the report makes: same columns, statuses and amounts', async () => {
    const fromReport = ordersOf(numbered(rowsOf(await readText(TYPE, REPORT))), skuIdOf, channelIdOf);
    const fromApi = ordersOf(
      numbered([shippedDe, unshippedUs, cancelledUs].map(parsed).flatMap(orderLinesOf)),
      skuIdOf,
      channelIdOf,
    );
    expect(fromApi).toEqual(fromReport);
    // What the comparison covers, spelled out once.
    expect(fromApi[0]).toMatchObject({
      orderId: '302-1111111-2222222',
      merchantOrderId: 'MY-1001',
      salesChannelId: 10,
      status: 'Shipped',
      fulfillmentChannel: 'MFN',
      currency: 'EUR',
      shipCountry: 'DE',
      isBusinessOrder: false,
      items: [
        {
          sellerSku: 'MUG-RED',
          quantity: 3,
          itemPrice: 5997,
          itemTax: 957,
          shippingPrice: 499,
          shippingTax: 80,
          itemPromotionDiscount: -400,
          shipPromotionDiscount: null,
          itemStatus: 'Shipped',
        },
        { sellerSku: 'KETTLE', quantity: 1, itemPrice: 4999, shippingPrice: null },
      ],
    });
    expect(fromApi.map((order) => order.status)).toEqual(['Shipped', 'Pending', 'Cancelled']);
  });

  it('reads every field the report has, line by line', async () => {
    const reportRows = rowsOf(await readText(TYPE, REPORT)).filter(
      (row) => row.amazonOrderId === unshippedUs.orderId,
    );
    expect(orderLinesOf(parsed(unshippedUs))).toEqual(
      reportRows.map((row) => ({ ...row, giftWrapPrice: null, giftWrapTax: null })),
    );
  });

  it("keeps the API's word for statuses the report has none for, and names a non-Amazon channel as the report does", () => {
    expect(['PENDING', 'PENDING_AVAILABILITY', 'UNSHIPPED'].map(reportOrderStatus)).toEqual([
      'Pending',
      'Pending',
      'Pending',
    ]);
    expect(reportOrderStatus('PARTIALLY_SHIPPED')).toBe('PartiallyShipped');
    expect(reportOrderStatus('UNFULFILLABLE')).toBe('Unfulfillable');
    expect(reportOrderStatus('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    const partly = parsed({
      ...unshippedUs,
      salesChannel: { channelName: 'NON_AMAZON' },
      fulfillment: { fulfillmentStatus: 'PARTIALLY_SHIPPED', fulfilledBy: 'AMAZON' },
      orderItems: [
        { ...unshippedUs.orderItems[0], fulfillment: { quantityFulfilled: 3, quantityUnfulfilled: 0 } },
        {
          orderItemId: '2',
          quantityOrdered: 1,
          product: { sellerSku: 'KETTLE' },
          fulfillment: { quantityFulfilled: 0, quantityUnfulfilled: 1 },
        },
        // No seller SKU: the report has no line for it either.
        { orderItemId: '3', quantityOrdered: 1, product: { asin: 'B0000000X' } },
      ],
    });
    expect(
      orderLinesOf(partly).map((line) => [
        line.sku,
        line.orderStatus,
        line.itemStatus,
        line.salesChannel,
        line.currency,
      ]),
    ).toEqual([
      ['MUG-BLUE', 'PartiallyShipped', 'Shipped', 'Non-Amazon', 'USD'],
      ['KETTLE', 'PartiallyShipped', 'Unshipped', 'Non-Amazon', null],
    ]);
  });

  it('refuses an order without its fulfillment, and an amount it cannot read', () => {
    const { fulfillment: _, ...bare } = shippedDe;
    expect(() => orderLinesOf(parsed(bare))).toThrow(/includedData FULFILLMENT/);
    const odd = parsed({
      ...unshippedUs,
      orderItems: [
        {
          ...unshippedUs.orderItems[0],
          proceeds: { breakdowns: [{ type: 'ITEM', subtotal: usd('12.345') }] },
        },
      ],
    });
    expect(() => orderLinesOf(odd)).toThrow(/unreadable amount 12.345 USD/);
  });
});
