import { SHIPMENT_STATUSES, type ShipmentRequest, type ShipmentStatus } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type {
  InboundPlanSummary,
  InboundShipment,
  PlanItem,
  PlanShipment,
  SpApiClient,
} from '../../integrations/amazon/client/sp-api-client.ts';
import { findReportSource } from '../report-sources/report-sources.facts.ts';
import { upsertShipment } from '../shipments/shipments.usecases.ts';

/** A first shipment sync reaches this far back; later ones overlap the last by a margin. */
const FIRST_SYNC_DAYS = 90;
const SYNC_OVERLAP_DAYS = 2;
const DAY = 86_400_000;
/** listInboundPlans filters by one status at a time: every one whose plans hold shipments. */
const PLAN_STATUSES = ['ACTIVE', 'SHIPPED', 'VOIDED'] as const;

const isShipmentStatus = (status: string | undefined): status is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(status ?? '');

interface PlannedShipment {
  plan: InboundPlanSummary;
  shipment: PlanShipment;
  /** How many of the plan's shipments the sync keeps (its items are one shipment's when 1). */
  shipmentsInPlan: number;
}

/**
 * Inbound shipments updated since the last sync, from both of Amazon's inbound APIs, one row per
 * shipment by its FBA id (docs/domain/ingestion.md, "Inbound shipments"):
 * - Fulfillment Inbound v0 (getShipments by date, then each shipment's items): its statuses and
 *   received quantities are the ones kept;
 * - Fulfillment Inbound 2024-03-20 (Send to Amazon): the plans updated since then, each plan's
 *   shipments (getShipment; `shipmentConfirmationId` is v0's ShipmentId). A shipment of a plan
 *   gets the plan's id and name. One v0 did not list by date is asked for by id; one v0 does not
 *   know yet (a shipment still WORKING) is written from 2024-03-20 alone: its status, centre and
 *   the planned items (the plan's, when it is the plan's only shipment; else listShipmentItems),
 *   nothing received yet.
 * A 2024-03-20 shipment without an FBA id yet (UNCONFIRMED) or in a status the product does not
 * track (ABANDONED, MIXED) is left out.
 */
export async function syncInboundShipments({
  db,
  client,
  organisationId,
  reportSourceId,
  marketplaceIds,
  now,
}: {
  db: Database;
  client: SpApiClient;
  organisationId: number;
  reportSourceId: number;
  marketplaceIds: string[];
  now: Date;
}): Promise<number> {
  const source = await inTenant(db, organisationId, (tx) =>
    findReportSource(tx, { organisationId, id: reportSourceId }),
  );
  const after = source?.shipmentsSyncedAt
    ? new Date(source.shipmentsSyncedAt.getTime() - SYNC_OVERLAP_DAYS * DAY)
    : new Date(now.getTime() - FIRST_SYNC_DAYS * DAY);

  const v0 = new Map<string, InboundShipment>();
  for (const marketplaceId of marketplaceIds)
    for await (const shipment of client.listInboundShipments({
      marketplaceId,
      lastUpdatedAfter: after,
      lastUpdatedBefore: now,
    }))
      if (!v0.has(shipment.ShipmentId)) v0.set(shipment.ShipmentId, shipment);

  const planned = await plannedShipments(client, { after, marketplaceIds });
  // A planned shipment v0 knows but did not list (not updated by v0's clock): asked for by id.
  const unlisted = [...planned.keys()].filter((fbaId) => !v0.has(fbaId));
  for (const marketplaceId of unlisted.length ? marketplaceIds : [])
    for await (const shipment of client.listInboundShipments({ marketplaceId, shipmentIds: unlisted }))
      if (!v0.has(shipment.ShipmentId)) v0.set(shipment.ShipmentId, shipment);

  let written = 0;
  const write = async (input: ShipmentRequest) => {
    await inTenant(db, organisationId, (tx) =>
      upsertShipment({ db: tx, organisationId, userId: null, input }),
    );
    written += 1;
  };
  for (const [fbaId, shipment] of v0) {
    if (!isShipmentStatus(shipment.ShipmentStatus)) continue;
    const plan = planned.get(fbaId);
    const items = await client.listInboundShipmentItems(fbaId);
    await write({
      shipment_id: fbaId,
      name: shipment.ShipmentName ?? plan?.shipment.name ?? null,
      status: shipment.ShipmentStatus,
      report_source_id: reportSourceId,
      destination_fulfillment_center: shipment.DestinationFulfillmentCenterId ?? null,
      are_cases_required: shipment.AreCasesRequired ?? null,
      ...(plan ? planFields(plan) : {}),
      items: items.map((item) => ({
        seller_sku: item.SellerSKU,
        fulfillment_network_sku: item.FulfillmentNetworkSKU ?? null,
        quantity_shipped: item.QuantityShipped,
        quantity_received: item.QuantityReceived ?? 0,
        quantity_in_case: item.QuantityInCase ?? null,
      })),
    });
  }
  const planItems = new Map<string, Promise<PlanItem[]>>();
  for (const [fbaId, entry] of planned) {
    if (v0.has(fbaId)) continue;
    const { plan, shipment } = entry;
    const status = shipment.status;
    if (!isShipmentStatus(status)) continue;
    let items: PlanItem[];
    if (entry.shipmentsInPlan === 1) {
      const known = planItems.get(plan.inboundPlanId) ?? client.listInboundPlanItems(plan.inboundPlanId);
      planItems.set(plan.inboundPlanId, known);
      items = await known;
    } else items = await client.listPlanShipmentItems(plan.inboundPlanId, shipment.shipmentId);
    await write({
      shipment_id: fbaId,
      name: shipment.name ?? null,
      status,
      report_source_id: reportSourceId,
      destination_fulfillment_center: shipment.destination.warehouseId ?? null,
      ...planFields(entry),
      items: mergedBySku(items).map((item) => ({
        seller_sku: item.msku,
        fulfillment_network_sku: item.fnsku ?? null,
        quantity_shipped: item.quantity,
        quantity_received: 0,
      })),
    });
  }
  return written;
}

