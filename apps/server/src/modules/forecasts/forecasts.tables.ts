import {
  type ForecastModelName,
  type ForecastOverrideKind,
  STOCK_STATUSES,
  type StockStatus,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';
import { warehouseKeys } from '../warehouses/warehouses.keys.ts';

/** The organisation's forecasting settings (migration 0028); no row means the defaults. */
export const forecastSettings = pgTable('forecast_settings', {
  organisationId: bigint('organisation_id', { mode: 'number' })
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  /** What "today" is: the first forecast day and the calendar days of the history. */
  timeZone: text('time_zone').notNull().default('UTC'),
  coverDays: integer('cover_days').notNull().default(30),
  /** The service level safety stock is held for (migration 0057; packages/shared SERVICE_LEVELS). */
  serviceLevel: doublePrecision('service_level').notNull().default(0.95),
  updatedAt: updatedAt(),
});

export interface StoredModelScore {
  model: ForecastModelName;
  mase: number | null;
  wape: number | null;
}

/** The status's place in STOCK_STATUSES (most urgent first); migration 0033 spells it out. */
const STATUS_RANK = sql.raw(
  `case "status" ${STOCK_STATUSES.map((status, rank) => `when '${status}' then ${rank}`).join(' ')} end`,
);

/**
 * The tables below belong to a SKU: they reach their organisation through it (the foreign key on
 * (organisation_id, sku_id) to skus cascades), not through a key of their own (migration 0036).
 *
 * A SKU's latest forecast and the replenishment figures computed with it. Every SKU has a row
 * from its creation on (migration 0033): "pending" (generated_at null) until first computed.
 */
export const forecasts = pgTable(
  'forecasts',
  {
    organisationId: organisationId(),
    skuId: bigintRef('sku_id').notNull(),
    /** Null for a SKU without sales history: no points, health from its stock alone. */
    model: text('model').$type<ForecastModelName>(),
    mase: doublePrecision('mase'),
    wape: doublePrecision('wape'),
    baselineMase: doublePrecision('baseline_mase'),
    scores: jsonb('scores').$type<StoredModelScore[]>().notNull().default([]),
    /** Null while the row is pending: the SKU was never computed (migration 0033). */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The day of units[0]: "today" when the forecast was made. */
    firstDay: date('first_day'),
    units: real('units').array().notNull().default(sql`'{}'`),
    lo80: real('lo80').array().notNull().default(sql`'{}'`),
    hi80: real('hi80').array().notNull().default(sql`'{}'`),
    lo95: real('lo95').array().notNull().default(sql`'{}'`),
    hi95: real('hi95').array().notNull().default(sql`'{}'`),
    dailyDemand: doublePrecision('daily_demand'),
    hasOverride: boolean('has_override').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    inbound: integer('inbound').notNull().default(0),
    minStock: integer('min_stock').notNull().default(0),
    leadDays: integer('lead_days').notNull().default(0),
    coverDays: integer('cover_days').notNull().default(0),
    casePack: integer('case_pack'),
    daysOfCover: integer('days_of_cover'),
    outOfStockDate: date('out_of_stock_date'),
    reorderDate: date('reorder_date'),
    recommendedOrderQuantity: integer('recommended_order_quantity'),
    projectedStock: real('projected_stock').array().notNull().default(sql`'{}'`),
    // Stock health (migration 0029), computed with the forecast.
    status: text('status').$type<StockStatus>(),
    /** STOCK_STATUSES' order (urgency), for sorting by status through an index. */
    statusRank: smallint('status_rank').generatedAlwaysAs(STATUS_RANK),
    inTransit: integer('in_transit').notNull().default(0),
    onOrder: integer('on_order').notNull().default(0),
    sold7d: integer('sold_7d').notNull().default(0),
    sold30d: integer('sold_30d').notNull().default(0),
    sellThrough: doublePrecision('sell_through'),
    agedUnits: integer('aged_units'),
    excessUnits: integer('excess_units'),
    /** Demand the stock cannot meet before an order placed today could arrive. */
    shortUnits: integer('short_units').notNull().default(0),
    /** COGS per unit in minor units of `currency` (the SKU's, else its product's); null when unknown. */
    unitCost: bigint('unit_cost', { mode: 'number' }),
    currency: text('currency'),
    stockValue: bigint('stock_value', { mode: 'number' }),
    /** (short + excess units) × unit cost: what poor stock levels put at stake. */
    moneyAtRisk: bigint('money_at_risk', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId] }),
    index('forecasts_reorder_date').on(table.organisationId, table.reorderDate, table.skuId),
    index('forecasts_out_of_stock_date').on(table.organisationId, table.outOfStockDate, table.skuId),
    index('forecasts_status').on(table.organisationId, table.status, table.skuId),
    index('forecasts_money_at_risk').on(table.organisationId, table.moneyAtRisk, table.skuId),
    index('forecasts_status_rank').on(table.organisationId, table.statusRank, table.skuId),
    index('forecasts_days_of_cover').on(table.organisationId, table.daysOfCover, table.skuId),
    index('forecasts_recommended_order_quantity').on(
      table.organisationId,
      table.recommendedOrderQuantity,
      table.skuId,
    ),
    index('forecasts_daily_demand').on(table.organisationId, table.dailyDemand, table.skuId),
    index('forecasts_mase').on(table.organisationId, table.mase, table.skuId),
    index('forecasts_generated_at').on(table.organisationId, table.generatedAt, table.skuId),
    index('forecasts_excess_units').on(table.organisationId, table.excessUnits, table.skuId),
    index('forecasts_aged_units').on(table.organisationId, table.agedUnits, table.skuId),
    index('forecasts_sell_through').on(table.organisationId, table.sellThrough, table.skuId),
    foreignKey({
      name: 'forecasts_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
/** A row as stored: pending (never computed) or computed. */
export type StoredForecastRow = typeof forecasts.$inferSelect;

/** What a computed row has that a pending one lacks. */
export interface ComputedColumns {
  generatedAt: Date;
  firstDay: string;
  dailyDemand: number;
  recommendedOrderQuantity: number;
  status: StockStatus;
  agedUnits: number;
  excessUnits: number;
}
/** A computed forecast: what every reader outside the lists' SQL works with. */
export type ForecastRow = Omit<StoredForecastRow, keyof ComputedColumns> & ComputedColumns;

/** The row if it was computed, else null (a pending row reads as "no forecast yet"). */
export function computedOrNull<Row extends { generatedAt: Date | null }>(
  row: Row | null | undefined,
): (Omit<Row, keyof ComputedColumns> & ComputedColumns) | null {
  return row?.generatedAt ? (row as unknown as Omit<Row, keyof ComputedColumns> & ComputedColumns) : null;
}

/** The series (365 values each): read for one SKU's detail, never by the lists. */
const SERIES_COLUMNS = ['units', 'lo80', 'hi80', 'lo95', 'hi95', 'projectedStock'] as const;
type SeriesColumn = (typeof SERIES_COLUMNS)[number];

/**
 * Every column but the series, for the lists: selecting the series made each of 50,000 rows
 * carry (and detoast) six arrays through the join and sort that pick one page.
 */
export const forecastFigures = Object.fromEntries(
  Object.entries(forecasts).filter(
    ([key, value]) =>
      !(SERIES_COLUMNS as readonly string[]).includes(key) &&
      typeof value === 'object' &&
      value !== null &&
      'name' in value,
  ),
) as unknown as Omit<typeof forecasts._.columns, SeriesColumn>;
export type ForecastFigures = Omit<ForecastRow, SeriesColumn>;

/** SKUs waiting for a recompute; the job takes them in batches and deletes what it did. */
export const forecastQueue = pgTable(
  'forecast_queue',
  {
    organisationId: organisationId(),
    skuId: bigintRef('sku_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** False when only its stock changed: replanned with the forecast it has (migration 0070). */
    refit: boolean('refit').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId] }),
    foreignKey({
      name: 'forecast_queue_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);

/** A seller's adjustment of a SKU's forecast for a period: × value, or value units a day. */
export const forecastOverrides = pgTable(
  'forecast_overrides',
  {
    organisationId: organisationId(),
    id: tenantId(),
    skuId: bigintRef('sku_id').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    kind: text('kind').$type<ForecastOverrideKind>().notNull(),
    value: doublePrecision('value').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('forecast_overrides_sku').on(table.organisationId, table.skuId),
    foreignKey({
      name: 'forecast_overrides_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type ForecastOverrideRow = typeof forecastOverrides.$inferSelect;

/**
 * A SKU's forecast split over its warehouses (migration 0031), written with the forecast: each
 * warehouse's share of the demand (its part of the units sold over WAREHOUSE_SHARE_DAYS), the day
 * its stock and inbound transfers run out, and for a fulfilment centre the units to send from the
 * seller's own warehouses (capped, over all centres, by what those hold).
 */
export const forecastWarehousePlans = pgTable(
  'forecast_warehouse_plans',
  {
    organisationId: organisationId(),
    skuId: bigintRef('sku_id').notNull(),
    warehouseId: bigintRef('warehouse_id').notNull(),
    share: doublePrecision('share').notNull(),
    /** Null when the stock lasts the whole horizon, or the warehouse sells nothing. */
    outOfStockDate: date('out_of_stock_date'),
    recommendedTransferQuantity: integer('recommended_transfer_quantity').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId, table.warehouseId] }),
    index('forecast_warehouse_plans_warehouse').on(
      table.organisationId,
      table.warehouseId,
      table.recommendedTransferQuantity,
    ),
    foreignKey({
      name: 'forecast_warehouse_plans_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'forecast_warehouse_plans_warehouse_fk',
      columns: [table.organisationId, table.warehouseId],
      foreignColumns: [warehouseKeys.organisationId, warehouseKeys.id],
    }).onDelete('cascade'),
  ],
);
export type ForecastWarehousePlanRow = typeof forecastWarehousePlans.$inferSelect;

/**
 * A SKU's forecast split over its sales channels (migration 0034), written with the forecast:
 * each channel's share of the SKU's units ordered over CHANNEL_SHARE_DAYS (the whole history when
 * there were none), share × the SKU's units a day, and its units ordered over the last 30 days.
 * `channelKey` is `id:<salesChannelId>`, or `name:<name>` for orders from a channel not set up.
 * (The migration also points salesChannelId at sales_channels, cascading.)
 */
export const forecastChannelPlans = pgTable(
  'forecast_channel_plans',
  {
    organisationId: organisationId(),
    skuId: bigintRef('sku_id').notNull(),
    channelKey: text('channel_key').notNull(),
    salesChannelId: bigintRef('sales_channel_id'),
    name: text('name').notNull(),
    share: doublePrecision('share').notNull(),
    dailyDemand: doublePrecision('daily_demand').notNull(),
    units30d: integer('units_30d').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId, table.channelKey] }),
    foreignKey({
      name: 'forecast_channel_plans_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type ForecastChannelPlanRow = typeof forecastChannelPlans.$inferSelect;

/**
 * A SKU's plan per region of sale (migration 0057; engine/region-plan.domain.ts), written with its
 * forecast: the region's share of the demand against only the stock, transfers and orders of the
 * warehouses serving it, and the order that region needs.
 */
export const forecastRegionPlans = pgTable(
  'forecast_region_plans',
  {
    organisationId: organisationId(),
    skuId: bigintRef('sku_id').notNull(),
    region: text('region').notNull(),
    share: doublePrecision('share').notNull(),
    dailyDemand: doublePrecision('daily_demand').notNull(),
    stock: integer('stock').notNull(),
    inTransit: integer('in_transit').notNull(),
    onOrder: integer('on_order').notNull(),
    leadDays: integer('lead_days').notNull(),
    safetyStock: integer('safety_stock').notNull(),
    outOfStockDate: date('out_of_stock_date'),
    reorderDate: date('reorder_date'),
    recommendedOrderQuantity: integer('recommended_order_quantity').notNull(),
    serviceLevel: doublePrecision('service_level'),
    status: text('status').$type<StockStatus>().notNull(),
    lateDays: integer('late_days').notNull().default(0),
    unitsSavedByOrderingToday: integer('units_saved_by_ordering_today').notNull().default(0),
    sharedWarehouseIds: bigint('shared_warehouse_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId, table.region] }),
    foreignKey({
      name: 'forecast_region_plans_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type ForecastRegionPlanRow = typeof forecastRegionPlans.$inferSelect;
