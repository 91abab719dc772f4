import { type InventoryLevel, inventoryAt } from '../dataset/inventory.ts';
import { poolOf } from '../dataset/seller-dataset.ts';
import { DAY_MS, HOUR_MS, isoSeconds } from '../dataset/time.ts';
import { invalidInput } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { dateParam, listParam, requireMarketplaces } from './query.ts';

/**
 * getInventorySummaries of FBA Inventory v1 (fbaInventory.json): the FBA listings of the
 * marketplace's stock pool now, from the same levels as the FBA inventory report
 * (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA) and so consistent with the ledger, the orders waiting
 * to ship and the inbound shipments (dataset/inventory.ts). Parameters are checked as the model
 * describes them: granularityType (only `Marketplace`), granularityId and marketplaceIds (exactly
 * one, the seller's, and the same as granularityId) are required; details a boolean; startDateTime
 * an ISO date-time no earlier than 18 months ago; sellerSkus at most 50. With startDateTime only
 * the SKUs whose warehouse quantities changed since then are listed (inbound quantities do not
 * count, as the model says) and sellerSkus is ignored. Pages of 10; a nextToken comes with the
 * same parameters as the request that produced it.
 */

/** The model states no page size: 10 here, so a 30-SKU catalogue spans pages. */
const PAGE_SIZE = 10;
const MAX_SELLER_SKUS = 50;
/** "no earlier than 18 months prior to the date and time when you call the API". */
const OLDEST_START_MS = 548 * DAY_MS;
const BOUND_PARAMETERS = [
  'granularityType',
  'granularityId',
  'marketplaceIds',
  'startDateTime',
  'sellerSkus',
  'details',
] as const;

interface SummariesToken {
  bound: Record<string, string>;
  offset: number;
}

function boundOf(query: URLSearchParams): Record<string, string> {
  const bound: Record<string, string> = {};
  for (const name of BOUND_PARAMETERS) {
    const values = listParam(query, name);
    if (values.length > 0) bound[name] = values.join(',');
  }
  return bound;
}

function detailsOf(query: URLSearchParams): boolean {
  const value = query.get('details');
  if (value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidInput('Invalid details.', 'details must be true or false.');
}

/** The warehouse quantities a startDateTime compares: what "changed" means for Amazon here. */
const warehouseKey = (level: InventoryLevel) => `${level.fulfillable}/${level.unsellable}/${level.reserved}`;

function summaryJson(level: InventoryLevel, details: boolean, updatedMs: number) {
  const { item } = level;
  const inbound = level.inboundWorking + level.inboundShipped + level.inboundReceiving;
  return {
    asin: item.asin,
    fnSku: item.fnsku,
    sellerSku: item.sku,
    condition: 'NewItem',
    ...(details
      ? {
          inventoryDetails: {
            fulfillableQuantity: level.fulfillable,
            inboundWorkingQuantity: level.inboundWorking,
            inboundShippedQuantity: level.inboundShipped,
            inboundReceivingQuantity: level.inboundReceiving,
            reservedQuantity: {
              totalReservedQuantity: level.reserved,
              pendingCustomerOrderQuantity: level.reserved,
              pendingTransshipmentQuantity: 0,
              fcProcessingQuantity: 0,
            },
            researchingQuantity: { totalResearchingQuantity: 0, researchingQuantityBreakdown: [] },
            unfulfillableQuantity: {
              totalUnfulfillableQuantity: level.unsellable,
              customerDamagedQuantity: 0,
              warehouseDamagedQuantity: level.unsellable,
              distributorDamagedQuantity: 0,
              carrierDamagedQuantity: 0,
              defectiveQuantity: 0,
              expiredQuantity: 0,
            },
          },
        }
      : {}),
    lastUpdatedTime: isoSeconds(updatedMs),
    productName: item.title,
    // As in Amazon's own example (66 fulfillable + 21 working = 87): inbound units included.
    totalQuantity: level.fulfillable + level.unsellable + level.reserved + inbound,
  };
}

export function getInventorySummaries({ seller, dataset, query, nowMs }: OperationContext): OperationResult {
  const granularityType = query.get('granularityType');
  if (!granularityType) throw invalidInput('Missing granularityType.', 'granularityType is required.');
  if (granularityType !== 'Marketplace')
    throw invalidInput('Invalid granularityType.', 'granularityType takes Marketplace.');
  const granularityId = query.get('granularityId');
  if (!granularityId) throw invalidInput('Missing granularityId.', 'granularityId is required.');
  const marketplaceIds = listParam(query, 'marketplaceIds');
  if (marketplaceIds.length !== 1)
    throw invalidInput('Invalid marketplaceIds.', 'marketplaceIds takes exactly one marketplace id.');
  const [marketplaceId] = requireMarketplaces(marketplaceIds, seller.marketplaceIds, 'marketplaceIds') as [
    string,
  ];
  if (granularityId !== marketplaceId)
    throw invalidInput(
      'Invalid granularityId.',
      'With Marketplace granularity, granularityId is the marketplace id.',
    );
  const details = detailsOf(query);
  const startMs = dateParam(query, 'startDateTime');
  if (startMs !== undefined && startMs < nowMs - OLDEST_START_MS)
    throw invalidInput('Invalid startDateTime.', 'startDateTime cannot be more than 18 months ago.');
  const sellerSkus = listParam(query, 'sellerSkus');
  if (sellerSkus.length > MAX_SELLER_SKUS)
    throw invalidInput('Invalid sellerSkus.', `sellerSkus takes at most ${MAX_SELLER_SKUS} SKUs.`);

  const bound = boundOf(query);
  let offset = 0;
  const nextToken = query.get('nextToken');
  if (nextToken) {
    const token = decodePageToken<SummariesToken>('fba-inventory-summaries', nextToken, 'nextToken');
    const same =
      Object.keys({ ...token.bound, ...bound }).length === Object.keys(bound).length &&
      Object.entries(bound).every(([name, value]) => token.bound[name] === value);
    if (!same)
      throw invalidInput('Invalid nextToken.', 'Send the same parameters as the request that returned it.');
    offset = token.offset;
  }

  const pool = poolOf(dataset, marketplaceId);
  let levels = inventoryAt(dataset, pool, nowMs).filter((level) => level.item.channel === 'AFN');
  if (startMs !== undefined) {
    const before = new Map(
      inventoryAt(dataset, pool, startMs).map((level) => [level.item.sku, warehouseKey(level)]),
    );
    levels = levels.filter((level) => before.get(level.item.sku) !== warehouseKey(level));
  } else if (sellerSkus.length > 0) {
    const wanted = new Set(sellerSkus);
    levels = levels.filter((level) => wanted.has(level.item.sku));
  }
  levels.sort((a, b) => (a.item.sku < b.item.sku ? -1 : a.item.sku > b.item.sku ? 1 : 0));
  const page = levels.slice(offset, offset + PAGE_SIZE);
  const more = offset + PAGE_SIZE < levels.length;
  // The summaries are refreshed through the hour: each says it was updated at the hour's start.
  const updatedMs = nowMs - (nowMs % HOUR_MS);
  return {
    status: 200,
    body: {
      payload: {
        granularity: { granularityType, granularityId },
        inventorySummaries: page.map((level) => summaryJson(level, details, updatedMs)),
      },
      ...(more
        ? {
            pagination: {
              nextToken: encodePageToken('fba-inventory-summaries', { bound, offset: offset + PAGE_SIZE }),
            },
          }
        : {}),
    },
  };
}
