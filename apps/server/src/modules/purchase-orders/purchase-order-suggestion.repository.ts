import { OPEN_PURCHASE_ORDER_STATUSES } from '@backoffice/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventoryMovements, skuStockTotals } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { productSuppliers } from '../suppliers/suppliers.tables.ts';
import { purchaseOrderLines, purchaseOrders } from './purchase-orders.tables.ts';

type BySku = Map<number, number>;
type SkusOf = { organisationId: number; skuIds: number[] };

/** The SKUs (not hidden) of the products the supplier supplies, with the pivot and the costs. */
export async function supplierSkus(
  db: Executor,
  { organisationId, supplierId }: { organisationId: number; supplierId: number },
) {
  return db
    .select({
      id: skus.id,
      skuId: skus.skuId,
      asin: skus.asin,
      skuCogs: skus.cogs,
      skuCogsCurrency: skus.cogsCurrency,
      productId: products.id,
      productName: products.name,
      productCogs: products.cogs,
      productCogsCurrency: products.cogsCurrency,
      minStock: products.minStock,
      productionLeadDays: productSuppliers.productionLeadDays,
      bufferDays: productSuppliers.bufferDays,
    })
    .from(productSuppliers)
    .innerJoin(
      products,
      and(
        eq(products.organisationId, productSuppliers.organisationId),
        eq(products.id, productSuppliers.productId),
      ),
    )
    .innerJoin(skus, and(eq(skus.organisationId, products.organisationId), eq(skus.productId, products.id)))
    .where(
      and(
        eq(productSuppliers.organisationId, organisationId),
        eq(productSuppliers.supplierId, supplierId),
        eq(skus.isHidden, false),
      ),
    )
    .orderBy(asc(sql`lower(${products.name})`), asc(skus.skuId));
}
export type SupplierSkuRow = Awaited<ReturnType<typeof supplierSkus>>[number];

function toMap(rows: { skuId: number; value: number | string | null }[]): BySku {
  return new Map(rows.map((row) => [row.skuId, Number(row.value ?? 0)]));
}

/** Units per SKU across the organisation's warehouses (the kept totals). */
export async function stockBySku(db: Executor, { organisationId, skuIds }: SkusOf): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  return toMap(
    await db
      .select({ skuId: skuStockTotals.skuId, value: skuStockTotals.quantity })
      .from(skuStockTotals)
      .where(and(eq(skuStockTotals.organisationId, organisationId), inArray(skuStockTotals.skuId, skuIds))),
  );
}

/** Units sold per SKU (its 'sale' movements, which are negative) since `since`. */
export async function unitsSoldBySku(
  db: Executor,
  { organisationId, skuIds, since }: SkusOf & { since: Date },
): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  return toMap(
    await db
      .select({ skuId: inventoryMovements.skuId, value: sql<string>`-sum(${inventoryMovements.quantity})` })
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.organisationId, organisationId),
          inArray(inventoryMovements.skuId, skuIds),
          eq(inventoryMovements.type, 'sale'),
          gte(inventoryMovements.occurredAt, since),
        ),
      )
      .groupBy(inventoryMovements.skuId),
  );
}

/** Units ordered and not yet received per SKU on the organisation's open purchase orders. */
export async function openOrderUnitsBySku(db: Executor, { organisationId, skuIds }: SkusOf): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  return toMap(
    await db
      .select({
        skuId: purchaseOrderLines.skuId,
        value: sql<string>`sum(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.quantityReceived}, 0))`,
      })
      .from(purchaseOrderLines)
      .innerJoin(
        purchaseOrders,
        and(
          eq(purchaseOrders.organisationId, purchaseOrderLines.organisationId),
          eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
        ),
      )
      .where(
        and(
          eq(purchaseOrderLines.organisationId, organisationId),
          inArray(purchaseOrderLines.skuId, skuIds),
          inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
        ),
      )
      .groupBy(purchaseOrderLines.skuId),
  );
}

/**
 * The case pack each SKU was last ordered in from this supplier (SKUs and products keep none of
 * their own): the suggestion rounds up to it.
 */
export async function lastCasePackBySku(
  db: Executor,
  { organisationId, skuIds, supplierId }: SkusOf & { supplierId: number },
): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([purchaseOrderLines.skuId], {
      skuId: purchaseOrderLines.skuId,
      value: purchaseOrderLines.quantityInCase,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.organisationId, purchaseOrderLines.organisationId),
        eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.organisationId, organisationId),
        inArray(purchaseOrderLines.skuId, skuIds),
        eq(purchaseOrders.supplierId, supplierId),
        isNotNull(purchaseOrderLines.quantityInCase),
      ),
    )
    .orderBy(purchaseOrderLines.skuId, desc(purchaseOrders.id));
  return toMap(rows);
}
