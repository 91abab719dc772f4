import { z } from 'zod';
import { MIN_LEARNED_OBSERVATIONS } from '../domain/lead-times.ts';

/**
 * Lead times learned from what happened (docs/domain/lead-times.md): GET …/suppliers/{id}/lead-times
 * and GET …/warehouses/{ulid}/lead-times. Every duration is in days between calendar days (UTC).
 * "Use learned" writes `learned_days` through the record's own update (PUT …/suppliers/{id}/products,
 * PUT …/suppliers/{id}, PUT …/warehouses/{ulid}); `adopt_into` says which.
 */

const days = z.number().describe('Days');

export const leadTimeStatsSchema = z
  .object({
    median: days,
    p10: days.describe('10th percentile (linear between the nearest observations)'),
    p90: days.describe('90th percentile'),
    observations: z.number().int(),
  })
  .meta({ id: 'LeadTimeStats' });
export type LeadTimeStats = z.infer<typeof leadTimeStatsSchema>;

const plan = {
  typed_days: z
    .number()
    .int()
    .nullable()
    .describe('What was typed; null when typed per product and not the same for all'),
  learned_days: z
    .number()
    .int()
    .nullable()
    .describe('The learned median in whole days: what "Use learned" writes'),
  plans_with: z
    .enum(['learned', 'typed'])
    .describe(`learned once it rests on ${MIN_LEARNED_OBSERVATIONS} observations, else typed`),
  planned_days: z
    .number()
    .int()
    .nullable()
    .describe('The days planning uses (null: each product its typed days)'),
};

export const leadTimeTargetSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('supplier_shipping_times'),
      supplier_id: z.number().int(),
      entries: z
        .array(z.object({ type: z.enum(['country', 'region']), code: z.string() }))
        .describe(
          'The shipping times set to the learned days: the one the lookup matched, else the countries the warehouse serves',
        ),
    }),
    z.object({ kind: z.literal('warehouse_transit_days'), warehouse_ulid: z.string() }),
  ])
  .nullable()
  .describe('Where "Use learned" writes; null when nowhere (a warehouse that serves no country)');
export type LeadTimeTarget = z.infer<typeof leadTimeTargetSchema>;

const warehouseRef = z.object({
  id: z.number().int(),
  ulid: z.string(),
  name: z.string(),
  is_fulfillment_center: z.boolean(),
});

export const leadTimeMetricSchema = z
  .enum(['first_received', 'last_received'])
  .describe('Shipped → first received (arrival), or shipped → last received (received in full)');

export const transitPlanSchema = z.object({
  ...plan,
  metric: leadTimeMetricSchema.describe(
    'What planning counts: received in full into a fulfilment-network warehouse, arrival elsewhere',
  ),
  typed_from: z.enum(['supplier_shipping_time', 'warehouse_transit_days', 'default']),
  typed_code: z
    .string()
    .nullable()
    .describe('The supplier shipping time matched (country or region code), or N/A'),
});
export type TransitPlan = z.infer<typeof transitPlanSchema>;

export const leadTimeLaneSchema = z
  .object({
    origin: z.object({
      type: z.enum(['supplier', 'warehouse']),
      id: z.number().int(),
      ulid: z.string().nullable().describe("A warehouse's ulid; null for a supplier"),
      name: z.string(),
    }),
    destination: warehouseRef,
    first_received: leadTimeStatsSchema.nullable(),
    last_received: leadTimeStatsSchema.nullable(),
    methods: z
      .array(
        z.object({
          method: z.string(),
          first_received: leadTimeStatsSchema,
          last_received: leadTimeStatsSchema,
        }),
      )
      .describe("By shipping method (a transfer's courier) where known"),
    plan: transitPlanSchema,
    adopt_into: leadTimeTargetSchema,
  })
  .meta({ id: 'LeadTimeLane' });
export type LeadTimeLane = z.infer<typeof leadTimeLaneSchema>;

export const supplierLeadTimesSchema = z
  .object({
    supplier_id: z.number().int(),
    min_observations: z.number().int(),
    production: z.object({
      learned: leadTimeStatsSchema.nullable().describe('Purchase orders confirmed → shipped'),
      typed_min: z
        .number()
        .int()
        .nullable()
        .describe("The least production_lead_days of the supplier's products"),
      typed_max: z.number().int().nullable(),
      products: z.number().int(),
      ...plan,
    }),
    lanes: z
      .array(leadTimeLaneSchema)
      .describe('Purchase orders shipped → received, per destination warehouse'),
  })
  .meta({ id: 'SupplierLeadTimes' });
export type SupplierLeadTimes = z.infer<typeof supplierLeadTimesSchema>;

export const warehouseLeadTimesSchema = z
  .object({
    warehouse: warehouseRef.extend({ transit_days: z.number().int().nullable() }),
    min_observations: z.number().int(),
    lanes: z.array(leadTimeLaneSchema).describe('Purchase orders and transfers into it, per origin'),
    receiving: z
      .object({
        first_received: leadTimeStatsSchema.nullable(),
        last_received: leadTimeStatsSchema.nullable(),
        plan: transitPlanSchema,
        adopt_into: leadTimeTargetSchema,
      })
      .nullable()
      .describe('A fulfilment-network warehouse: every transfer into it, shipped → first and last received'),
  })
  .meta({ id: 'WarehouseLeadTimes' });
export type WarehouseLeadTimes = z.infer<typeof warehouseLeadTimesSchema>;
