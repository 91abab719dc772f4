import { z } from 'zod';
import { calendarDay, ID_MAX, idField, isoDateTime, requiredString } from './fields.ts';
import { paginationQuerySchema } from './lists.ts';

/** Kinds of ledger movement; the sign of the quantity says in or out. */
export const MOVEMENT_TYPES = [
  'receipt',
  'shipment',
  'transfer_out',
  'transfer_in',
  'sale',
  'return',
  'adjustment',
  'removal',
  'lost',
  'found',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const movementSchema = z
  .object({
    id: z.number().int(),
    warehouse_id: z.number().int(),
    sku_id: z.number().int(),
    type: z.enum(MOVEMENT_TYPES),
    quantity: z.number().int(),
    occurred_at: isoDateTime,
    source_type: z.string(),
    source_id: z.string().nullable(),
    reason: z.string().nullable(),
    user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    sku: z
      .object({ id: z.number().int(), sku_id: z.string(), display_name: z.string() })
      .optional()
      .describe('The SKU moved (on warehouse movement lists and adjustments)'),
  })
  .meta({ id: 'InventoryMovement' });
export type Movement = z.infer<typeof movementSchema>;

/** A manual correction from the warehouse screen: a signed change with a reason. */
export const stockAdjustmentRequestSchema = z.object({
  sku_id: z.coerce
    .number({ error: 'The sku field is required.' })
    .int()
    .positive('The sku field is required.')
    .max(ID_MAX, 'The selected sku id is invalid.'),
  quantity: z.coerce
    .number({ error: 'The quantity must be a whole number.' })
    .int('The quantity must be a whole number.')
    .min(-1_000_000, 'The quantity must be between -1000000 and 1000000.')
    .max(1_000_000, 'The quantity must be between -1000000 and 1000000.')
    .refine((value) => value !== 0, 'The quantity must not be zero.'),
  reason: requiredString('reason', { max: 500 }),
});
export type StockAdjustmentRequest = z.infer<typeof stockAdjustmentRequestSchema>;

/** A warehouse's ledger, newest first. */
export const warehouseMovementsQuerySchema = paginationQuerySchema.extend({
  sku_id: idField().optional(),
  type: z.enum(MOVEMENT_TYPES).optional(),
});
export type WarehouseMovementsQuery = z.infer<typeof warehouseMovementsQuerySchema>;

/** A product's stock over time and per warehouse (routes under products/{id}, read from the ledger). */
/** Stock over time: one point per day, total and per warehouse. */
export const stockDataQuerySchema = z.object({
  from: calendarDay('The from date must be a date (YYYY-MM-DD).').optional(),
  to: calendarDay('The to date must be a date (YYYY-MM-DD).').optional(),
});
export const stockDataSchema = z.object({
  data: z.array(z.object({ date: z.string(), quantity: z.number().int() })),
  warehouses: z.array(
    z.object({
      id: z.number().int(),
      ulid: z.string(),
      name: z.string(),
      points: z.array(z.object({ date: z.string(), quantity: z.number().int() })),
    }),
  ),
  from: z.string(),
  to: z.string(),
});
export type StockData = z.infer<typeof stockDataSchema>;
export type StockDataQuery = z.infer<typeof stockDataQuerySchema>;

export const stockPerWarehouseSchema = z.object({
  data: z.array(
    z.object({
      warehouse: z.object({
        id: z.number().int(),
        ulid: z.string(),
        name: z.string(),
        is_fulfillment_center: z.boolean(),
      }),
      quantity: z.number().int(),
      skus: z.array(z.object({ id: z.number().int(), sku_id: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type StockPerWarehouse = z.infer<typeof stockPerWarehouseSchema>;
