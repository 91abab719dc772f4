import {
  type InboundPlan,
  type InboundPlanSummary,
  inboundPlan,
  listInboundPlansResponse,
  listPlanItemsResponse,
  MAX_PLAN_ITEMS_PER_PAGE,
  MAX_PLANS_PER_PAGE,
  type PlanItem,
  type PlanShipment,
  planShipment,
} from './models/fulfillment-inbound-2024.ts';
import type { SpApiTransport } from './sp-api-transport.ts';

/**
 * Fulfillment Inbound 2024-03-20 (README.md, "Fulfillment Inbound and Orders"): the inbound plans
 * of Send to Amazon, each with its items and shipments, paged by `paginationToken`.
 */

export interface InboundPlansQuery {
  /** One of Amazon's filters; left out, every status. */
  status?: 'ACTIVE' | 'VOIDED' | 'SHIPPED';
  sortBy?: 'LAST_UPDATED_TIME' | 'CREATION_TIME';
  sortOrder?: 'ASC' | 'DESC';
  /** 1–30, Amazon's default 10. */
  pageSize?: number;
}

const BASE = '/inbound/fba/2024-03-20/inboundPlans';
const id = (value: string) => encodeURIComponent(value);

/** Every plan that matches, page after page; a caller may stop early (plans sorted by update). */
export async function* listInboundPlans(
  call: SpApiTransport,
  query: InboundPlansQuery,
): AsyncGenerator<InboundPlanSummary> {
  const size = query.pageSize;
  if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > MAX_PLANS_PER_PAGE))
    throw new TypeError(`listInboundPlans takes 1 to ${MAX_PLANS_PER_PAGE} plans a page`);
  let paginationToken: string | undefined;
  do {
    const page = await call({
      operation: 'listInboundPlans',
      method: 'GET',
      path: BASE,
      query: {
        pageSize: size,
        status: query.status,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        paginationToken,
      },
      response: listInboundPlansResponse,
    });
    yield* page.inboundPlans ?? [];
    paginationToken = page.pagination?.nextToken;
  } while (paginationToken);
}

export function getInboundPlan(call: SpApiTransport, inboundPlanId: string): Promise<InboundPlan> {
  return call({
    operation: 'getInboundPlan',
    method: 'GET',
    path: `${BASE}/${id(inboundPlanId)}`,
    response: inboundPlan,
  });
}

/** Every page of an item listing, as many items a page as Amazon allows. */
async function allItems(
  call: SpApiTransport,
  operation: 'listInboundPlanItems' | 'listShipmentItems',
  path: string,
): Promise<PlanItem[]> {
  const items: PlanItem[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await call({
      operation,
      method: 'GET',
      path,
      query: { pageSize: MAX_PLAN_ITEMS_PER_PAGE, paginationToken },
      response: listPlanItemsResponse,
    });
    items.push(...page.items);
    paginationToken = page.pagination?.nextToken;
  } while (paginationToken);
  return items;
}

/** The plan's items, all its shipments together (no received quantity: that is v0's). */
export function listInboundPlanItems(call: SpApiTransport, inboundPlanId: string): Promise<PlanItem[]> {
  return allItems(call, 'listInboundPlanItems', `${BASE}/${id(inboundPlanId)}/items`);
}

/** One shipment's items (shipmentId is 2024-03-20's own id, not the FBA… one). */
export function listPlanShipmentItems(
  call: SpApiTransport,
  inboundPlanId: string,
  shipmentId: string,
): Promise<PlanItem[]> {
  return allItems(
    call,
    'listShipmentItems',
    `${BASE}/${id(inboundPlanId)}/shipments/${id(shipmentId)}/items`,
  );
}

export function getPlanShipment(
  call: SpApiTransport,
  inboundPlanId: string,
  shipmentId: string,
): Promise<PlanShipment> {
  return call({
    operation: 'getShipment',
    method: 'GET',
    path: `${BASE}/${id(inboundPlanId)}/shipments/${id(shipmentId)}`,
    response: planShipment,
  });
}
