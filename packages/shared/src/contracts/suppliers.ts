import { z } from 'zod';
import {
  csvCell,
  ID_MAX,
  INT4_MAX,
  idField,
  idParam,
  isoDateTime,
  knownCurrencyField,
  moneyAmountField,
  optionalIdField,
  requiredString,
} from './fields.ts';
import { listQuerySchema } from './lists.ts';

export const shippingTimeSchema = z.object({
  id: z.number().int().positive().max(ID_MAX).optional().describe('As read; ignored (the set is replaced)'),
  type: z.enum(['country', 'region'], { error: 'The type must be country or region.' }),
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .toUpperCase()
    .min(2, 'The code must be a country code (e.g. DE) or a region code (e.g. EU).')
    .max(10),
  days: z.coerce
    .number({ error: 'The days must be a whole number.' })
    .int('The days must be a whole number.')
    .min(0, 'The days must be at least 0.')
    .max(365, 'The days must not be greater than 365.'),
});
export type ShippingTimeInput = z.infer<typeof shippingTimeSchema>;

/** A product–supplier link as read, from either side (a supplier's products, a product's suppliers). */
export const productSupplierPivotSchema = z.object({
  buffer_days: z.number().int(),
  production_lead_days: z.number().int(),
  min_order_quantity: z
    .number()
    .int()
    .nullable()
    .describe('The least units of the product the supplier takes in one order; null: none'),
  min_order_value: z
    .string()
    .nullable()
    .describe(
      "The least value of the product in one order, a decimal string in the supplier's currency; null: none",
    ),
});

export type ProductSupplierPivot = z.infer<typeof productSupplierPivotSchema>;

export const supplierProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pivot: productSupplierPivotSchema,
});

export const supplierSchema = z
  .object({
    id: z.number().int(),
    organisation_id: z.number().int(),
    name: z.string(),
    warehouse: z.object({ id: z.number().int(), ulid: z.string(), name: z.string() }).nullable(),
    currency: z
      .string()
      .nullable()
      .describe('What the supplier invoices in (ISO 4217): its suggested orders and minimum order values'),
    shipping_times: z.array(
      shippingTimeSchema.extend({ id: z.number().int(), supplier_id: z.number().int() }),
    ),
    product_count: z.number().int(),
    products: z.array(supplierProductSchema).optional(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORTS = ['name', 'product_count', 'created_at'] as const;
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_SORTS, 'name', {});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

/** A country or region may appear once in a supplier's shipping times (JSON API and CSV import). */
export const shippingTimeListedTwice = (code: string) => `${code} is listed twice.`;

const uniqueShippingTimes = z
  .array(shippingTimeSchema)
  .max(300)
  .superRefine((times, ctx) => {
    const seen = new Set<string>();
    times.forEach((time, index) => {
      const key = `${time.type}:${time.code}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: shippingTimeListedTwice(time.code) });
      seen.add(key);
    });
  });

export const supplierRequestSchema = z.object({
  name: requiredString('name'),
  warehouse_id: optionalIdField(),
  currency: knownCurrencyField().nullable().optional().describe('Left out: unchanged; null clears it'),
  shipping_times: uniqueShippingTimes.optional(),
});
export type SupplierRequest = z.infer<typeof supplierRequestSchema>;

export const supplierProductsRequestSchema = z.object({
  products: z
    .array(
      z.object({
        product_id: idField(),
        buffer_days: z.coerce.number().int().min(0).max(365).default(0),
        production_lead_days: z.coerce.number().int().min(0).max(730).default(0),
        min_order_quantity: z.coerce
          .number({ error: 'The min order quantity must be a whole number.' })
          .int('The min order quantity must be a whole number.')
          .min(1, 'The min order quantity must be at least 1.')
          .max(INT4_MAX, `The min order quantity must not be greater than ${INT4_MAX}.`)
          .nullable()
          .optional()
          .describe("Left out: the link's own (none for a new link); null clears it"),
        min_order_value: moneyAmountField('min_order_value')
          // "-5" is refused as no amount at all, not also as not above 0.
          .refine(
            (amount) => !/^\d+(\.\d+)?$/.test(amount) || Number(amount) > 0,
            'The min order value must be greater than 0.',
          )
          .nullable()
          .optional()
          .describe(
            "A decimal string in the supplier's currency (which must be set). Left out: the link's own (none for a new link); null clears it",
          ),
      }),
    )
    .max(5000),
});
export type SupplierProductsRequest = z.infer<typeof supplierProductsRequestSchema>;

/** Route parameters of /suppliers/{id} and its sub-resources. */
export const supplierParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

/** GET /suppliers/{id}/shipping-time: the destination to look up (either code may be omitted). */
export const shippingTimeLookupQuerySchema = z.object({
  country_code: z.string().trim().max(10).optional(),
  region_code: z.string().trim().max(10).optional(),
});
export const shippingTimeLookupSchema = z.object({
  days: z.number().int(),
  code: z.string().describe('The matched country or region code, or N/A'),
  type: z.enum(['country', 'region']).nullable(),
});

/**
 * The CSV files of /suppliers: the export's columns in order, the columns the import reads (the
 * same), and the one it matches existing suppliers on (case-blind) and requires.
 */
export const SUPPLIER_CSV_COLUMNS = {
  export: ['name', 'warehouse', 'currency', 'shipping_times'],
  import: ['name', 'warehouse', 'currency', 'shipping_times'],
  key: 'name',
} as const;

/**
 * One CSV row of a supplier import: a field per SUPPLIER_CSV_COLUMNS.import column, shipping
 * times written as "DE:12;EU:20" (country or region code, then days) and then checked with
 * supplierRequestSchema's own field, as the JSON API checks them; `warehouse` is a name; `currency`
 * is checked as the JSON API checks it (an empty cell keeps it).
 */
export const supplierImportRowSchema = z.object({
  name: supplierRequestSchema.shape.name,
  warehouse: z.string().trim().optional(),
  // An empty cell keeps the supplier's currency, as an empty cogs_currency keeps a product's.
  currency: csvCell(supplierRequestSchema.shape.currency),
  shipping_times: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): unknown => {
      // No column: keep the supplier's shipping times; an empty cell clears them.
      if (value === undefined) return undefined;
      if (!value) return [];
      const times: { type: 'country' | 'region'; code: string; days: string }[] = [];
      for (const part of value
        .split(';')
        .map((entry) => entry.trim())
        .filter(Boolean)) {
        const match = /^([A-Za-z]{2,10}):\s*(\d+)$/.exec(part);
        if (!match?.[1] || !match[2]) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not CODE:DAYS (e.g. DE:12).` });
          return z.NEVER;
        }
        const code = match[1].toUpperCase();
        times.push({
          type: code.length === 2 && code !== 'NA' && code !== 'EU' && code !== 'FE' ? 'country' : 'region',
          code,
          days: match[2],
        });
      }
      return times;
    })
    .pipe(supplierRequestSchema.shape.shipping_times),
} satisfies Record<(typeof SUPPLIER_CSV_COLUMNS.import)[number], z.ZodType>);
export type SupplierImportRow = z.infer<typeof supplierImportRowSchema>;
