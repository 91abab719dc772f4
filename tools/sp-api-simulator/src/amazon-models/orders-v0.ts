import { errorList, inPath, inQuery, type OperationModel } from './operation-model.ts';
import { array, boolean, integer, looseObject, object, oneOf, type Schema, string } from './schema.ts';

/**
 * Orders API v0, as Amazon's public models repository describes it in
 * models/orders-api-model/ordersV0.json (at the snapshot index.ts names): getOrders, getOrder and
 * getOrderItems, all three marked deprecated in favour of Orders 2026-01-01. The stand-in keeps
 * them to prove the client does not call them; its answers are still checked. Dates here are
 * plain strings in the model (no format).
 */

const MODEL = 'ordersV0.json';
const text = string();
const money = object({ CurrencyCode: text, Amount: text });

const address = object({
  Name: text,
  CompanyName: text,
  AddressLine1: text,
  AddressLine2: text,
  AddressLine3: text,
  City: text,
  County: text,
  District: text,
  StateOrRegion: text,
  Municipality: text,
  PostalCode: text,
  CountryCode: text,
  Phone: text,
  ExtendedFields: looseObject(),
  AddressType: oneOf(['Residential', 'Commercial']),
});

const order = object(
  {
    AmazonOrderId: text,
    SellerOrderId: text,
    PurchaseDate: text,
    LastUpdateDate: text,
    OrderStatus: oneOf([
      'Pending',
      'Unshipped',
      'PartiallyShipped',
      'Shipped',
      'Canceled',
      'Unfulfillable',
      'InvoiceUnconfirmed',
      'PendingAvailability',
    ]),
    FulfillmentChannel: oneOf(['MFN', 'AFN']),
    SalesChannel: text,
    OrderChannel: text,
    ShipServiceLevel: text,
    OrderTotal: money,
    NumberOfItemsShipped: integer(),
    NumberOfItemsUnshipped: integer(),
    PaymentExecutionDetail: array(looseObject()),
    PaymentMethod: oneOf(['COD', 'CVS', 'Other']),
    PaymentMethodDetails: array(text),
    MarketplaceId: text,
    ShipmentServiceLevelCategory: text,
    EasyShipShipmentStatus: text,
    CbaDisplayableShippingLabel: text,
    OrderType: oneOf([
      'StandardOrder',
      'LongLeadTimeOrder',
      'Preorder',
      'BackOrder',
      'SourcingOnDemandOrder',
    ]),
    EarliestShipDate: text,
    LatestShipDate: text,
    EarliestDeliveryDate: text,
    LatestDeliveryDate: text,
    IsBusinessOrder: boolean(),
    IsPrime: boolean(),
    IsPremiumOrder: boolean(),
    IsGlobalExpressEnabled: boolean(),
    ReplacedOrderId: text,
    IsReplacementOrder: boolean(),
    PromiseResponseDueDate: text,
    IsEstimatedShipDateSet: boolean(),
    IsSoldByAB: boolean(),
    IsIBA: boolean(),
    DefaultShipFromLocationAddress: address,
    BuyerInvoicePreference: oneOf(['INDIVIDUAL', 'BUSINESS']),
    BuyerTaxInformation: looseObject(),
    FulfillmentInstruction: looseObject(),
    IsISPU: boolean(),
    IsAccessPointOrder: boolean(),
    MarketplaceTaxInfo: looseObject(),
    SellerDisplayName: text,
    ShippingAddress: address,
    BuyerInfo: looseObject(),
    AutomatedShippingSettings: looseObject(),
    HasRegulatedItems: boolean(),
    ElectronicInvoiceStatus: oneOf(['NotRequired', 'NotFound', 'Processing', 'Errored', 'Accepted']),
  },
  ['AmazonOrderId', 'PurchaseDate', 'LastUpdateDate', 'OrderStatus'],
);

const moneyFields = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, money])) as Record<string, Schema>;

