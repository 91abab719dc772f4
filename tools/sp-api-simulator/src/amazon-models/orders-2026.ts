import { errorList, inPath, inQuery, type OperationModel, present } from './operation-model.ts';
import { array, dateTime, integer, looseObject, object, oneOf, string } from './schema.ts';

/**
 * Orders API 2026-01-01, as Amazon's public models repository describes it in
 * models/orders-api-model/orders_2026-01-01.json (at the snapshot index.ts names): searchOrders
 * and getOrder. The parts of an order nobody here reads (buyer, payment, tax, packages,
 * expenses…) are only named; enums the model gives in a field's description ("Possible values")
 * are checked as enums.
 */

const MODEL = 'orders_2026-01-01.json';
const FULFILLMENT_STATUSES = [
  'PENDING_AVAILABILITY',
  'PENDING',
  'UNSHIPPED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'CANCELLED',
  'UNFULFILLABLE',
] as const;
const INCLUDED_DATA = [
  'BUYER',
  'RECIPIENT',
  'PROCEEDS',
  'EXPENSE',
  'PROMOTION',
  'CANCELLATION',
  'FULFILLMENT',
  'PACKAGES',
  'TAX',
  'PAYMENT',
  'FULFILLMENT_ORDERS',
] as const;
const ITEM_PROCEEDS = ['ITEM', 'SHIPPING', 'GIFT_WRAP', 'COD_FEE', 'OTHER', 'TAX', 'DISCOUNT'] as const;
const ORDER_PROCEEDS = [...ITEM_PROCEEDS, 'DELIVERY_TIP'] as const;
const DETAILED_PROCEEDS = ['ITEM', 'SHIPPING', 'GIFT_WRAP', 'COD_FEE', 'OTHER', 'DISCOUNT'] as const;
const SERVICE_LEVELS = [
  'EXPEDITED',
  'FREE_ECONOMY',
  'NEXT_DAY',
  'PRIORITY',
  'SAME_DAY',
  'SECOND_DAY',
  'SCHEDULED',
  'STANDARD',
] as const;
const ORDER_PROGRAMS = [
  'AMAZON_BAZAAR',
  'AMAZON_BUSINESS',
  'AMAZON_EASY_SHIP',
  'AMAZON_HAUL',
  'DELIVERY_BY_AMAZON',
  'FBM_SHIP_PLUS',
  'INVOICE_BY_AMAZON',
  'IN_STORE_PICK_UP',
  'PREMIUM',
  'PREORDER',
  'PRIME',
] as const;
const CONDITIONS = ['NEW', 'USED', 'COLLECTIBLE', 'REFURBISHED', 'PREORDER', 'CLUB'] as const;
const CONDITION_SUBTYPES = [
  'NEW',
  'MINT',
  'VERY_GOOD',
  'GOOD',
  'ACCEPTABLE',
  'POOR',
  'CLUB',
  'OEM',
  'WARRANTY',
  'REFURBISHED_WARRANTY',
  'REFURBISHED',
  'OPEN_BOX',
  'ANY',
  'OTHER',
] as const;
const PARTIES = ['BUYER', 'MERCHANT', 'AMAZON'] as const;

/** Money: a decimal number written as a string (no loss of precision), and its currency. */
const money = object({ amount: string({ pattern: /^-?\d+(\.\d+)?$/ }), currencyCode: string() }, [
  'amount',
  'currencyCode',
]);
const window = object({ earliestDateTime: dateTime(), latestDateTime: dateTime() });
const text = string();

const deliveryAddress = object({
  name: text,
  companyName: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  city: text,
  districtOrCounty: text,
  stateOrRegion: text,
  municipality: text,
  postalCode: text,
  countryCode: text,
  phone: text,
  extendedFields: looseObject(),
  addressType: text,
});

