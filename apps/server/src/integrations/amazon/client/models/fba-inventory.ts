import { z } from 'zod';
import { optional } from './model-fields.ts';

/**
 * FBA Inventory v1: getInventorySummaries (models/fba-inventory-api-model/fbaInventory.json), what
 * Amazon holds and expects of each SKU in one marketplace's fulfilment network, asked with
 * `granularityType=Marketplace` and `details=true`. The model marks nearly every field optional;
 * an absent quantity reads as 0 (Amazon leaves out what it has none of). Only what the product
 * reads is modelled: the breakdowns of reserved, researching and unfulfillable units are kept as
 * their totals.
 */

const units = optional(z.number().int()).transform((value) => value ?? 0);
const total = <K extends string>(key: K) =>
  optional(z.object({ [key]: units } as Record<K, typeof units>)).transform(
    (value) => (value as Record<K, number> | undefined)?.[key] ?? 0,
  );

/** `InventoryDetails`: present only when the request asked for details. */
const inventoryDetails = z.object({
  fulfillableQuantity: units,
  inboundWorkingQuantity: units,
  inboundShippedQuantity: units,
  inboundReceivingQuantity: units,
  reservedQuantity: total('totalReservedQuantity'),
  researchingQuantity: total('totalResearchingQuantity'),
  unfulfillableQuantity: total('totalUnfulfillableQuantity'),
});

/** `InventorySummary`. Amazon's own examples send `lastUpdatedTime: ""` for "never": undefined here. */
export const inventorySummary = z.object({
  asin: optional(z.string()),
  fnSku: optional(z.string()),
  sellerSku: optional(z.string()),
  condition: optional(z.string()),
  inventoryDetails: optional(inventoryDetails),
  lastUpdatedTime: optional(z.string()).transform((value) => {
    const date = value ? new Date(value) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  }),
  productName: optional(z.string()),
  totalQuantity: units,
});
export type InventorySummary = z.output<typeof inventorySummary>;
export type InventoryDetails = z.output<typeof inventoryDetails>;

/** `GetInventorySummariesResponse`: the payload, and a next token when more pages follow. */
export const getInventorySummariesResponse = z.object({
  payload: z.object({
    granularity: z.object({ granularityType: optional(z.string()), granularityId: optional(z.string()) }),
    inventorySummaries: z.array(inventorySummary),
  }),
  pagination: optional(z.object({ nextToken: optional(z.string()) })),
});

/** `sellerSkus` takes at most 50 SKUs (`maxItems`); `marketplaceIds` exactly one. */
export const SELLER_SKUS_PER_CALL = 50;
