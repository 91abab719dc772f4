import {
  LABEL_PREP_TYPES,
  type LabelPrepType,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { warehouseKeys } from '../warehouses/warehouses.keys.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The marketplace's inbound shipments (Amazon's InboundShipmentInfo, and Send to Amazon's plans'
 * shipments of Fulfillment Inbound 2024-03-20), one per shipment_id (the FBA id of both). The
 * destination centre is kept as Amazon's code and matched to the organisation's fulfilment centres
 * when read, as the items' seller SKUs are to its SKUs, so a centre or SKU added later maps at once.
 * The totals and item_count are written with the items, so lists filter and sort by them.
 */
export const shipments = pgTable(
  'shipments',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    shipmentId: text('shipment_id').notNull(),
    name: text('name'),
    status: text('status').$type<ShipmentStatus>().notNull(),
    reportSourceId: bigintRef('report_source_id'),
    destinationFulfillmentCenter: text('destination_fulfillment_center'),
    destinationWarehouseId: bigintRef('destination_warehouse_id'),
    outgoingWarehouseId: bigintRef('outgoing_warehouse_id'),
    labelPrepType: text('label_prep_type').$type<LabelPrepType>(),
    areCasesRequired: boolean('are_cases_required'),
    /** Send to Amazon's inbound plan (Fulfillment Inbound 2024-03-20) the shipment belongs to. */
    inboundPlanId: text('inbound_plan_id'),
    inboundPlanName: text('inbound_plan_name'),
    /** 2024-03-20's own id of the shipment (sh…), which its plan lists it by; shipmentId is the FBA id. */
    inboundShipmentId: text('inbound_shipment_id'),
    autoImport: boolean('auto_import').notNull().default(false),
    /** Why the last automatic import failed (unmapped SKUs, no origin…); null after a good one. */
    importError: text('import_error'),
    totalShipped: integer('total_shipped').notNull().default(0),
    totalReceived: integer('total_received').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('shipments_shipment_id').on(table.organisationId, table.shipmentId),
    index('shipments_status').on(table.organisationId, table.status, table.id),
    // The screen's default order (migration 0063): a page walks it and stops at its last row.
    index('shipments_updated').on(table.organisationId, table.updatedAt, table.id),
    index('shipments_inbound_plan').on(table.organisationId, table.inboundPlanId),
    index('shipments_destination_fulfillment_center').on(
      table.organisationId,
      table.destinationFulfillmentCenter,
    ),
    foreignKey({
      name: 'shipments_destination_warehouse_fk',
      columns: [table.organisationId, table.destinationWarehouseId],
      foreignColumns: [warehouseKeys.organisationId, warehouseKeys.id],
    }),
    foreignKey({
      name: 'shipments_outgoing_warehouse_fk',
      columns: [table.organisationId, table.outgoingWarehouseId],
      foreignColumns: [warehouseKeys.organisationId, warehouseKeys.id],
    }),
    check('shipments_status_check', sql`${table.status} in (${listOf(SHIPMENT_STATUSES)})`),
    check('shipments_label_prep_type_check', sql`${table.labelPrepType} in (${listOf(LABEL_PREP_TYPES)})`),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/** A seller SKU on a shipment (Amazon's InboundShipmentItem), once per shipment. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    shipmentId: bigintRef('shipment_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    fulfillmentNetworkSku: text('fulfillment_network_sku'),
    quantityShipped: integer('quantity_shipped').notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
    quantityInCase: integer('quantity_in_case'),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('shipment_items_seller_sku').on(table.organisationId, table.shipmentId, table.sellerSku),
    index('shipment_items_sku').on(table.organisationId, table.sellerSku),
    foreignKey({
      name: 'shipment_items_shipment_fk',
      columns: [table.organisationId, table.shipmentId],
      foreignColumns: [shipments.organisationId, shipments.id],
    }).onDelete('cascade'),
    check(
      'shipment_items_quantities_check',
      sql`${table.quantityShipped} >= 0 and ${table.quantityReceived} >= 0`,
    ),
  ],
);
export type ShipmentItemRow = typeof shipmentItems.$inferSelect;