const orderItem = object(
  {
    orderItemId: text,
    quantityOrdered: integer(),
    measurement: looseObject(),
    associatedOrderItems: array(looseObject()),
    programs: array(oneOf(['TRANSPARENCY', 'SUBSCRIBE_AND_SAVE'])),
    product: object({
      asin: text,
      title: text,
      sellerSku: text,
      condition: object({
        conditionType: oneOf(CONDITIONS),
        conditionSubtype: oneOf(CONDITION_SUBTYPES),
        conditionNote: text,
      }),
      price: object({ unitPrice: money, priceDesignation: oneOf(['BUSINESS_PRICE']) }),
      serialNumbers: array(text),
      customization: looseObject(),
    }),
    proceeds: object({
      proceedsTotal: money,
      breakdowns: array(
        object(
          {
            type: oneOf(ITEM_PROCEEDS),
            subtotal: money,
            detailedBreakdowns: array(object({ subtype: oneOf(DETAILED_PROCEEDS), value: money })),
          },
          ['type', 'subtotal'],
        ),
      ),
    }),
    expense: looseObject(),
    promotion: object({ breakdowns: array(object({ promotionId: text })) }),
    cancellation: object({
      cancellationRequest: object({ requester: text, cancelReason: text }),
      cancellationExecution: object({ cancelledBy: oneOf(PARTIES), cancelReason: text }),
    }),
    fulfillment: object({
      quantityFulfilled: integer(),
      quantityUnfulfilled: integer(),
      picking: looseObject(),
      packing: looseObject(),
      shipping: looseObject(),
    }),
    tax: looseObject(),
  },
  ['orderItemId', 'quantityOrdered', 'product'],
);

const order = object(
  {
    orderId: text,
    orderAliases: array(object({ aliasId: text, aliasType: text }, ['aliasId', 'aliasType'])),
    createdTime: dateTime(),
    lastUpdatedTime: dateTime(),
    programs: array(oneOf(ORDER_PROGRAMS)),
    associatedOrders: array(object({ orderId: text, associationType: text })),
    salesChannel: object(
      { channelName: oneOf(['AMAZON', 'NON_AMAZON']), marketplaceId: text, marketplaceName: text },
      ['channelName'],
    ),
    buyer: looseObject(),
    recipient: object({ deliveryAddress, deliveryPreference: looseObject() }),
    proceeds: object({
      grandTotal: money,
      breakdowns: array(
        object({ type: oneOf(ORDER_PROCEEDS), status: text, subtotal: money }, ['type', 'subtotal']),
      ),
    }),
    payment: looseObject(),
    tax: looseObject(),
    fulfillment: object(
      {
        fulfillmentStatus: oneOf(FULFILLMENT_STATUSES),
        fulfilledBy: oneOf(['MERCHANT', 'AMAZON']),
        fulfillmentServiceLevel: oneOf(SERVICE_LEVELS),
        shipByWindow: window,
        deliverByWindow: window,
        labelPrintingWindow: window,
      },
      ['fulfillmentStatus'],
    ),
    orderItems: array(orderItem),
    packages: array(looseObject()),
    fulfillmentOrders: array(object({ fulfillmentOrderId: text }, ['fulfillmentOrderId'])),
  },
  ['orderId', 'createdTime', 'lastUpdatedTime', 'salesChannel', 'orderItems'],
);

const includedData = inQuery('includedData', array(oneOf(INCLUDED_DATA)));

export const ORDERS_2026: readonly OperationModel[] = [
  {
    model: MODEL,
    name: 'searchOrders',
    method: 'GET',
    path: '/orders/2026-01-01/orders',
    parameters: [
      inQuery('createdAfter', dateTime()),
      inQuery('createdBefore', dateTime()),
      inQuery('lastUpdatedAfter', dateTime()),
      inQuery('lastUpdatedBefore', dateTime()),
      inQuery('fulfillmentStatuses', array(oneOf(FULFILLMENT_STATUSES))),
      inQuery('marketplaceIds', array(string(), { max: 50 })),
      inQuery('fulfilledBy', array(oneOf(['MERCHANT', 'AMAZON']))),
      // 1 to 100: in the parameter's description, not its schema.
      inQuery('maxResultsPerPage', integer({ min: 1, max: 100 })),
      inQuery('paginationToken', string()),
      includedData,
    ],
    responses: {
      200: object(
        {
          orders: array(order),
          pagination: object({ nextToken: text }),
          lastUpdatedBefore: dateTime(),
          createdBefore: dateTime(),
        },
        ['orders'],
      ),
    },
    errors: errorList(),
    // In the descriptions of the four dates.
    rules: (query) => {
      const created = present(query, 'createdAfter');
      const updated = present(query, 'lastUpdatedAfter');
      if (created === updated) return ['searchOrders: exactly one of createdAfter and lastUpdatedAfter'];
      if (created && present(query, 'lastUpdatedBefore'))
        return ['searchOrders: lastUpdatedBefore only with lastUpdatedAfter'];
      if (updated && present(query, 'createdBefore'))
        return ['searchOrders: createdBefore only with createdAfter'];
      return [];
    },
  },
  {
    model: MODEL,
    name: 'getOrder',
    method: 'GET',
    path: '/orders/2026-01-01/orders/{orderId}',
    parameters: [inPath('orderId'), includedData],
    responses: { 200: object({ order }, ['order']) },
    errors: errorList(),
  },
];
