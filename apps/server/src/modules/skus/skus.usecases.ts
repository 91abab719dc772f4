import {
  type CreateSkuRequest,
  DEFAULT_CURRENCY,
  type Paginated,
  type Sku,
  type SkuListQuery,
  type UpdateSkuRequest,
} from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { resolveCogs, type StoredCogs } from '../products/cogs.ts';
import { productsExist } from '../products/products.repository.ts';
import { presentSku } from './skus.presenter.ts';
import {
  deleteSku,
  findSku,
  insertSku,
  lockSku,
  replaceListings,
  type SkuValues,
  salesChannelsExist,
  skuHasMovements,
  skuIdTaken,
  skuWarehouses,
  updateSku,
} from './skus.repository.ts';
import { countSkus, listingsOf, listSkus } from './skus-list.repository.ts';

export const SKU_ID_TAKEN = 'The sku id has already been taken.';
export const INVALID_PRODUCT = 'The selected product id is invalid.';
export const INVALID_SALES_CHANNELS = 'The selected sales channel ids are invalid.';
export const SKU_HAS_HISTORY = 'This SKU has stock history; hide it instead.';

export async function listSkusPage({
  ctx,
  tenant,
  query,
}: {
  ctx: AppContext;
  tenant: Tenant;
  query: SkuListQuery;
}): Promise<Paginated<Sku>> {
  const organisationId = tenant.organisation.id;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countSkus(ctx.db, organisationId, query),
    fetchPage: async (limit, offset) => {
      const rows = await listSkus(ctx.db, organisationId, query, { limit, offset });
      // One query for the whole page's channels and marketplaces, never one per SKU.
      const listings = await listingsOf(
        ctx.db,
        organisationId,
        rows.map((row) => row.sku.id),
      );
      return rows.map((row) => presentSku(row, listings.get(row.sku.id) ?? []));
    },
  });
}

export async function showSku({
  db,
  tenant,
  id,
}: {
  db: Executor;
  tenant: Tenant;
  id: number;
}): Promise<Sku> {
  const key = { organisationId: tenant.organisation.id, id };
  const row = await findSku(db, key);
  if (!row) throw notFound();
  const [listings, warehouses] = await Promise.all([
    listingsOf(db, key.organisationId, [id]),
    skuWarehouses(db, key),
  ]);
  return presentSku(row, listings.get(id) ?? [], warehouses);
}

/** Checks the fields shared by create and update against the organisation's data. */
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
    errors: Record<string, string[]>;
  },
): Promise<SkuValues> {
  if (input.product_id != null && !(await productsExist(db, organisationId, [input.product_id])).size)
    errors.product_id = [INVALID_PRODUCT];
  if (input.sales_channel_ids?.length) {
    const known = await salesChannelsExist(db, organisationId, input.sales_channel_ids);
    if (input.sales_channel_ids.some((id) => !known.has(id)))
      errors.sales_channel_ids = [INVALID_SALES_CHANNELS];
  }
  const cogs = resolveCogs(current, { cogs: input.cogs, cogsCurrency: input.cogs_currency });
  if (!cogs.ok) for (const [field, message] of Object.entries(cogs.errors)) errors[field] = [message];
  if (Object.keys(errors).length || !cogs.ok) throw validationFailed(errors);
  return {
    ...(input.asin !== undefined ? { asin: input.asin } : {}),
    ...(input.name !== undefined ? { name: input.name || null } : {}),
    ...(input.product_id !== undefined ? { productId: input.product_id } : {}),
    ...(input.is_hidden !== undefined ? { isHidden: input.is_hidden } : {}),
    ...cogs.value,
  };
}

const guardSkuId = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(() => validationFailed({ sku_id: [SKU_ID_TAKEN] }), write);

/** A SKU created by hand (sellers without a connected source), with its listings. */
export async function createSku({
  ctx,
  tenant,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  input: CreateSkuRequest;
}): Promise<Sku> {
  const organisationId = tenant.organisation.id;
  const sku = await guardSkuId(() =>
    ctx.db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      if (await skuIdTaken(tx, { organisationId, skuId: input.sku_id })) errors.sku_id = [SKU_ID_TAKEN];
      const values = await skuValues(tx, {
        organisationId,
        input,
        current: { cogs: null, cogsCurrency: DEFAULT_CURRENCY },
        errors,
      });
      const row = await insertSku(tx, organisationId, { ...values, skuId: input.sku_id });
      if (input.sales_channel_ids)
        await replaceListings(tx, { organisationId, id: row.id }, input.sales_channel_ids);
      return row;
    }),
  );
  return showSku({ db: ctx.db, tenant, id: sku.id });
}

/** Updates the SKU; sales_channel_ids, when sent, replace its listings. */
export async function updateSkuDetails({
  ctx,
  tenant,
  id,
  input,
}: {
  ctx: AppContext;
  tenant: Tenant;
  id: number;
  input: UpdateSkuRequest;
}): Promise<Sku> {
  const organisationId = tenant.organisation.id;
  await ctx.db.transaction(async (tx) => {
    const current = await lockSku(tx, { organisationId, id });
    if (!current) throw notFound();
    const values = await skuValues(tx, { organisationId, input, current, errors: {} });
    await updateSku(tx, { organisationId, id }, values);
    if (input.sales_channel_ids) await replaceListings(tx, { organisationId, id }, input.sales_channel_ids);
  });
  return showSku({ db: ctx.db, tenant, id });
}

/**
 * Deletes a SKU that has no stock history. The row lock makes a concurrent ledger write (whose
 * foreign key check locks the SKU row too) either come first and be seen, or wait and fail.
 */
export async function removeSku({ ctx, tenant, id }: { ctx: AppContext; tenant: Tenant; id: number }) {
  const organisationId = tenant.organisation.id;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockSku(tx, { organisationId, id }))) throw notFound();
    if (await skuHasMovements(tx, { organisationId, id })) throw validationFailed({ sku: [SKU_HAS_HISTORY] });
    await deleteSku(tx, { organisationId, id });
  });
}
