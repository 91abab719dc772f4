import { randomBytes } from 'node:crypto';
import { PURCHASE_ORDER_STATUSES } from '@backoffice/shared';
import { analyseDatabase } from '../../db/analyse.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { copyReferenceFulfillmentCentersTo } from '../fulfillment-centers/fulfillment-centers.usecases.ts';
import { countWarehouseStock } from '../inventory/inventory.facts.ts';
import {
  copyLedgerHistories,
  type LedgerRow,
  loadLedgerHistory,
  rebuildWarehouseStock,
  redateEmptiedWarehouseStock,
} from '../inventory/ledger-history.usecases.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import type { OrganisationRow } from '../organisations/organisations.facts.ts';
import { createOrganisation } from '../organisations/organisations.usecases.ts';
import { seedDemoShipments } from '../shipments/shipments-demo.usecase.ts';
import { scanOrderProblems } from '../store-orders/store-orders.jobs.ts';
import { findUserByEmail, type UserRow } from '../users/users.facts.ts';
import { changeUser, createUser } from '../users/users.usecases.ts';
import { DAY_MS, dayNumber } from './demand.domain.ts';
import { type DemoCatalog, defaultProductCount, planCatalog } from './demo-catalog.domain.ts';
import { type DemoCatalogIds, demoStockReports, insertDemoCatalog } from './demo-catalog.usecase.ts';
import { planOpenPurchaseOrders } from './demo-open-orders.domain.ts';
import { seedDemoOrders } from './demo-orders.usecase.ts';
import { countOrganisationsNamed } from './demo-organisations.repository.ts';
import { planDemoPurchaseOrders } from './demo-purchase-orders.domain.ts';
import { insertDemoPurchaseOrders } from './demo-purchase-orders.usecase.ts';
import { seedDemoTransfers } from './demo-transfers.usecase.ts';
import { planTransfersUnderWay } from './demo-transfers-under-way.domain.ts';
import { seedTransfersUnderWay } from './demo-transfers-under-way.usecase.ts';
import { DEMO_HUBS, DEMO_ORGANISATION_NAME, DEMO_USER_NAME } from './demo-world.domain.ts';
import { createRandom, deriveSeed } from './random.domain.ts';
import { isoDate, type OpenOrder, type ShipmentUnderWay, simulateSku } from './stock-simulation.domain.ts';

export interface SeedDemoOptions {
  skus: number;
  /** Defaults to two thirds of the SKUs. */
  products?: number;
  /** Days of ledger history, ending today. */
  days: number;
  seed: number;
  email: string;
  /** The end of the history; tests pin it. */
  now?: Date;
  /**
   * The store orders behind the last two weeks of sales (default true). Benches of other parts
   * leave them out: at 50,000 SKUs they are hundreds of thousands of orders.
   */
  orders?: boolean;
  /**
   * Simulate only this many SKUs' histories; the SKUs after them repeat those histories (SKU i
   * that of SKU i mod n), copied by the database. The recompute bench's 50,000 SKUs with two
   * years of history are 37 million movements: simulated and sent from here they would take about
   * half an hour to write, copied by the database a few minutes. Their stockout days are not counted.
   */
  distinctHistories?: number;
}

export interface SeedDemoCounts {
  products: number;
  skus: number;
  suppliers: number;
  warehouses: number;
  salesChannels: number;
  listings: number;
  movements: number;
  warehouseStock: number;
  outOfStock: number;
  stockoutDays: number;
  /** Store orders behind the last DEMO_ORDER_DAYS of sales. */
  orders: number;
  /** Of them, those the problem rules flag (all unacknowledged). */
  problemOrders: number;
}

export interface SeedDemoResult extends DemoOwner {
  counts: SeedDemoCounts;
  milliseconds: number;
}

/** Movements collected before they are written, to bound memory on large catalogs. */
const LEDGER_BATCH = 10_000;

/** The filling's steps in order, as the banner of a demo being made names them. */
export const DEMO_FILL_STEPS = [
  'Adding products, SKUs, suppliers and warehouses',
  'Writing the stock history',
  'Counting the stock in every warehouse',
  'Adding purchase orders and their receipts',
  'Adding transfers between warehouses',
  'Adding Amazon inbound shipments',
  'Adding store orders',
  'Queueing forecasts and refreshing statistics',
  'Looking for problem orders',
] as const;

