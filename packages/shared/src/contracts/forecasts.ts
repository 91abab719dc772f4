import { z } from 'zod';
import { isServiceLevel, SERVICE_LEVELS } from '../domain/service-levels.ts';
import { STOCK_STATUSES } from '../domain/stock-health.ts';
import { calendarDay, idField, idParam, isoDateTime } from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/**
 * Forecasts (docs/domain/forecasting-and-planning.md, decision 17): daily demand per SKU for the
 * next 365 days with 80 and 95 % intervals, the model a backtest chose and its accuracy, and the
 * replenishment figures that follow from stock, inbound units, lead times and min_stock.
 */
export const FORECAST_MODELS = ['seasonal_naive', 'ets', 'ets_yearly', 'croston_sba'] as const;
export type ForecastModelName = (typeof FORECAST_MODELS)[number];

/** Short names for tables; FORECAST_MODEL_LABELS says what each does. */
export const FORECAST_MODEL_SHORT_LABELS: Record<ForecastModelName, string> = {
  seasonal_naive: 'Seasonal naive',
  ets: 'ETS',
  ets_yearly: 'ETS + yearly',
  croston_sba: 'Croston SBA',
};

export const FORECAST_MODEL_LABELS: Record<ForecastModelName, string> = {
  seasonal_naive: 'Last week repeated (seasonal naive)',
  ets: 'Exponential smoothing, trend and weekly season',
  ets_yearly: 'Exponential smoothing with yearly season',
  croston_sba: 'Intermittent demand (Croston SBA)',
};

export const FORECAST_HORIZON_DAYS = 365;
/** Days of demand history a forecast reads. */
export const FORECAST_HISTORY_DAYS = 730;
/** Each warehouse's share of a SKU's demand is its part of the units sold over this many days. */
export const WAREHOUSE_SHARE_DAYS = 90;
/**
 * Each sales channel's share of a SKU's demand is its part of the units ordered over this many
 * days; when none were ordered then, over the whole history the forecast reads.
 */
export const CHANNEL_SHARE_DAYS = 90;
/**
 * Days from an own warehouse to a fulfilment centre (shipping and check-in) a recommended
 * transfer into it plans for, until transit times are set per route.
 */
export const DEFAULT_FC_TRANSIT_DAYS = 14;

const rate = z.number().describe('Units per day');

export const forecastReplenishmentSchema = z.object({
  stock: z.number().int().describe('Units in all warehouses when the forecast was made'),
  inbound: z.number().int().describe('Units on live transfers and open purchase orders'),
  min_stock: z.number().int(),
  lead_days: z.number().int().describe('Production lead + buffer + shipping days of the main supplier'),
  cover_days: z.number().int(),
  case_pack: z.number().int().nullable(),
  days_of_cover: z.number().int().nullable().describe('Days until out of stock; null beyond the horizon'),
  out_of_stock_date: z.string().nullable(),
  reorder_date: z
    .string()
    .nullable()
    .describe('Last day to order so stock stays above min_stock; may be past'),
  recommended_order_quantity: z.number().int(),
});
export type ForecastReplenishment = z.infer<typeof forecastReplenishmentSchema>;

export const forecastSkuSchema = z.object({
  id: z.number().int(),
  sku_id: z.string(),
  display_name: z.string(),
  product_id: z.number().int().nullable(),
  image_url: z.string().nullable().describe("The ASIN's main image in Amazon's catalog; null when none"),
});

/** Amazon's restock advice for a SKU in one marketplace, from its newest restock report there. */
export const amazonRestockMarketplaceSchema = z.object({
  marketplace_id: z.string().describe("Amazon's marketplace id"),
  marketplace_name: z.string().describe('Amazon.com, Amazon.de…'),
  country_code: z.string(),
  recommended_quantity: z
    .number()
    .int()
    .nullable()
    .describe('Units Amazon advises sending to its warehouses; null when it gave no recommendation'),
  recommended_ship_date: z.string().nullable().describe('YYYY-MM-DD; null when nothing is to be sent'),
  alert: z.string().nullable().describe("Amazon's alert as it writes it: out_of_stock, reorder_now…"),
  days_of_supply: z.number().int().nullable().describe("Days of supply at Amazon's fulfilment network"),
  as_of: isoDateTime.describe('When the report was requested (or uploaded)'),
  report_request_id: z.number().int(),
});
export type AmazonRestockMarketplace = z.infer<typeof amazonRestockMarketplaceSchema>;

