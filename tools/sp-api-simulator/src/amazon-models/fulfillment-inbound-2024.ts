import { errorList, inPath, inQuery, type OperationModel } from './operation-model.ts';
import {
  array,
  dateTime,
  integer,
  looseObject,
  number,
  object,
  oneOf,
  type Schema,
  string,
} from './schema.ts';

/**
 * Fulfillment Inbound 2024-03-20, as Amazon's public models repository describes it in
 * models/fulfillment-inbound-api-model/fulfillmentInbound_2024-03-20.json (at the snapshot
 * index.ts names): listInboundPlans, getInboundPlan, listInboundPlanItems, getShipment and
 * listShipmentItems. Statuses and owners are plain strings in the schema with their values in the
 * description ("Possible values"): checked as enums here. Parts nobody here reads (transport,
 * appointments, tracking…) are only named.
 */

const MODEL = 'fulfillmentInbound_2024-03-20.json';
const id = (): Schema => string({ min: 38, max: 38, pattern: /^[a-zA-Z0-9-]*$/ });
const sized = (min: number, max: number) => string({ min, max });
const PLAN_STATUSES = ['ACTIVE', 'VOIDED', 'SHIPPED', 'ERRORED'] as const;
const SHIPMENT_STATUSES = [
  'ABANDONED',
  'CANCELLED',
  'CHECKED_IN',
  'CLOSED',
  'DELETED',
  'DELIVERED',
  'IN_TRANSIT',
  'MIXED',
  'READY_TO_SHIP',
  'RECEIVING',
  'SHIPPED',
  'UNCONFIRMED',
  'WORKING',
] as const;
const OWNERS = ['AMAZON', 'SELLER', 'NONE'] as const;
const PREP_TYPES = [
  'ITEM_LABELING',
  'ITEM_BUBBLEWRAP',
  'ITEM_POLYBAGGING',
  'ITEM_TAPING',
  'ITEM_BLACK_SHRINKWRAP',
  'ITEM_HANG_GARMENT',
  'ITEM_BOXING',
  'ITEM_SETCREAT',
  'ITEM_RMOVHANG',
  'ITEM_SUFFOSTK',
  'ITEM_CAP_SEALING',
  'ITEM_DEBUNDLE',
  'ITEM_SETSTK',
  'ITEM_SIOC',
  'ITEM_NO_PREP',
  'ADULT',
  'BABY',
  'TEXTILE',
  'HANGER',
  'FRAGILE',
  'LIQUID',
  'SHARP',
  'SMALL',
  'PERFORATED',
  'GRANULAR',
  'SET',
  'FC_PROVIDED',
  'UNKNOWN',
  'NONE',
] as const;

const address = object(
  {
    addressLine1: sized(1, 180),
    addressLine2: sized(1, 60),
    city: sized(1, 30),
    companyName: sized(1, 50),
    countryCode: string({ min: 2, max: 2, pattern: /^[A-Z]{2}$/ }),
    districtOrCounty: sized(1, 50),
    email: sized(1, 1024),
    name: sized(1, 50),
    phoneNumber: sized(1, 20),
    postalCode: sized(1, 32),
    stateOrProvinceCode: sized(1, 64),
  },
  ['addressLine1', 'city', 'countryCode', 'name', 'postalCode'],
);

const summaryFields = {
  createdAt: dateTime(),
  inboundPlanId: id(),
  lastUpdatedAt: dateTime(),
  marketplaceIds: array(sized(1, 20)),
  name: string(),
  sourceAddress: address,
  status: oneOf(PLAN_STATUSES),
};
const SUMMARY_REQUIRED = [
  'createdAt',
  'inboundPlanId',
  'lastUpdatedAt',
  'marketplaceIds',
  'name',
  'sourceAddress',
  'status',
] as const;

const plan = object(
  {
    ...summaryFields,
    packingOptions: array(
      object({ packingOptionId: id(), status: sized(1, 1024) }, ['packingOptionId', 'status']),
    ),
    placementOptions: array(
      object({ placementOptionId: id(), status: oneOf(['OFFERED', 'ACCEPTED']) }, [
        'placementOptionId',
        'status',
      ]),
    ),
    shipments: array(
      object({ shipmentId: id(), status: oneOf(SHIPMENT_STATUSES) }, ['shipmentId', 'status']),
    ),
  },
  SUMMARY_REQUIRED,
);