/** Called as each step starts: `done` steps of DEMO_FILL_STEPS are written. */
export type DemoStepListener = (progress: { done: number; step: string }) => Promise<void> | void;

/** The demo's owner and its still empty organisation. */
export interface DemoOwner {
  organisation: OrganisationRow;
  user: UserRow;
  /** Set when the demo user was created by this run (the only time it is known). */
  password: string | null;
}

/**
 * Creates a new demo organisation owned by the demo user (created with a random password if
 * missing) and fills it (fillDemo).
 */
export async function seedDemo({
  db,
  options,
  onStep,
}: {
  db: Database;
  options: SeedDemoOptions;
  onStep?: DemoStepListener;
}): Promise<SeedDemoResult> {
  const started = performance.now();
  const owner = await createDemoOwner({ db, options });
  const result = await fillDemo({ db, owner, options, onStep });
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}

/** The demo user (created with a random password when missing) and a new, empty organisation of theirs. */
export async function createDemoOwner({
  db,
  options,
  alongside,
}: {
  db: Database;
  options: Pick<SeedDemoOptions, 'email' | 'now'>;
  /** Written in the same transaction (the first start's progress row: no owner without it). */
  alongside?: (tx: Transaction, organisation: OrganisationRow) => Promise<void>;
}): Promise<DemoOwner> {
  const now = options.now ?? new Date();
  const existing = await findUserByEmail(db, { email: options.email });
  const password = existing ? null : newDemoPassword();
  const passwordHash = password ? await hashPassword(password) : null;
  return db.transaction(async (tx) => {
    let user =
      existing ??
      (
        await createUser({
          db: tx,
          values: { email: options.email, name: DEMO_USER_NAME, passwordHash, emailVerifiedAt: now },
        })
      ).user;
    const { organisation } = await createOrganisation({
      db: tx,
      name: await nextOrganisationName(tx, user.id),
      ownerId: user.id,
    });
    await copyReferenceFulfillmentCentersTo({ db: tx, organisationId: organisation.id });
    if (!user.currentOrganisationId)
      ({ user } = await changeUser({
        db: tx,
        userId: user.id,
        changes: { currentOrganisationId: organisation.id },
      }));
    await alongside?.(tx, organisation);
    return { organisation, user, password };
  });
}

export const newDemoPassword = () => randomBytes(12).toString('base64url');

/**
 * Fills a demo organisation: master data, the simulated ledger and the stock derived from it,
 * purchase orders, transfers, shipments and store orders. Each step commits on its own (the
 * ledger in batches), so a server filling the demo after it started listening answers requests
 * between them; what a step reads of the ones before is the catalog's ids, kept here. Writes go
 * straight to the tables in bulk instead of through the ledger use case, which would take minutes
 * for two years of history.
 */
