import { SHIPMENT_DAYS_BEFORE_HISTORY } from '../dataset/event-sweep.ts';
import {
  planById,
  planItems,
  planStatusAt,
  plansUpTo,
  planUpdatedAt,
  type SimInboundPlan,
} from '../dataset/inbound-plans.ts';
import { SpApiError } from './errors.ts';
import { planItemJson, planJson, planShipmentJson, planSummaryJson } from './inbound-2024.presenter.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';

/**
 * listInboundPlans, getInboundPlan, listInboundPlanItems, getShipment and listShipmentItems of
 * Fulfillment Inbound 2024-03-20 (fulfillmentInbound_2024-03-20.json), over the plans of
 * dataset/inbound-plans.ts. Parameters are checked as the model describes them (pageSize 1–30 for
 * plans and 1–1000 for items, default 10; the enums of status, sortBy and sortOrder; ids of 38
 * letters, digits and dashes; a paginationToken of at most 1024 characters), and refusals are
 * `400 BadRequest` with the messages of the model's sandbox examples. Without sortBy plans come
 * newest first by creation (the model does not say).
 */

const PLAN_STATUSES = ['ACTIVE', 'VOIDED', 'SHIPPED'];
const SORT_BY = ['LAST_UPDATED_TIME', 'CREATION_TIME'];
const SORT_ORDER = ['ASC', 'DESC'];
const ID = /^[a-zA-Z0-9-]{38}$/;

function badRequest(message: string): SpApiError {
  return new SpApiError(400, 'BadRequest', message);
}

function enumParam(query: URLSearchParams, name: string, allowed: readonly string[]): string | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (!allowed.includes(value)) throw badRequest(`The ${name} is invalid.`);
  return value;
}

function pageSizeOf(query: URLSearchParams, max: number): number {
  const value = query.get('pageSize');
  if (value === null || value === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > max)
    throw badRequest(`The pageSize must be an integer from 1 to ${max}.`);
  return size;
}

function tokenOf<T extends object>(query: URLSearchParams, kind: string): T | undefined {
  const token = query.get('paginationToken');
  if (token === null || token === '') return undefined;
  if (token.length > 1024) throw badRequest('The paginationToken is invalid.');
  try {
    return decodePageToken<T>(kind, token, 'paginationToken');
  } catch {
    throw badRequest('The paginationToken is invalid.');
  }
}

function page<T>(all: T[], offset: number, size: number, next: (offset: number) => string) {
  const end = offset + size;
  return {
    rows: all.slice(offset, end),
    pagination: end < all.length ? { nextToken: next(end) } : undefined,
  };
}

/** The first day of shipments, as v0 serves them. */
const firstShipmentDay = ({ dataset }: OperationContext) => dataset.firstDay - SHIPMENT_DAYS_BEFORE_HISTORY;

function visiblePlans(context: OperationContext): SimInboundPlan[] {
  const { dataset, seller, nowMs } = context;
  return plansUpTo(dataset, firstShipmentDay(context), nowMs).filter((plan) =>
    seller.marketplaceIds.includes(plan.pool.home.id),
  );
}

interface PlansToken {
  status?: string;
  sortBy: string;
  sortOrder: string;
  offset: number;
}

export function listInboundPlans(context: OperationContext): OperationResult {
  const { query, nowMs } = context;
  const size = pageSizeOf(query, 30);
  const token = tokenOf<PlansToken>(query, 'inbound-plans');
  const filters: PlansToken = token ?? {
    status: enumParam(query, 'status', PLAN_STATUSES),
    sortBy: enumParam(query, 'sortBy', SORT_BY) ?? 'CREATION_TIME',
    sortOrder: enumParam(query, 'sortOrder', SORT_ORDER) ?? 'DESC',
    offset: 0,
  };
  const keyed = visiblePlans(context)
    .filter((plan) => filters.status === undefined || planStatusAt(plan, nowMs) === filters.status)
    .map((plan) => ({
      plan,
      key: filters.sortBy === 'LAST_UPDATED_TIME' ? planUpdatedAt(plan, nowMs) : plan.createdMs,
    }));
  const direction = filters.sortOrder === 'ASC' ? 1 : -1;
  keyed.sort(
    (a, b) =>
      direction * (a.key - b.key) || direction * a.plan.inboundPlanId.localeCompare(b.plan.inboundPlanId),
  );
  const { rows, pagination } = page(keyed, filters.offset, size, (offset) =>
    encodePageToken('inbound-plans', { ...filters, offset }),
  );
  return {
    status: 200,
    body: {
      inboundPlans: rows.map(({ plan }) => planSummaryJson(plan, nowMs)),
      ...(pagination ? { pagination } : {}),
    },
  };
}

/** The plan the path names, known to this seller by now. */
function planOfPath(context: OperationContext): SimInboundPlan {
  const { dataset, seller, params, nowMs } = context;
  const id = params.inboundPlanId ?? '';
  if (!ID.test(id)) throw badRequest('The inboundPlanId is malformed.');
  const plan = planById(dataset, id, firstShipmentDay(context));
  if (!plan || plan.createdMs > nowMs || !seller.marketplaceIds.includes(plan.pool.home.id))
    throw badRequest('The requested inbound plan does not exist.');
  return plan;
}

function shipmentOfPath(context: OperationContext) {
  const plan = planOfPath(context);
  const id = context.params.shipmentId ?? '';
  if (!ID.test(id)) throw badRequest('The shipmentId is malformed.');
  const shipment = plan.shipments.find((each) => each.shipmentId === id);
  if (!shipment) throw badRequest('The requested shipment does not exist for the provided inbound plan.');
  return { plan, shipment };
}

export function getInboundPlan(context: OperationContext): OperationResult {
  return { status: 200, body: planJson(planOfPath(context), context.nowMs) };
}

export function listInboundPlanItems(context: OperationContext): OperationResult {
  const plan = planOfPath(context);
  const size = pageSizeOf(context.query, 1000);
  const token = tokenOf<{ plan: string; offset: number }>(context.query, 'inbound-plan-items');
  if (token && token.plan !== plan.inboundPlanId) throw badRequest('The paginationToken is invalid.');
  const items = planItems(plan).map((line) => planItemJson(line.shipment, line.item, line.quantity));
  const { rows, pagination } = page(items, token?.offset ?? 0, size, (offset) =>
    encodePageToken('inbound-plan-items', { plan: plan.inboundPlanId, offset }),
  );
  return { status: 200, body: { items: rows, ...(pagination ? { pagination } : {}) } };
}

export function getInboundShipment(context: OperationContext): OperationResult {
  const { plan, shipment } = shipmentOfPath(context);
  return { status: 200, body: planShipmentJson(plan, shipment, context.nowMs) };
}

export function listShipmentItems(context: OperationContext): OperationResult {
  const { shipment } = shipmentOfPath(context);
  const size = pageSizeOf(context.query, 1000);
  const token = tokenOf<{ shipment: string; offset: number }>(context.query, 'shipment-items-2024');
  if (token && token.shipment !== shipment.shipmentId) throw badRequest('The paginationToken is invalid.');
  const items = shipment.shipment.items.map((line) =>
    planItemJson(shipment.shipment, line.item, line.quantityShipped),
  );
  const { rows, pagination } = page(items, token?.offset ?? 0, size, (offset) =>
    encodePageToken('shipment-items-2024', { shipment: shipment.shipmentId, offset }),
  );
  return { status: 200, body: { items: rows, ...(pagination ? { pagination } : {}) } };
}
