import {
  type Movement,
  type Paginated,
  type StockAdjustmentRequest,
  skuDisplayName,
  type WarehouseMovementsQuery,
  type WarehouseStockItem,
  type WarehouseStockQuery,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { presentMovement } from '../inventory/inventory.presenter.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { requireWarehouse } from '../warehouses/warehouses.usecases.ts';
import { findMovement, warehouseMovementList } from './movements.repository.ts';
import { type WarehouseStockRow, warehouseStockList } from './warehouse-stock.repository.ts';

function presentStockItem(row: WarehouseStockRow): WarehouseStockItem {
  return {
    sku: {
      id: row.sku.id,
      sku_id: row.sku.skuId,
      asin: row.sku.asin,
      display_name: skuDisplayName({ productName: row.productName, skuId: row.sku.skuId }),
      product_id: row.sku.productId,
    },
    quantity: row.stock.quantity,
    inventory_cache: row.stock.inventoryCache,
    out_of_stock_date: row.stock.outOfStockDate,
    updated_at: row.stock.updatedAt.toISOString(),
  };
}

export async function listWarehouseStockPage({
  db,
  organisationId,
  ulid,
  query,
}: InOrganisation<Executor> & { ulid: string; query: WarehouseStockQuery }): Promise<{
  page: Paginated<WarehouseStockItem>;
}> {
  const { warehouse } = await requireWarehouse({ db, organisationId, ulid });
  const list = warehouseStockList(db, {
    organisationId,
    warehouseId: warehouse.id,
    search: query.search,
    inStock:
      query.in_stock === undefined || query.in_stock === 'all'
        ? undefined
        : query.in_stock === 'true' || query.in_stock === '1',
    skuIds: query.sku_ids,
  });
  return { page: await listPage(query, list, (rows) => rows.map(presentStockItem)) };
}

/** A manual correction from the warehouse screen: one signed adjustment row with its reason. */
export async function adjustStock({
  db,
  organisationId,
  ulid,
  userId,
  input,
}: InOrganisation<Executor> & { ulid: string; userId: number; input: StockAdjustmentRequest }): Promise<{
  movement: Movement;
}> {
  const { warehouse } = await requireWarehouse({ db, organisationId, ulid });
  const { movements } = await recordMovements({
    db,
    organisationId,
    movements: [
      {
        warehouseId: warehouse.id,
        skuId: input.sku_id,
        type: 'adjustment',
        quantity: input.quantity,
        occurredAt: new Date(),
        sourceType: 'manual',
        reason: input.reason,
        userId,
      },
    ],
  });
  const [written] = movements;
  const row = written && (await findMovement(db, { organisationId, id: written.id }));
  if (!row) throw new Error('Adjustment was not recorded');
  return { movement: presentMovement(row) };
}

/** The warehouse's ledger, newest first. */
export async function listMovementsPage({
  db,
  organisationId,
  ulid,
  query,
}: InOrganisation<Executor> & { ulid: string; query: WarehouseMovementsQuery }): Promise<{
  page: Paginated<Movement>;
}> {
  const { warehouse } = await requireWarehouse({ db, organisationId, ulid });
  const filters = { organisationId, warehouseId: warehouse.id, skuId: query.sku_id, type: query.type };
  const newestFirst = {
    page: query.page,
    per_page: query.per_page,
    sort: 'occurred_at',
    sortDesc: true,
  } as const;
  return {
    page: await listPage(newestFirst, warehouseMovementList(db, filters), (rows) =>
      rows.map(presentMovement),
    ),
  };
}