const orderItem = object(
  {
    ASIN: text,
    SellerSKU: text,
    OrderItemId: text,
    AssociatedItems: array(looseObject()),
    Title: text,
    QuantityOrdered: integer(),
    QuantityShipped: integer(),
    ProductInfo: object({ NumberOfItems: text }),
    PointsGranted: looseObject(),
    ...moneyFields([
      'ItemPrice',
      'ShippingPrice',
      'ItemTax',
      'ShippingTax',
      'ShippingDiscount',
      'ShippingDiscountTax',
      'PromotionDiscount',
      'PromotionDiscountTax',
      'CODFee',
      'CODFeeDiscount',
    ]),
    PromotionIds: array(text),
    IsGift: text,
    ConditionNote: text,
    ConditionId: text,
    ConditionSubtypeId: text,
    ScheduledDeliveryStartDate: text,
    ScheduledDeliveryEndDate: text,
    PriceDesignation: text,
    TaxCollection: looseObject(),
    SerialNumberRequired: boolean(),
    IsTransparency: boolean(),
    IossNumber: text,
    StoreChainStoreId: text,
    DeemedResellerCategory: oneOf(['IOSS', 'UOSS']),
    BuyerInfo: looseObject(),
    BuyerRequestedCancel: looseObject(),
    SerialNumbers: array(text),
    SubstitutionPreferences: looseObject(),
    Measurement: looseObject(),
    ShippingConstraints: looseObject(),
    AmazonPrograms: looseObject(),
  },
  ['ASIN', 'OrderItemId', 'QuantityOrdered'],
);

const errors = errorList({ payload: looseObject() });

export const ORDERS_V0: readonly OperationModel[] = [
  {
    model: MODEL,
    name: 'getOrders',
    method: 'GET',
    path: '/orders/v0/orders',
    deprecated: true,
    parameters: [
      ...['CreatedAfter', 'CreatedBefore', 'LastUpdatedAfter', 'LastUpdatedBefore'].map((name) =>
        inQuery(name, text),
      ),
      inQuery('OrderStatuses', array(text)),
      inQuery('MarketplaceIds', array(text, { max: 50 }), { required: true }),
      inQuery('FulfillmentChannels', array(text)),
      inQuery('PaymentMethods', array(text)),
      inQuery('BuyerEmail', text),
      inQuery('SellerOrderId', text),
      inQuery('MaxResultsPerPage', integer()),
      inQuery('EasyShipShipmentStatuses', array(text)),
      inQuery('ElectronicInvoiceStatuses', array(text)),
      inQuery('NextToken', text),
      inQuery('AmazonOrderIds', array(text, { max: 50 })),
      inQuery('ActualFulfillmentSupplySourceId', text),
      inQuery('IsISPU', boolean()),
      inQuery('StoreChainStoreId', text),
      ...[
        'EarliestDeliveryDateBefore',
        'EarliestDeliveryDateAfter',
        'LatestDeliveryDateBefore',
        'LatestDeliveryDateAfter',
      ].map((name) => inQuery(name, text)),
    ],
    responses: {
      200: object(
        {
          payload: object(
            { Orders: array(order), NextToken: text, LastUpdatedBefore: text, CreatedBefore: text },
            ['Orders'],
          ),
        },
        ['payload'],
      ),
    },
    errors,
  },
  {
    model: MODEL,
    name: 'getOrder',
    method: 'GET',
    path: '/orders/v0/orders/{orderId}',
    deprecated: true,
    parameters: [inPath('orderId')],
    responses: { 200: object({ payload: order }, ['payload']) },
    errors,
  },
  {
    model: MODEL,
    name: 'getOrderItems',
    method: 'GET',
    path: '/orders/v0/orders/{orderId}/orderItems',
    deprecated: true,
    parameters: [inPath('orderId'), inQuery('NextToken', text)],
    responses: {
      200: object(
        {
          payload: object({ OrderItems: array(orderItem), NextToken: text, AmazonOrderId: text }, [
            'AmazonOrderId',
            'OrderItems',
          ]),
        },
        ['payload'],
      ),
    },
    errors,
  },
];
