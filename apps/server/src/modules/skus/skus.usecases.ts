import {
  type CreateSkuRequest,
  DEFAULT_CURRENCY,
  type Paginated,
  type Sku,
  type SkuListQuery,
  type UpdateSkuRequest,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { referencedOr, uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { resolveCogs, type StoredCogs } from '../products/cogs.domain.ts';
import { productsExist } from '../products/products.facts.ts';
import { salesChannelsExist } from '../sales-channels/sales-channels.facts.ts';
import { setSkuListings } from '../sales-channels/sku-listings.usecase.ts';
import { skuErrors } from './skus.errors.ts';
import { presentSku } from './skus.presenter.ts';
import {
  deleteSku,
  findSku,
  insertSku,
  insertSkus,
  lockSku,
  type SkuValues,
  skuHasMovements,
  skuIdTaken,
  skuWarehouses,
  updateSku,
} from './skus.repository.ts';
import { listingsOf, skuList } from './skus-list.repository.ts';

export async function listSkusPage({
  db,
  organisationId,
  query,
}: InOrganisation & { query: SkuListQuery }): Promise<{ page: Paginated<Sku> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      skuList(db, { organisationId, filters }),
      async (rows) => {
        // One query for the whole page's channels and marketplaces, never one per SKU.
        const listings = await listingsOf(db, { organisationId, skuIds: rows.map((row) => row.sku.id) });
        return rows.map((row) => presentSku(row, listings.get(row.sku.id) ?? []));
      },
    ),
  };
}

export async function showSku({ db, organisationId, id }: OnRecord): Promise<{ sku: Sku }> {
  const row = orNotFound(await findSku(db, { organisationId, id }));
  const listings = await listingsOf(db, { organisationId, skuIds: [id] });
  const warehouses = await skuWarehouses(db, { organisationId, id });
  return { sku: presentSku(row, listings.get(id) ?? [], warehouses) };
}

/**
 * Checks the fields shared by create and update against the organisation's data, adding its
 * problems to those the caller found, and throws them all at once.
 */
async function skuValues(
  db: Executor,
  {
    organisationId,
    input,
    current,
    errors,
  }: {
    organisationId: number;
    input: UpdateSkuRequest;
    current: StoredCogs;
    errors: FieldErrorBag;
  },
): Promise<SkuValues> {
  if (
    input.product_id != null &&
    !(await productsExist(db, { organisationId, ids: [input.product_id] })).size
  )
    errors.add(skuErrors.invalidProduct());
  if (input.sales_channel_ids?.length) {
    const known = await salesChannelsExist(db, { organisationId, ids: input.sales_channel_ids });
    if (input.sales_channel_ids.some((id) => !known.has(id))) errors.add(skuErrors.invalidSalesChannels());
  }
  const cogs = resolveCogs(current, { cogs: input.cogs, cogsCurrency: input.cogs_currency });
  if (!cogs.ok) errors.add(cogs.error);
  errors.throwIfAny();
  return {
    ...(input.asin !== undefined ? { asin: input.asin } : {}),
    ...(input.name !== undefined ? { name: input.name || null } : {}),
    ...(input.product_id !== undefined ? { productId: input.product_id } : {}),
    ...(input.is_hidden !== undefined ? { isHidden: input.is_hidden } : {}),
    ...(cogs.ok ? cogs.value : {}),
  };
}

/** A SKU created by hand (sellers without a connected source), with its listings. */
export async function createSku({
  db,
  organisationId,
  input,
}: InOrganisation & { input: CreateSkuRequest }): Promise<{ sku: Sku }> {
  // The unique index on sku_id answers a create racing past the check with the same error.
  const { id } = await uniqueOr(skuErrors.skuIdTaken, () =>
    db.transaction(async (tx) => {
      const errors = new FieldErrorBag();
      if (await skuIdTaken(tx, { organisationId, skuId: input.sku_id })) errors.add(skuErrors.skuIdTaken());
      const values = await skuValues(tx, {
        organisationId,
        input,
        current: { cogs: null, cogsCurrency: DEFAULT_CURRENCY },
        errors,
      });
      const row = await insertSku(tx, { organisationId, values: { ...values, skuId: input.sku_id } });
      if (input.sales_channel_ids)
        await setSkuListings({ tx, organisationId, skuId: row.id, salesChannelIds: input.sales_channel_ids });
      return row;
    }),
  );
  return showSku({ db, organisationId, id });
}

/** Updates the SKU; sales_channel_ids, when sent, replace its listings. */
export async function updateSkuDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: UpdateSkuRequest }): Promise<{ sku: Sku }> {
  await db.transaction(async (tx) => {
    const current = orNotFound(await lockSku(tx, { organisationId, id }));
    const values = await skuValues(tx, { organisationId, input, current, errors: new FieldErrorBag() });
    await updateSku(tx, { organisationId, id, values });
    if (input.sales_channel_ids)
      await setSkuListings({ tx, organisationId, skuId: id, salesChannelIds: input.sales_channel_ids });
    // Its cost, visibility or listings decide which of its orders are problem orders.
    await recordEvent(tx, {
      organisationId,
      type: 'sku.changed',
      aggregate: `sku:${id}`,
      payload: { skuIds: [id] },
    });
  });
  return showSku({ db, organisationId, id });
}

/**
 * Deletes a SKU that has no stock history. The row lock makes a concurrent ledger write (whose
 * foreign key check locks the SKU row too) either come first and be seen, or wait and fail.
 */
export async function removeSku({ db, organisationId, id }: OnRecord): Promise<void> {
  await referencedOr(skuErrors.inUse, () =>
    db.transaction(async (tx) => {
      orNotFound(await lockSku(tx, { organisationId, id }));
      if (await skuHasMovements(tx, { organisationId, id })) throw skuErrors.hasHistory();
      await deleteSku(tx, { organisationId, id });
    }),
  );
}

/** SKUs in bulk (generated data: the demo's), in the caller's transaction; answers their ids by SKU id. */
export async function addSkus({
  tx,
  organisationId,
  skus,
}: {
  tx: Executor;
  organisationId: number;
  skus: readonly (SkuValues & { skuId: string })[];
}): Promise<{ skus: { id: number; skuId: string }[] }> {
  return { skus: await insertSkus(tx, { organisationId, rows: skus }) };
}