export async function fillDemo({
  db,
  owner,
  options,
  onStep = () => undefined,
  stopping,
}: {
  db: Database;
  owner: DemoOwner;
  options: SeedDemoOptions;
  onStep?: DemoStepListener;
  /** Aborted when the server stops: the filling ends before its next step (the error is the signal's reason). */
  stopping?: AbortSignal;
}): Promise<SeedDemoResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const { organisation, user } = owner;
  const organisationId = organisation.id;
  const catalog = planCatalog({
    skus: options.skus,
    products: options.products ?? defaultProductCount(options.skus),
    days: options.days,
    seed: options.seed,
  });
  let done = 0;
  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    // PGlite answers on this thread, its promises settling without a turn of the event loop: a
    // chain of them would keep the requests that arrived meanwhile unread, the sign-in page too.
    await yieldToRequests();
    stopping?.throwIfAborted();
    await onStep({ done, step: DEMO_FILL_STEPS[done] ?? '' });
    const result = await work();
    done += 1;
    return result;
  };

  const ids = await step(() => db.transaction((tx) => insertDemoCatalog(tx, { organisationId, catalog })));
  const ledger = await step(() => writeLedger(db, organisationId, catalog, ids, options, now));
  await step(() =>
    db.transaction((tx) => rebuildWarehouseStock({ tx, organisationId, reported: demoStockReports(ids) })),
  );
  // The simulated seller's open purchase orders, and illustrative ones; what they received goes
  // through the ledger's entry point.
  await step(() =>
    db.transaction(async (tx) => {
      const open = planOpenPurchaseOrders({ catalog, onOrder: ledger.onOrder, now });
      // Beside the seller's own, only orders that count no units: a draft and a cancelled one (one
      // in every status when the simulation left nothing on order).
      const illustrative = planDemoPurchaseOrders(
        catalog,
        now,
        createRandom(deriveSeed(options.seed, 3, 0)),
        new Set(
          open.length
            ? PURCHASE_ORDER_STATUSES.filter((status) => status !== 'DRAFT' && status !== 'CANCELLED')
            : [],
        ),
      );
      const purchaseOrders = await insertDemoPurchaseOrders(tx, {
        organisationId,
        ids,
        orders: [...open, ...illustrative],
      });
      const receipts = await recordMovements({ db: tx, organisationId, movements: purchaseOrders.receipts });
      ledger.movements += receipts.movements.length;
    }),
  );
  // The simulated seller's transfers under way, then illustrative ones of every other kind, through
  // the transfer use cases (their ledger effects included: the back-dated shipments re-date the
  // hubs' empty rows).
  await step(() =>
    db.transaction(async (tx) => {
      const underWay = planTransfersUnderWay(ledger.underWay, isoDate);
      await seedTransfersUnderWay(tx as Database, {
        organisationId,
        userId: user.id,
        warehouses: ids.warehouses,
        skus: ids.skus,
        transfers: underWay,
        at: ledger.clock.at,
        dateOf: isoDate,
        today: ledger.clock.lastDay,
      });
      const transfers = await seedDemoTransfers(tx as Database, {
        organisationId,
        userId: user.id,
        warehouses: ids.warehouses,
        now,
        withoutWeekly: underWay.length > 0,
      });
      ledger.movements += transfers.movements;
      await redateEmptiedWarehouseStock({
        tx,
        organisationId,
        warehouseIds: Object.values(DEMO_HUBS).flatMap((hub) => ids.warehouses.get(hub.warehouse) ?? []),
      });
    }),
  );
  // Amazon's inbound shipments of the transfers into its warehouses, linked to them (no stock moves).
  await step(() =>
    db.transaction((tx) => seedDemoShipments(tx as Database, { organisationId, userId: user.id })),
  );
  // The store orders behind the latest sales, as an orders report would have written them.
  const orders = await step(() =>
    options.orders === false
      ? Promise.resolve(0)
      : db.transaction((tx) => seedDemoOrders(tx, { organisationId, ids, seed: options.seed, now })),
  );
  // Forecasts for every SKU, with the sales history complete: the forecasts module follows the
  // event (the next worker to start computes them: the server's, at once).
  // Hundreds of thousands of new rows: without fresh statistics the first pages plan badly.
  await step(async () => {
    await db.transaction((tx) =>
      recordEvent(tx, {
        organisationId,
        type: 'store-orders.recorded',
        aggregate: 'organisation',
        payload: { orders },
      }),
    );
    await analyseDatabase(db);
  });
  // The problem rules over the new orders, as after an orders report (the demo has unmapped SKUs
  // and SKUs without COGS, so Problem Orders has something to show).
  const { newProblemOrderIds } = await step(() => scanOrderProblems({ db, organisationId }));

  const stock = await countWarehouseStock(db, { organisationId });
  return {
    ...owner,
    counts: {
      products: catalog.products.length,
      skus: catalog.skus.length,
      suppliers: catalog.suppliers.length,
      warehouses: ledger.warehouses,
      salesChannels: ledger.channels,
      listings: catalog.skus.reduce((sum, sku) => sum + sku.channels.length, 0),
      movements: ledger.movements,
      warehouseStock: stock.rows,
      outOfStock: stock.empty,
      stockoutDays: ledger.stockoutDays,
      orders,
      problemOrders: newProblemOrderIds.length,
    },
    milliseconds: Math.round(performance.now() - started),
  };
}