/**
 * Amazon's restock advice beside ours (docs/domain/forecasting-and-planning.md). Ours is the
 * forecast's recommended order (`replenishment.recommended_order_quantity`, by `reorder_date`):
 * what to order for every warehouse and marketplace of the SKU, so Amazon's side is its advice
 * summed over the marketplaces it advised for, the earliest ship date first. Lists and the detail
 * carry the same object; the detail's screen shows each marketplace.
 */
export const amazonRestockSchema = z
  .object({
    recommended_quantity: z
      .number()
      .int()
      .nullable()
      .describe('Summed over the marketplaces with a recommendation; null when none gave one'),
    recommended_ship_date: z.string().nullable().describe('The earliest of the marketplaces'),
    as_of: isoDateTime.describe("The oldest of the marketplaces' reports"),
    difference_quantity: z
      .number()
      .int()
      .nullable()
      .describe("Ours minus Amazon's; null without a forecast or without Amazon's quantity"),
    disagrees: z
      .boolean()
      .describe('The two differ by more than 5 units and a fifth of the larger (restockDisagrees)'),
    marketplaces: z.array(amazonRestockMarketplaceSchema),
  })
  .meta({ id: 'AmazonRestock' });
export type AmazonRestock = z.infer<typeof amazonRestockSchema>;

export const forecastSummarySchema = z
  .object({
    sku: forecastSkuSchema,
    model: z.enum(FORECAST_MODELS).nullable().describe('Null until a forecast was made'),
    mase: z.number().nullable(),
    wape: z.number().nullable(),
    generated_at: isoDateTime.nullable(),
    queued: z.boolean().describe('A recompute of this SKU is waiting or running'),
    daily_demand: rate.nullable().describe('Mean forecast over the next 30 days, overrides applied'),
    has_override: z.boolean(),
    status: z.enum(STOCK_STATUSES).nullable().describe('Stock health; null until computed'),
    replenishment: forecastReplenishmentSchema.nullable(),
    amazon_restock: amazonRestockSchema.nullable().describe("Amazon's restock advice; null when none"),
  })
  .meta({ id: 'ForecastSummary' });
export type ForecastSummary = z.infer<typeof forecastSummarySchema>;

export const FORECAST_SORTS = [
  'sku_id',
  'out_of_stock_date',
  'reorder_date',
  'recommended_order_quantity',
  'daily_demand',
  'days_of_cover',
  'mase',
  'generated_at',
] as const;
export type ForecastSort = (typeof FORECAST_SORTS)[number];

export const forecastListQuerySchema = listQuerySchema(FORECAST_SORTS, 'reorder_date', {
  model: z.enum(FORECAST_MODELS).optional(),
  reorder_due: queryBoolean.optional().describe('Only SKUs whose reorder date is today or past'),
  product_id: idField().optional(),
});
export type ForecastListQuery = z.infer<typeof forecastListQuerySchema>;

export const forecastHistoryPointSchema = z.object({
  date: z.string(),
  units: z.number(),
  in_stock: z.boolean(),
});

export const forecastPointSchema = z.object({
  date: z.string(),
  units: z.number(),
  lo80: z.number(),
  hi80: z.number(),
  lo95: z.number(),
  hi95: z.number(),
});
export type ForecastPoint = z.infer<typeof forecastPointSchema>;

export const FORECAST_OVERRIDE_KINDS = ['multiplier', 'fixed'] as const;
export type ForecastOverrideKind = (typeof FORECAST_OVERRIDE_KINDS)[number];

export const forecastOverrideSchema = z
  .object({
    id: z.number().int(),
    starts_on: z.string(),
    ends_on: z.string(),
    kind: z.enum(FORECAST_OVERRIDE_KINDS),
    value: z.number(),
    note: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'ForecastOverride' });
export type ForecastOverride = z.infer<typeof forecastOverrideSchema>;

