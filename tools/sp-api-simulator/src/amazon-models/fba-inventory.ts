import { errorList, inQuery, type OperationModel } from './operation-model.ts';
import { array, boolean, dateTime, integer, object, oneOf, string } from './schema.ts';

/**
 * FBA Inventory v1, as Amazon's public models repository describes it in
 * models/fba-inventory-api-model/fbaInventory.json (at the snapshot index.ts names):
 * getInventorySummaries. Every field of a summary is optional in the model.
 */

const text = string();
const count = integer();

const details = object({
  fulfillableQuantity: count,
  inboundWorkingQuantity: count,
  inboundShippedQuantity: count,
  inboundReceivingQuantity: count,
  reservedQuantity: object({
    totalReservedQuantity: count,
    pendingCustomerOrderQuantity: count,
    pendingTransshipmentQuantity: count,
    fcProcessingQuantity: count,
  }),
  researchingQuantity: object({
    totalResearchingQuantity: count,
    researchingQuantityBreakdown: array(
      object(
        {
          name: oneOf([
            'researchingQuantityInShortTerm',
            'researchingQuantityInMidTerm',
            'researchingQuantityInLongTerm',
          ]),
          quantity: count,
        },
        ['name', 'quantity'],
      ),
    ),
  }),
  unfulfillableQuantity: object({
    totalUnfulfillableQuantity: count,
    customerDamagedQuantity: count,
    warehouseDamagedQuantity: count,
    distributorDamagedQuantity: count,
    carrierDamagedQuantity: count,
    defectiveQuantity: count,
    expiredQuantity: count,
  }),
});

const summary = object({
  asin: text,
  fnSku: text,
  sellerSku: text,
  condition: text,
  inventoryDetails: details,
  lastUpdatedTime: dateTime(),
  productName: text,
  totalQuantity: count,
  stores: array(text),
});

export const FBA_INVENTORY: readonly OperationModel[] = [
  {
    model: 'fbaInventory.json',
    name: 'getInventorySummaries',
    method: 'GET',
    path: '/fba/inventory/v1/summaries',
    parameters: [
      inQuery('details', boolean()),
      inQuery('granularityType', oneOf(['Marketplace']), { required: true }),
      inQuery('granularityId', text, { required: true }),
      inQuery('startDateTime', dateTime()),
      inQuery('sellerSkus', array(text, { max: 50 })),
      inQuery('sellerSku', text),
      inQuery('nextToken', text),
      inQuery('marketplaceIds', array(text, { max: 1 }), { required: true }),
    ],
    responses: {
      200: object(
        {
          payload: object(
            {
              granularity: object({ granularityType: text, granularityId: text }),
              inventorySummaries: array(summary),
            },
            ['granularity', 'inventorySummaries'],
          ),
          pagination: object({ nextToken: text }),
        },
        ['payload'],
      ),
    },
    errors: errorList({ messageRequired: false, payload: object({}) }),
  },
];