const planFields = ({ plan, shipment }: PlannedShipment) => ({
  inbound_plan_id: plan.inboundPlanId,
  inbound_plan_name: plan.name,
  inbound_shipment_id: shipment.shipmentId,
});

/** Plan items of one SKU with two expiry dates or lot codes are two lines: one item per SKU. */
function mergedBySku(items: PlanItem[]): PlanItem[] {
  const bySku = new Map<string, PlanItem>();
  for (const item of items) {
    const seen = bySku.get(item.msku);
    bySku.set(item.msku, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...bySku.values()];
}

/**
 * The shipments, by FBA id, of the plans of the source's marketplaces updated since `after`:
 * every status, newest update first, so the listing stops at the first older plan.
 */
async function plannedShipments(
  client: SpApiClient,
  { after, marketplaceIds }: { after: Date; marketplaceIds: string[] },
): Promise<Map<string, PlannedShipment>> {
  const plans: InboundPlanSummary[] = [];
  for (const status of PLAN_STATUSES)
    for await (const plan of client.listInboundPlans({
      status,
      sortBy: 'LAST_UPDATED_TIME',
      sortOrder: 'DESC',
      pageSize: 30,
    })) {
      if (plan.lastUpdatedAt < after) break;
      if (marketplaceIds.length === 0 || plan.marketplaceIds.some((id) => marketplaceIds.includes(id)))
        plans.push(plan);
    }
  const byFbaId = new Map<string, PlannedShipment>();
  for (const summary of plans) {
    const plan = await client.getInboundPlan(summary.inboundPlanId);
    const shipments: PlanShipment[] = [];
    for (const { shipmentId, status } of plan.shipments ?? []) {
      if (!isShipmentStatus(status)) continue;
      const shipment = await client.getPlanShipment(plan.inboundPlanId, shipmentId);
      if (shipment.shipmentConfirmationId) shipments.push(shipment);
    }
    for (const shipment of shipments)
      byFbaId.set(shipment.shipmentConfirmationId as string, {
        plan: summary,
        shipment,
        shipmentsInPlan: (plan.shipments ?? []).length,
      });
  }
  return byFbaId;
}