export const forecastOverrideRequestSchema = z
  .object({
    starts_on: calendarDay('The starts on must be a date (YYYY-MM-DD).'),
    ends_on: calendarDay('The ends on must be a date (YYYY-MM-DD).'),
    kind: z.enum(FORECAST_OVERRIDE_KINDS, { error: 'The kind must be multiplier or fixed.' }),
    value: z.coerce
      .number({ error: 'The value must be a number.' })
      .min(0, 'The value must be at least 0.')
      .max(100_000, 'The value may not be greater than 100000.'),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .refine((body) => body.ends_on >= body.starts_on, {
    path: ['ends_on'],
    message: 'The ends on must be a date after or equal to starts on.',
  });
export type ForecastOverrideRequest = z.infer<typeof forecastOverrideRequestSchema>;

export const forecastModelScoreSchema = z.object({
  model: z.enum(FORECAST_MODELS),
  mase: z.number().nullable(),
  wape: z.number().nullable(),
});

export const forecastChannelSchema = z
  .object({
    key: z
      .string()
      .describe(
        'The channel: `id:<sales_channel_id>`, or `name:<name>` for orders from a channel not set up',
      ),
    sales_channel_id: z.number().int().nullable(),
    name: z.string().describe("The channel's name; 'Unknown' for orders that name none"),
    share: z
      .number()
      .describe(
        `Its part of the SKU's units ordered over the last ${CHANNEL_SHARE_DAYS} days (over the whole history when none were ordered then), 0 … 1`,
      ),
    daily_demand: rate.describe("share × the SKU's units a day over the next 30 days"),
    units_30d: z.number().int().describe('Units ordered on it over the last 30 days (not cancelled)'),
    cover_units: z.number().describe("share × the SKU's forecast units over the cover days from today"),
    points: z
      .array(z.object({ date: z.string(), units: z.number() }))
      .describe("share × the SKU's points, the same days"),
    history: z
      .array(z.object({ date: z.string(), units: z.number() }))
      .describe("Units ordered on it per day, the same days as the SKU's history"),
  })
  .meta({ id: 'ForecastChannel' });
export type ForecastChannel = z.infer<typeof forecastChannelSchema>;

/** A SKU's plan in one region of sale (docs/domain/forecasting-and-planning.md, "Regions of sale"). */
export const forecastRegionPlanSchema = z
  .object({
    region: z
      .string()
      .describe("'EU' for the pan-European pool, else a country code; 'ANY' when nothing names one"),
    name: z.string().describe('EU (pan-European), UK, US…'),
    share: z.number().describe("Its part of the SKU's demand, 0 … 1"),
    daily_demand: rate,
    stock: z.number().int().describe('Units in the warehouses serving it (a shared one lends its share)'),
    in_transit: z.number().int(),
    on_order: z.number().int(),
    lead_days: z.number().int().describe('From ordering to the goods on hand there'),
    safety_stock: z
      .number()
      .int()
      .describe('For the organisation’s service level (or the min stock, if more)'),
    days_of_cover: z.number().int().nullable(),
    out_of_stock_date: z.string().nullable(),
    reorder_date: z.string().nullable(),
    late_days: z.number().int().describe('Days the reorder date has passed; 0 when it has not'),
    units_saved_by_ordering_today: z
      .number()
      .int()
      .describe('Demand an order placed today serves that the same order a week later would lose'),
    recommended_order_quantity: z.number().int(),
    service_level: z
      .number()
      .nullable()
      .describe(
        'The chance stock, transfers and orders last until an order placed today lands; null without demand',
      ),
    status: z.enum(STOCK_STATUSES),
    shared_warehouses: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('Warehouses whose units it shares with other regions'),
  })
  .meta({ id: 'ForecastRegionPlan' });
export type ForecastRegionPlan = z.infer<typeof forecastRegionPlanSchema>;

export const forecastDetailSchema = z
  .object({
    sku_id: z.number().int().describe("The SKU's integer id"),
    sku: forecastSkuSchema,
    model: z.enum(FORECAST_MODELS).nullable(),
    mase: z.number().nullable(),
    wape: z.number().nullable(),
    baseline_mase: z.number().nullable().describe("Seasonal naive's MASE on the same backtest"),
    scores: z.array(forecastModelScoreSchema).describe('Every model tried, on the same backtest'),
    generated_at: isoDateTime.nullable(),
    queued: z.boolean(),
    history: z.array(forecastHistoryPointSchema),
    points: z.array(forecastPointSchema).describe("365 days from today, in the organisation's time zone"),
    projected_stock: z.array(z.object({ date: z.string(), units: z.number() })),
    overrides: z.array(forecastOverrideSchema),
    replenishment: forecastReplenishmentSchema.nullable(),
    amazon_restock: amazonRestockSchema.nullable().describe("Amazon's restock advice; null when none"),
    channels: z
      .array(forecastChannelSchema)
      .describe("The SKU's forecast split over its sales channels (top-down), largest share first"),
    regions: z
      .array(forecastRegionPlanSchema)
      .describe('The plan per region of sale: demand, stock and orders of two regions are never added'),
    service_level_target: z.number().describe("The organisation's target service level"),
  })
  .meta({ id: 'ForecastDetail' });
export type ForecastDetail = z.infer<typeof forecastDetailSchema>;

export const forecastParamsSchema = z.object({ organisation: z.string().min(1), sku: idParam });
export const forecastOverrideParamsSchema = forecastParamsSchema.extend({ id: idParam });

export const forecastRecomputeRequestSchema = z
  .object({
    sku_ids: z
      .array(z.number().int().positive())
      .max(1000)
      .optional()
      .describe('Only these SKUs; every SKU when left out'),
  })
  .optional();

export const forecastRecomputeSchema = z.object({ queued: z.number().int() });

/**
 * The organisation's forecast accuracy from the stored backtests: over the SKUs with a model, the
 * mean MASE of the chosen models beside seasonal naive's, how many beat seasonal naive, WAPE
 * weighted by each SKU's demand (what a pooled WAPE is when backtest volume follows demand), and
 * the same per model chosen.
 */
export const forecastAccuracySchema = z
  .object({
    skus: z.number().int(),
    mase: z.number().nullable(),
    baseline_mase: z.number().nullable(),
    beating_baseline: z.number().int(),
    wape: z.number().nullable(),
    generated_at: z.string().nullable(),
    models: z.array(
      z.object({
        model: z.enum(FORECAST_MODELS),
        skus: z.number().int(),
        mase: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'ForecastAccuracy' });
export type ForecastAccuracy = z.infer<typeof forecastAccuracySchema>;

export const forecastSettingsSchema = z
  .object({
    time_zone: z.string(),
    cover_days: z.number().int(),
    service_level: z.number().describe('The target service level safety stock is held for (0.9 … 0.99)'),
  })
  .meta({ id: 'ForecastSettings' });
export type ForecastSettings = z.infer<typeof forecastSettingsSchema>;

export const forecastSettingsRequestSchema = z.object({
  time_zone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, 'The time zone must be an IANA time zone such as Europe/Berlin.'),
  cover_days: z.coerce
    .number({ error: 'The cover days must be a number.' })
    .int('The cover days must be an integer.')
    .min(1, 'The cover days must be at least 1.')
    .max(365, 'The cover days may not be greater than 365.'),
  service_level: z.coerce
    .number({ error: 'The service level must be a number.' })
    .min(SERVICE_LEVELS[0], `The service level must be one of ${SERVICE_LEVELS.join(', ')}.`)
    .max(
      SERVICE_LEVELS[SERVICE_LEVELS.length - 1] as number,
      `The service level must be one of ${SERVICE_LEVELS.join(', ')}.`,
    )
    .refine(isServiceLevel, `The service level must be one of ${SERVICE_LEVELS.join(', ')}.`)
    .optional()
    .describe('Left out: unchanged (0.95 until set)'),
});
export type ForecastSettingsRequest = z.infer<typeof forecastSettingsRequestSchema>;

/**
 * The canonical IANA names only (what PostgreSQL's tz database also knows): Intl alone would also
 * take offsets such as "+01:00", which PostgreSQL reads as a POSIX zone with the sign inverted.
 */
let timeZones: Set<string> | null = null;
export function isTimeZone(zone: string): boolean {
  timeZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return timeZones.has(zone);
}
