import { z } from 'zod';
import {
  csvCell,
  currencyField,
  INT4_MAX,
  idField,
  idParam,
  isoDateTime,
  moneyAmountField,
  optionalIdField,
  requiredString,
} from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';
import { productSupplierPivotSchema } from './suppliers.ts';

const nameOnly = z.object({ id: z.number().int(), name: z.string() });

export const productSkuSummarySchema = z.object({
  id: z.number().int(),
  sku_id: z.string(),
  asin: z.string().nullable(),
  name: z.string().nullable(),
  is_hidden: z.boolean(),
  stock: z.number().int(),
});

export const productSupplierSchema = nameOnly.extend({
  currency: z.string().nullable().describe("The supplier's currency: the pivot's min_order_value is in it"),
  pivot: productSupplierPivotSchema,
});

export const productSchema = z
  .object({
    id: z.number().int(),
    organisation_id: z.number().int(),
    name: z.string(),
    supplier_id: z.number().int().nullable(),
    supplier: nameOnly.nullable(),
    cogs: z.string().nullable().describe('Decimal string in cogs_currency, e.g. "12.50"'),
    cogs_currency: z.string(),
    min_stock: z.number().int().nullable(),
    sku_count: z.number().int(),
    stock: z.number().int().describe('Units across all warehouses'),
    skus: z.array(productSkuSummarySchema).optional(),
    suppliers: z.array(productSupplierSchema).optional(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['name', 'stock', 'sku_count', 'cogs', 'created_at', 'updated_at'] as const;
export const productListQuerySchema = listQuerySchema(PRODUCT_SORTS, 'name', {
  supplier_id: idField().optional(),
  has_cogs: queryBoolean.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A product's minimum stock: a whole number that fits its int4 column, worded for people. */
const minStockValue = z.coerce
  .number({ error: 'The min stock must be a whole number.' })
  .int('The min stock must be a whole number.')
  .min(0, 'The min stock must be at least 0.')
  .max(INT4_MAX, `The min stock must not be greater than ${INT4_MAX}.`);

export const productRequestSchema = z.object({
  name: requiredString('name'),
  supplier_id: optionalIdField(),
  cogs: moneyAmountField('cogs').nullable().optional(),
  cogs_currency: currencyField('cogs_currency').optional(),
  min_stock: minStockValue.nullable().optional(),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

/** Route parameters of /products/{id} and its sub-resources. */
export const productParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

/**
 * The CSV files of /products: the export's columns in order, the columns the import reads, and
 * the one it matches existing products on (case-blind) and requires.
 */
export const PRODUCT_CSV_COLUMNS = {
  export: ['id', 'name', 'cogs', 'cogs_currency', 'min_stock', 'supplier', 'sku_count', 'stock'],
  import: ['name', 'cogs', 'cogs_currency', 'min_stock', 'supplier'],
  key: 'name',
} as const;

export const minStockSchema = z.object({ min_stock: minStockValue.nullable() });

/**
 * One CSV row of a product import: a field per PRODUCT_CSV_COLUMNS.import column, each checked
 * with productRequestSchema's own field (an empty cell keeps what is stored); `supplier` is a name.
 */
export const productImportRowSchema = z.object({
  name: productRequestSchema.shape.name,
  cogs: csvCell(productRequestSchema.shape.cogs),
  cogs_currency: csvCell(productRequestSchema.shape.cogs_currency),
  min_stock: csvCell(productRequestSchema.shape.min_stock),
  supplier: z.string().trim().optional(),
} satisfies Record<(typeof PRODUCT_CSV_COLUMNS.import)[number], z.ZodType>);
export type ProductImportRow = z.infer<typeof productImportRowSchema>;
