import { z } from 'zod';
import {
  csvCell,
  currencyField,
  idField,
  idParam,
  isoDateTime,
  moneyAmountField,
  optionalIdField,
  requiredString,
} from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

const marketplaceSummary = z.object({ id: z.number().int(), name: z.string(), country_code: z.string() });

export const skuSchema = z
  .object({
    id: z.number().int(),
    sku_id: z.string(),
    asin: z.string().nullable(),
    name: z.string().nullable(),
    display_name: z.string().describe('Product name (SKU id), else the SKU id, else Unknown'),
    marketplace_title: z
      .string()
      .nullable()
      .describe(
        "The ASIN's title in Amazon's catalog (fetched in the background); null until fetched or when none",
      ),
    image_url: z.string().nullable().describe("The ASIN's main image in Amazon's catalog; null when none"),
    product_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    is_hidden: z.boolean(),
    cogs: z.string().nullable(),
    cogs_currency: z.string(),
    marketplaces: z.array(marketplaceSummary),
    countries: z.array(z.string()).describe('Country codes of the marketplaces'),
    sale_marketplaces: z.array(marketplaceSummary).describe('Where it sold (arrives with orders)'),
    sales_channel_ids: z.array(z.number().int()),
    stock: z.number().int(),
    warehouses: z
      .array(
        z.object({
          id: z.number().int(),
          ulid: z.string(),
          name: z.string(),
          warehouse_sku: z.object({
            quantity: z.number().int(),
            inventory_cache: z.number().int().nullable(),
            out_of_stock_date: z.string().nullable(),
          }),
        }),
      )
      .optional(),
    needs_attention: z.boolean().describe('Unmapped or without COGS'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Sku' });
export type Sku = z.infer<typeof skuSchema>;

export const SKU_SORTS = ['sku_id', 'asin', 'name', 'product_name', 'stock', 'cogs', 'created_at'] as const;
export const skuListQuerySchema = listQuerySchema(SKU_SORTS, 'sku_id', {
  product_id: idField().optional(),
  mapped: queryBoolean.optional(),
  hidden: queryBoolean.optional(),
  has_cogs: queryBoolean.optional(),
  needs_attention: queryBoolean.optional(),
  marketplace_id: idField().optional(),
  sales_channel_id: idField().optional(),
});
export type SkuListQuery = z.infer<typeof skuListQuerySchema>;

const skuFields = {
  asin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, 'The asin must be 10 letters or digits.')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  name: z.string().trim().max(500).nullable().optional(),
  product_id: optionalIdField(),
  is_hidden: z.boolean().optional(),
  cogs: moneyAmountField('cogs').nullable().optional(),
  cogs_currency: currencyField('cogs_currency').optional(),
  sales_channel_ids: z.array(idField()).max(100).optional(),
};

export const createSkuRequestSchema = z.object({
  sku_id: requiredString('sku_id', { max: 100 }),
  ...skuFields,
});
export type CreateSkuRequest = z.infer<typeof createSkuRequestSchema>;

export const updateSkuRequestSchema = z.object(skuFields);
export type UpdateSkuRequest = z.infer<typeof updateSkuRequestSchema>;

/** Route parameters of /skus/{id}. */
export const skuParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

/**
 * The CSV files of /skus: the export's columns in order, the columns the import reads, and the
 * one it matches existing SKUs on and requires.
 */
export const SKU_CSV_COLUMNS = {
  export: ['sku_id', 'asin', 'name', 'product', 'cogs', 'cogs_currency', 'hidden', 'stock'],
  import: ['sku_id', 'asin', 'name', 'product', 'cogs', 'cogs_currency', 'hidden'],
  key: 'sku_id',
} as const;

/** The mapping screen: assign many SKUs to an existing product, or to a new one by name. */
export const skuMappingRequestSchema = z
  .object({
    sku_ids: z.array(idField()).min(1, 'Select at least one SKU.').max(1000),
    product_id: idField().optional(),
    new_product_name: requiredString('new_product_name').optional(),
  })
  .refine((value) => (value.product_id === undefined) !== (value.new_product_name === undefined), {
    message: 'Choose a product or name a new one.',
    path: ['product_id'],
  });
export type SkuMappingRequest = z.infer<typeof skuMappingRequestSchema>;
export const skuMappingResponseSchema = z.object({
  data: z.object({ product: z.object({ id: z.number().int(), name: z.string() }), mapped: z.number().int() }),
});
/** What a mapping did: the product the SKUs now belong to, and how many were mapped. */
export type SkuMappingResult = z.infer<typeof skuMappingResponseSchema>['data'];

/**
 * One CSV row of a SKU import: a field per SKU_CSV_COLUMNS.import column, each checked with
 * createSkuRequestSchema's own field (an empty cell keeps what is stored, except asin and name,
 * which it clears); `product` is a name, `hidden` a spreadsheet boolean.
 */
export const skuImportRowSchema = z.object({
  sku_id: createSkuRequestSchema.shape.sku_id,
  asin: csvCell(createSkuRequestSchema.shape.asin, { empty: null }),
  name: csvCell(createSkuRequestSchema.shape.name, { empty: null }),
  product: z.string().trim().optional(),
  cogs: csvCell(createSkuRequestSchema.shape.cogs),
  cogs_currency: csvCell(createSkuRequestSchema.shape.cogs_currency),
  hidden: z
    .enum(['', 'true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value ? ['true', '1', 'yes'].includes(value) : undefined))
    .pipe(createSkuRequestSchema.shape.is_hidden),
} satisfies Record<(typeof SKU_CSV_COLUMNS.import)[number], z.ZodType>);
export type SkuImportRow = z.infer<typeof skuImportRowSchema>;
