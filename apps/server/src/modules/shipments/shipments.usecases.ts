import type { Paginated, Shipment, ShipmentListQuery, ShipmentRequest } from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, FieldErrorBag } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { warehousesExist } from '../warehouses/warehouses.facts.ts';
import { inboundFiguresChanged } from './inbound-change.domain.ts';
import { parseShipmentFile } from './shipment-file.domain.ts';
import { syncTransfer } from './shipment-transfer.usecase.ts';
import { shipmentErrors } from './shipments.errors.ts';
import { presentShipment } from './shipments.presenter.ts';
import {
  countShipments,
  findShipment,
  insertShipment,
  itemsOf,
  listShipments,
  lockShipment,
  lockShipmentByShipmentId,
  replaceItems,
  reportSourcesExist,
  type ShipmentValues,
  updateShipment,
} from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/** The user acting; null for the marketplace sync, which acts for nobody in particular. */
type ByUser = { userId: number | null };

export async function listShipmentsPage({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: ShipmentListQuery }): Promise<{ page: Paginated<Shipment> }> {
  const page = await listPage(
    query,
    {
      count: () => countShipments(db, { organisationId, filters: query }),
      rows: (window) => listShipments(db, { organisationId, filters: query, window }),
    },
    (rows) => rows.map((row) => presentShipment(row)),
  );
  return { page };
}

