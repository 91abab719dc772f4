import { z } from 'zod';
import { type RouteName, webRoutes } from '../routes.ts';
import { requiredString } from './fields.ts';

/**
 * Global search (the header's search, spec section 2): one request searches every kind of record
 * a module registers with the server's search, grouped by kind. Shorter queries than this match
 * too much to be useful and cannot use the trigram indexes.
 */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 5;

/** The kinds modules register, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'skus',
  'products',
  'suppliers',
  'warehouses',
  'fulfillment-centers',
  'transfers',
  'purchase-orders',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuerySchema = z.object({
  query: requiredString('query', { max: SEARCH_QUERY_MAX_LENGTH }).refine(
    (value) => value.length >= SEARCH_QUERY_MIN_LENGTH,
    `The query field must be at least ${SEARCH_QUERY_MIN_LENGTH} characters.`,
  ),
  limit: z.coerce.number().int().min(1).max(20).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const routeNameSchema = z.enum(Object.keys(webRoutes) as [RouteName, ...RouteName[]]);

/** A link into the web app by route name; the organisation parameter is the current one. */
export const searchLinkSchema = z.object({
  name: routeNameSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  query: z.record(z.string(), z.string()).optional(),
});
export type SearchLink = z.infer<typeof searchLinkSchema>;

export const searchHitSchema = z
  .object({
    id: z.union([z.number().int(), z.string()]),
    title: z.string(),
    /** Further matched or identifying text: the ASIN and product of a SKU, a warehouse's code. */
    subtitle: z.string().nullable(),
    /** A picture of the record where it has one: a SKU's main image from Amazon's catalog. */
    image_url: z.string().nullable().optional(),
    link: searchLinkSchema,
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    label: z.string(),
    hits: z.array(searchHitSchema),
    /** More records match than the hits shown; `all` lists them. */
    has_more: z.boolean(),
    all: searchLinkSchema.nullable(),
  })
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  data: z.object({ query: z.string(), groups: z.array(searchGroupSchema) }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
