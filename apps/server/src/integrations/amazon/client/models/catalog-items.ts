import { z } from 'zod';
import { optional } from './model-fields.ts';

/**
 * Catalog Items API 2022-04-01: getCatalogItem (models/catalog-items-api-model/
 * catalogItems_2022-04-01.json), only the data sets the product asks for (`summaries`, `images`).
 * Each comes as a list with one entry per marketplace asked for; Amazon names the fields, the
 * product keeps them as they are.
 */
export const CATALOG_INCLUDED_DATA = ['summaries', 'images'] as const;
export type CatalogIncludedData = (typeof CATALOG_INCLUDED_DATA)[number];

/** `ItemSummaryByMarketplace`: only marketplaceId is required; the rest as the catalog has it. */
const itemSummary = z.object({
  marketplaceId: z.string(),
  itemName: optional(z.string()),
  brand: optional(z.string()),
  manufacturer: optional(z.string()),
  modelNumber: optional(z.string()),
  color: optional(z.string()),
  size: optional(z.string()),
});

/** `ItemImage`: every field required. MAIN is the main image; PT01…PT08 and SWCH the others. */
const itemImage = z.object({
  variant: z.string(),
  link: z.string(),
  height: z.number().int(),
  width: z.number().int(),
});

/** `ItemImagesByMarketplace`. */
const itemImages = z.object({ marketplaceId: z.string(), images: z.array(itemImage) });

/** `Item`: the ASIN, and each data set only when includedData asked for it. */
export const catalogItem = z.object({
  asin: z.string(),
  summaries: optional(z.array(itemSummary)),
  images: optional(z.array(itemImages)),
});

export type CatalogItem = z.output<typeof catalogItem>;
export type CatalogItemSummary = z.output<typeof itemSummary>;
export type CatalogItemImage = z.output<typeof itemImage>;