export async function showShipment({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ shipment: Shipment }> {
  const row = orNotFound(await findShipment(db, { organisationId, id }));
  const items = await itemsOf(db, { organisationId, id });
  return { shipment: presentShipment(row, items) };
}

/** The request checked against the organisation's data (all problems at once, 422), as values to store. */
async function checkRequest(
  db: Executor,
  {
    organisationId,
    input,
    current,
  }: { organisationId: number; input: ShipmentRequest; current?: ShipmentRow },
): Promise<ShipmentValues> {
  const errors = new FieldErrorBag();
  if (current && input.shipment_id !== undefined && input.shipment_id !== current.shipmentId)
    errors.add(shipmentErrors.shipmentIdChanged());
  const places = (['outgoing_warehouse_id', 'destination_warehouse_id'] as const).filter(
    (field) => typeof input[field] === 'number',
  );
  const owned = await warehousesExist(db, {
    organisationId,
    ids: places.map((field) => input[field] as number),
  });
  for (const field of places)
    if (!owned.has(input[field] as number)) errors.add(shipmentErrors.invalidWarehouse(field));
  const originId =
    input.outgoing_warehouse_id !== undefined ? input.outgoing_warehouse_id : current?.outgoingWarehouseId;
  const destinationId =
    input.destination_warehouse_id !== undefined
      ? input.destination_warehouse_id
      : current?.destinationWarehouseId;
  if (originId != null && originId === destinationId) errors.add(shipmentErrors.sameWarehouse());
  if (
    typeof input.report_source_id === 'number' &&
    !(await reportSourcesExist(db, { organisationId, ids: [input.report_source_id] })).size
  )
    errors.add(shipmentErrors.invalidReportSource());
  const seen = new Set<string>();
  input.items?.forEach((item, index) => {
    if (seen.has(item.seller_sku)) errors.add(shipmentErrors.sellerSkuListedTwice(index));
    seen.add(item.seller_sku);
  });
  errors.throwIfAny();
  const set = <K extends keyof ShipmentRequest, V>(
    key: K,
    column: string,
    map: (value: NonNullable<ShipmentRequest[K]>) => V = (value) => value as V,
  ) =>
    input[key] === undefined
      ? {}
      : { [column]: input[key] === null ? null : map(input[key] as NonNullable<ShipmentRequest[K]>) };
  return {
    ...set('name', 'name'),
    ...set('status', 'status'),
    ...set('report_source_id', 'reportSourceId'),
    ...set('destination_fulfillment_center', 'destinationFulfillmentCenter'),
    ...set('destination_warehouse_id', 'destinationWarehouseId'),
    ...set('outgoing_warehouse_id', 'outgoingWarehouseId'),
    ...set('label_prep_type', 'labelPrepType'),
    ...set('are_cases_required', 'areCasesRequired'),
    ...set('inbound_plan_id', 'inboundPlanId'),
    ...set('inbound_plan_name', 'inboundPlanName'),
    ...set('inbound_shipment_id', 'inboundShipmentId'),
    ...set('auto_import', 'autoImport'),
  } as ShipmentValues;
}

const itemValues = (items: NonNullable<ShipmentRequest['items']>) =>
  items.map((item) => ({
    sellerSku: item.seller_sku,
    fulfillmentNetworkSku: item.fulfillment_network_sku ?? null,
    quantityShipped: item.quantity_shipped,
    quantityReceived: item.quantity_received ?? 0,
    quantityInCase: item.quantity_in_case ?? null,
  }));

/**
 * The one write of a shipment (the API's create and update, a file's rows, a sync later): its
 * fields, its items when given, then, with auto_import, its transfer brought in step. A transfer
 * that cannot follow (an unmapped SKU, no origin…) does not stop the shipment's own update: the
 * reason is kept as import_error, shown beside the shipment until an import succeeds.
 */
async function writeShipment(
  db: Database,
  {
    organisationId,
    userId,
    input,
    current,
  }: { organisationId: number; userId: number | null; input: ShipmentRequest; current?: ShipmentRow },
): Promise<number> {
  const values = await checkRequest(db, { organisationId, input, current });
  let id = current?.id;
  if (current) await updateShipment(db, { organisationId, id: current.id, values });
  else {
    const inserted = await insertShipment(db, {
      organisationId,
      values: { ...values, shipmentId: input.shipment_id as string },
    });
    id = inserted?.id;
    // A concurrent create of the same shipment id won: this one updates it, as a sync would.
    if (id === undefined) {
      const winner = orNotFound(
        await lockShipmentByShipmentId(db, { organisationId, shipmentId: input.shipment_id as string }),
      );
      return writeShipment(db, { organisationId, userId, input, current: winner });
    }
  }
  const shipmentId = id as number;
  if (input.items) await replaceItems(db, { organisationId, id: shipmentId, items: itemValues(input.items) });
  const stored = orNotFound(await lockShipment(db, { organisationId, id: shipmentId }));
  // Amazon's inbound figures of the source's FBA stock moved: read them again (through the outbox).
  if (stored.reportSourceId !== null && inboundFiguresChanged(current, stored))
    await recordEvent(db, {
      organisationId,
      type: 'shipment.changed',
      aggregate: `shipment:${shipmentId}`,
      payload: { shipmentId, reportSourceId: stored.reportSourceId },
    });
  if (stored.autoImport) await autoImport(db, { organisationId, userId, shipment: stored });
  return shipmentId;
}

/** auto_import: the same path as "Import as transfer", in a savepoint so a refusal undoes only it. */
async function autoImport(
  db: Database,
  {
    organisationId,
    userId,
    shipment,
  }: { organisationId: number; userId: number | null; shipment: ShipmentRow },
): Promise<void> {
  let importError: string | null = null;
  try {
    await db.transaction((tx) =>
      syncTransfer(tx as unknown as Database, {
        organisationId,
        userId,
        shipment,
        allowNegativeStock: false,
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    const details = Object.values(error.errors ?? {}).flat();
    importError = details.length ? details.join(' ') : error.message;
  }
  if (importError !== shipment.importError)
    await updateShipment(db, { organisationId, id: shipment.id, values: { importError } });
}

/** POST: creates the shipment of `shipment_id`, or updates it when it exists (a sync's write). */
export async function upsertShipment({
  db,
  organisationId,
  userId,
  input,
}: InOrganisation & ByUser & { input: ShipmentRequest }): Promise<{ shipment: Shipment; created: boolean }> {
  const errors = new FieldErrorBag();
  if (input.shipment_id === undefined) errors.add(shipmentErrors.required('shipment_id'));
  errors.throwIfAny();
  const { id, created } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const current = await lockShipmentByShipmentId(txDb, {
      organisationId,
      shipmentId: input.shipment_id as string,
    });
    if (!current && input.status === undefined) throw shipmentErrors.required('status');
    return { id: await writeShipment(txDb, { organisationId, userId, input, current }), created: !current };
  });
  return { ...(await showShipment({ db, organisationId, id })), created };
}

/** PUT: updates status, items or settings of a shipment, as a later sync would. */
export async function updateShipmentDetails({
  db,
  organisationId,
  id,
  userId,
  input,
}: OnRecord & ByUser & { input: ShipmentRequest }): Promise<{ shipment: Shipment }> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const current = orNotFound(await lockShipment(txDb, { organisationId, id }));
    await writeShipment(txDb, { organisationId, userId, input, current });
  });
  return showShipment({ db, organisationId, id });
}

/**
 * `POST …/shipments/import`: the shipments of an inbound-shipment file, each written as the API's
 * POST writes it, all in one transaction: a bad line fails the file and nothing is written.
 */
export async function importShipmentFile({
  db,
  organisationId,
  userId,
  text,
}: InOrganisation & ByUser & { text: string }): Promise<{
  created: number;
  updated: number;
  shipment_ids: string[];
}> {
  const parsed = parseShipmentFile(text);
  let created = 0;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    for (const { request } of parsed) {
      const current = await lockShipmentByShipmentId(txDb, {
        organisationId,
        shipmentId: request.shipment_id,
      });
      if (!current) created += 1;
      await writeShipment(txDb, { organisationId, userId, input: request, current });
    }
  });
  return {
    created,
    updated: parsed.length - created,
    shipment_ids: parsed.map(({ request }) => request.shipment_id),
  };
}