const pagination = object({ nextToken: sized(1, 1024) });

const item = object(
  {
    asin: sized(1, 10),
    expiration: string({ pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ }),
    fnsku: sized(1, 10),
    labelOwner: oneOf(OWNERS),
    manufacturingLotCode: sized(1, 256),
    msku: sized(1, 255),
    prepInstructions: array(
      object({
        fee: object({ amount: number(), code: sized(3, 3) }, ['amount', 'code']),
        prepOwner: oneOf(OWNERS),
        prepType: oneOf(PREP_TYPES),
      }),
    ),
    quantity: integer({ min: 1, max: 500_000 }),
  },
  ['asin', 'fnsku', 'labelOwner', 'msku', 'prepInstructions', 'quantity'],
);
const itemsAnswer = object({ items: array(item), pagination }, ['items']);

const shipment = object(
  {
    amazonReferenceId: sized(1, 1024),
    contactInformation: looseObject(),
    dates: looseObject(),
    destination: object(
      {
        address,
        destinationType: oneOf(['AMAZON_OPTIMIZED', 'AMAZON_WAREHOUSE']),
        warehouseId: sized(1, 1024),
      },
      ['destinationType'],
    ),
    freightInformation: looseObject(),
    name: string(),
    placementOptionId: id(),
    selectedDeliveryWindow: looseObject(),
    selectedTransportationOptionId: id(),
    selfShipAppointmentDetails: array(looseObject()),
    shipmentConfirmationId: sized(1, 1024),
    shipmentId: id(),
    source: object({ address, sourceType: oneOf(['SELLER_FACILITY']) }, ['sourceType']),
    status: oneOf(SHIPMENT_STATUSES),
    trackingDetails: looseObject(),
  },
  ['destination', 'placementOptionId', 'shipmentId', 'source'],
);

const paging = (max: number) => [
  inQuery('pageSize', integer({ min: 1, max })),
  inQuery('paginationToken', sized(0, 1024)),
];
const planId = inPath('inboundPlanId', id());
const shipmentId = inPath('shipmentId', id());
const errors = errorList();
const BASE = '/inbound/fba/2024-03-20/inboundPlans';

export const FULFILLMENT_INBOUND_2024: readonly OperationModel[] = [
  {
    model: MODEL,
    name: 'listInboundPlans',
    method: 'GET',
    path: BASE,
    parameters: [
      ...paging(30),
      inQuery('status', oneOf(['ACTIVE', 'VOIDED', 'SHIPPED'])),
      inQuery('sortBy', oneOf(['LAST_UPDATED_TIME', 'CREATION_TIME'])),
      inQuery('sortOrder', oneOf(['ASC', 'DESC'])),
    ],
    responses: { 200: object({ inboundPlans: array(object(summaryFields, SUMMARY_REQUIRED)), pagination }) },
    errors,
  },
  {
    model: MODEL,
    name: 'getInboundPlan',
    method: 'GET',
    path: `${BASE}/{inboundPlanId}`,
    parameters: [planId],
    responses: { 200: plan },
    errors,
  },
  {
    model: MODEL,
    name: 'listInboundPlanItems',
    method: 'GET',
    path: `${BASE}/{inboundPlanId}/items`,
    parameters: [planId, ...paging(1000)],
    responses: { 200: itemsAnswer },
    errors,
  },
  {
    model: MODEL,
    name: 'getShipment',
    method: 'GET',
    path: `${BASE}/{inboundPlanId}/shipments/{shipmentId}`,
    parameters: [planId, shipmentId],
    responses: { 200: shipment },
    errors,
  },
  {
    model: MODEL,
    name: 'listShipmentItems',
    method: 'GET',
    path: `${BASE}/{inboundPlanId}/shipments/{shipmentId}/items`,
    parameters: [planId, shipmentId, ...paging(1000)],
    responses: { 200: itemsAnswer },
    errors,
  },
];