/** "Demo Outdoor Goods", then "Demo Outdoor Goods 2"… for the same user, so runs stay apart. */
async function nextOrganisationName(db: Executor, userId: number): Promise<string> {
  const existing = await countOrganisationsNamed(db, { userId, prefix: DEMO_ORGANISATION_NAME });
  return existing === 0 ? DEMO_ORGANISATION_NAME : `${DEMO_ORGANISATION_NAME} ${existing + 1}`;
}

/** The simulated history, one transaction per LEDGER_BATCH movements. */
async function writeLedger(
  db: Database,
  organisationId: number,
  catalog: DemoCatalog,
  ids: DemoCatalogIds,
  options: SeedDemoOptions,
  now: Date,
) {
  const clock = historyClock(now);
  const { lastDay, todayFraction } = clock;
  const window = { firstDay: lastDay - options.days + 1, days: options.days };
  const warehouseId = (key: string) => {
    const id = ids.warehouses.get(key);
    if (id === undefined) throw new Error(`Demo data: no warehouse ${key}`);
    return id;
  };
  let batch: LedgerRow[] = [];
  let movements = 0;
  let stockoutDays = 0;
  // What each SKU (by catalog index) has on order and under way at the end, for their documents.
  const onOrder = new Map<number, OpenOrder[]>();
  const underWay = new Map<number, ShipmentUnderWay[]>();
  const simulated = Math.min(catalog.skus.length, options.distinctHistories ?? catalog.skus.length);
  for (const [index, sku] of catalog.skus.slice(0, simulated).entries()) {
    // The simulation is plain computation: a turn for requests every few SKUs (see fillDemo).
    if (index % 10 === 0) await yieldToRequests();
    const random = createRandom(deriveSeed(options.seed, 2, index));
    const result = simulateSku(sku.simulation, window, random);
    stockoutDays += result.stockoutDays;
    // The SKUs past `simulated` repeat this history, and so what it left on its way.
    for (let copy = index; copy < catalog.skus.length; copy += simulated) {
      if (result.onOrder.length) onOrder.set(copy, result.onOrder);
      if (result.underWay.length) underWay.set(copy, result.underWay);
    }
    const skuId = ids.skus[index];
    if (skuId === undefined) throw new Error(`Demo data: SKU ${sku.skuId} was not inserted`);
    for (const movement of result.movements) {
      const minute = movement.day === lastDay ? Math.floor(movement.minute * todayFraction) : movement.minute;
      batch.push({
        warehouseId: warehouseId(movement.warehouse),
        skuId,
        type: movement.type,
        quantity: movement.quantity,
        occurredAt: movement.day * 86_400 + minute * 60,
        sourceId: movement.sourceId,
        reason: movement.reason,
      });
    }
    if (batch.length >= LEDGER_BATCH) {
      const rows = batch;
      await db.transaction((tx) => loadLedgerHistory({ tx, organisationId, movements: rows }));
      movements += batch.length;
      batch = [];
    }
  }
  const rows = batch;
  await db.transaction((tx) => loadLedgerHistory({ tx, organisationId, movements: rows }));
  movements += batch.length;
  const copies = await db.transaction((tx) =>
    copyLedgerHistories({
      tx,
      organisationId,
      sourceSkuIds: ids.skus.slice(0, simulated),
      copySkuIds: ids.skus.slice(simulated),
    }),
  );
  movements += copies.movements;
  return {
    movements,
    stockoutDays,
    warehouses: ids.warehouses.size,
    channels: ids.channels.size,
    onOrder,
    underWay,
    clock,
  };
}

/**
 * The history's days as moments: its last day is today, whose movements are squeezed into the
 * part of today that has passed, so nothing lies in the future.
 */
function historyClock(now: Date) {
  const lastDay = dayNumber(now);
  const todayFraction = (now.getTime() - lastDay * DAY_MS) / DAY_MS;
  return {
    lastDay,
    todayFraction,
    at: (day: number, minute: number) =>
      new Date((day * 1440 + (day === lastDay ? Math.floor(minute * todayFraction) : minute)) * 60_000),
  };
}
