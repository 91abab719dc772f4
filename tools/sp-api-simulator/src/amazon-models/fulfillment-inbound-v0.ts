import {
  errorList,
  inPath,
  inQuery,
  type OperationModel,
  present,
  type QueryValues,
} from './operation-model.ts';
import { array, boolean, date, dateTime, integer, number, object, oneOf, string } from './schema.ts';

/**
 * Fulfillment Inbound v0, as Amazon's public models repository describes it in
 * models/fulfillment-inbound-api-model/fulfillmentInboundV0.json (at the snapshot index.ts names):
 * getShipments, getShipmentItemsByShipmentId and getShipmentItems, the reads v0 keeps.
 */

const MODEL = 'fulfillmentInboundV0.json';
const text = string();

/** What a query may filter on: READY_TO_SHIP is a filter value the answers' own enum lacks. */
const STATUS_FILTERS = [
  'WORKING',
  'READY_TO_SHIP',
  'SHIPPED',
  'RECEIVING',
  'CANCELLED',
  'DELETED',
  'CLOSED',
  'ERROR',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
] as const;
const STATUSES = STATUS_FILTERS.filter((status) => status !== 'READY_TO_SHIP');

/** The model's Amount takes two currencies only, USD and GBP (its one use is the box contents fee). */
const amount = object({ CurrencyCode: oneOf(['USD', 'GBP']), Value: number() }, ['CurrencyCode', 'Value']);

const address = object(
  {
    Name: string({ max: 50 }),
    AddressLine1: string({ max: 180 }),
    AddressLine2: string({ max: 60 }),
    DistrictOrCounty: string({ max: 25 }),
    City: string({ max: 30 }),
    StateOrProvinceCode: text,
    CountryCode: text,
    PostalCode: string({ max: 30 }),
  },
  ['Name', 'AddressLine1', 'City', 'StateOrProvinceCode', 'CountryCode', 'PostalCode'],
);

const shipment = object(
  {
    ShipmentId: text,
    ShipmentName: text,
    ShipFromAddress: address,
    DestinationFulfillmentCenterId: text,
    ShipmentStatus: oneOf(STATUSES),
    LabelPrepType: oneOf(['NO_LABEL', 'SELLER_LABEL', 'AMAZON_LABEL']),
    AreCasesRequired: boolean(),
    ConfirmedNeedByDate: date(),
    BoxContentsSource: oneOf(['NONE', 'FEED', '2D_BARCODE', 'INTERACTIVE']),
    EstimatedBoxContentsFee: object({ TotalUnits: integer(), FeePerUnit: amount, TotalFee: amount }),
  },
  ['ShipFromAddress', 'AreCasesRequired'],
);

const PREP_INSTRUCTIONS = [
  'Polybagging',
  'BubbleWrapping',
  'Taping',
  'BlackShrinkWrapping',
  'Labeling',
  'HangGarment',
  'SetCreation',
  'Boxing',
  'RemoveFromHanger',
  'Debundle',
  'SuffocationStickering',
  'CapSealing',
  'SetStickering',
  'BlankStickering',
  'ShipsInProductPackaging',
  'NoPrep',
] as const;

const item = object(
  {
    ShipmentId: text,
    SellerSKU: text,
    FulfillmentNetworkSKU: text,
    QuantityShipped: integer(),
    QuantityReceived: integer(),
    QuantityInCase: integer(),
    ReleaseDate: date(),
    PrepDetailsList: array(
      object({ PrepInstruction: oneOf(PREP_INSTRUCTIONS), PrepOwner: oneOf(['AMAZON', 'SELLER']) }, [
        'PrepInstruction',
        'PrepOwner',
      ]),
    ),
  },
  ['SellerSKU', 'QuantityShipped'],
);

const itemsAnswer = object({ payload: object({ ItemData: array(item), NextToken: text }) }, ['payload']);
const errors = errorList({ payload: object({}) });

/** QueryType's description: which parameters each query type goes with. */
function queryTypeRules(query: QueryValues): string[] {
  const type = query.get('QueryType')?.[0];
  if (type === 'DATE_RANGE' && !(present(query, 'LastUpdatedAfter') && present(query, 'LastUpdatedBefore')))
    return ['DATE_RANGE needs LastUpdatedAfter and LastUpdatedBefore'];
  if (type === 'SHIPMENT' && !present(query, 'ShipmentStatusList') && !present(query, 'ShipmentIdList'))
    return ['SHIPMENT needs ShipmentStatusList or ShipmentIdList'];
  if (type === 'NEXT_TOKEN' && !present(query, 'NextToken')) return ['NEXT_TOKEN needs NextToken'];
  return [];
}

const dates = [inQuery('LastUpdatedAfter', dateTime()), inQuery('LastUpdatedBefore', dateTime())];
const marketplace = inQuery('MarketplaceId', text, { required: true });

export const FULFILLMENT_INBOUND_V0: readonly OperationModel[] = [
  {
    model: MODEL,
    name: 'getShipments',
    method: 'GET',
    path: '/fba/inbound/v0/shipments',
    parameters: [
      inQuery('ShipmentStatusList', array(oneOf(STATUS_FILTERS))),
      inQuery('ShipmentIdList', array(text, { max: 999 })),
      ...dates,
      inQuery('QueryType', oneOf(['SHIPMENT', 'DATE_RANGE', 'NEXT_TOKEN']), { required: true }),
      inQuery('NextToken', text),
      marketplace,
    ],
    responses: {
      200: object({ payload: object({ ShipmentData: array(shipment), NextToken: text }) }, ['payload']),
    },
    errors,
    rules: queryTypeRules,
  },
  {
    model: MODEL,
    name: 'getShipmentItemsByShipmentId',
    method: 'GET',
    path: '/fba/inbound/v0/shipments/{shipmentId}/items',
    // MarketplaceId: "Deprecated. Do not use." in its description.
    parameters: [inPath('shipmentId'), inQuery('MarketplaceId', text, { deprecated: true })],
    responses: { 200: itemsAnswer },
    errors,
  },
  {
    model: MODEL,
    name: 'getShipmentItems',
    method: 'GET',
    path: '/fba/inbound/v0/shipmentItems',
    parameters: [
      ...dates,
      inQuery('QueryType', oneOf(['DATE_RANGE', 'NEXT_TOKEN']), { required: true }),
      inQuery('NextToken', text),
      marketplace,
    ],
    responses: { 200: itemsAnswer },
    errors,
    rules: queryTypeRules,
  },
];
