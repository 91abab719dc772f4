import {
  type Movement,
  type MovementType,
  type Paginated,
  type StockAdjustmentRequest,
  skuDisplayName,
  type WarehouseStockItem,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { paginate } from '../../lib/pagination.ts';
import { presentMovement } from '../inventory/inventory.presenter.ts';
import {
  countWarehouseMovements,
  findMovement,
  listWarehouseMovements,
} from '../inventory/movements.repository.ts';
import { recordMovements } from '../inventory/record-movements.ts';
import {
  countWarehouseStock,
  listWarehouseStock,
  type WarehouseStockRow,
  type WarehouseStockSort,
} from './warehouse-stock.repository.ts';
import { requireWarehouse } from './warehouses.usecases.ts';

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
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
  query: {
    page: number;
    per_page: number;
    sort: WarehouseStockSort;
    sortDesc: boolean;
    search?: string;
    in_stock?: 'true' | 'false' | '1' | '0';
  };
}): Promise<Paginated<WarehouseStockItem>> {
  const warehouse = await requireWarehouse(db, organisationId, ulid);
  const filters = {
    organisationId,
    warehouseId: warehouse.id,
    search: query.search,
    inStock: query.in_stock === undefined ? undefined : query.in_stock === 'true' || query.in_stock === '1',
  };
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countWarehouseStock(db, filters),
    fetchPage: (limit, offset) =>
      listWarehouseStock(db, filters, { sort: query.sort, sortDesc: query.sortDesc, limit, offset }),
  });
  return { data: page.data.map(presentStockItem), meta: page.meta };
}

/** A manual correction from the warehouse screen: one signed adjustment row with its reason. */
export async function adjustStock({
  db,
  organisationId,
  ulid,
  userId,
  input,
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
  userId: number;
  input: StockAdjustmentRequest;
}): Promise<Movement> {
  const warehouse = await requireWarehouse(db, organisationId, ulid);
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
  const row = written && (await findMovement(db, organisationId, written.id));
  if (!row) throw new Error('Adjustment was not recorded');
  return presentMovement(row);
}

export async function listMovementsPage({
  db,
  organisationId,
  ulid,
  query,
}: {
  db: Executor;
  organisationId: number;
  ulid: string;
  query: { page: number; per_page: number; sku_id?: number; type?: MovementType };
}): Promise<Paginated<Movement>> {
  const warehouse = await requireWarehouse(db, organisationId, ulid);
  const filters = { organisationId, warehouseId: warehouse.id, skuId: query.sku_id, type: query.type };
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countWarehouseMovements(db, filters),
    fetchPage: (limit, offset) => listWarehouseMovements(db, filters, { limit, offset }),
  });
  return { data: page.data.map(presentMovement), meta: page.meta };
}
