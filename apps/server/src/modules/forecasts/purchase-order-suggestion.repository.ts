import { OPEN_PURCHASE_ORDER_STATUSES } from '@backoffice/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { movementFacts, skuStockTotalFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { purchaseOrderFacts, purchaseOrderLineFacts } from '../purchase-orders/purchase-orders.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { productSupplierFacts, supplierFacts } from '../suppliers/suppliers.facts.ts';

type BySku = Map<number, number>;
type SkusOf = { organisationId: number; skuIds: number[] };

/** The SKUs (not hidden) of the products the supplier supplies, with the pivot and the costs. */
export async function supplierSkus(
  db: Executor,
  { organisationId, supplierId }: { organisationId: number; supplierId: number },
) {
  return db
    .select({
      id: skuFacts.id,
      skuId: skuFacts.skuId,
      asin: skuFacts.asin,
      skuCogs: skuFacts.cogs,
      skuCogsCurrency: skuFacts.cogsCurrency,
      productId: productFacts.id,
      productName: productFacts.name,
      productCogs: productFacts.cogs,
      productCogsCurrency: productFacts.cogsCurrency,
      minStock: productFacts.minStock,
      productionLeadDays: productSupplierFacts.productionLeadDays,
      bufferDays: productSupplierFacts.bufferDays,
      minOrderQuantity: productSupplierFacts.minOrderQuantity,
      minOrderValue: productSupplierFacts.minOrderValue,
    })
    .from(productSupplierFacts)
    .innerJoin(
      productFacts,
      and(
        eq(productFacts.organisationId, productSupplierFacts.organisationId),
        eq(productFacts.id, productSupplierFacts.productId),
      ),
    )
    .innerJoin(
      skuFacts,
      and(eq(skuFacts.organisationId, productFacts.organisationId), eq(skuFacts.productId, productFacts.id)),
    )
    .where(
      and(
        eq(productSupplierFacts.organisationId, organisationId),
        eq(productSupplierFacts.supplierId, supplierId),
        eq(skuFacts.isHidden, false),
      ),
    )
    .orderBy(asc(sql`lower(${productFacts.name})`), asc(skuFacts.skuId));
}
export type SupplierSkuRow = Awaited<ReturnType<typeof supplierSkus>>[number];

/** The currency the supplier invoices in; null when it has none set. */
export async function supplierCurrency(
  db: Executor,
  { organisationId, supplierId }: { organisationId: number; supplierId: number },
): Promise<string | null> {
  const [row] = await db
    .select({ currency: supplierFacts.currency })
    .from(supplierFacts)
    .where(and(eq(supplierFacts.organisationId, organisationId), eq(supplierFacts.id, supplierId)));
  return row?.currency ?? null;
}

function toMap(rows: { skuId: number; value: number | string | null }[]): BySku {
  return new Map(rows.map((row) => [row.skuId, Number(row.value ?? 0)]));
}

/** Units per SKU across the organisation's warehouses (the kept totals). */
export async function stockBySku(db: Executor, { organisationId, skuIds }: SkusOf): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  return toMap(
    await db
      .select({ skuId: skuStockTotalFacts.skuId, value: skuStockTotalFacts.quantity })
      .from(skuStockTotalFacts)
      .where(
        and(eq(skuStockTotalFacts.organisationId, organisationId), inArray(skuStockTotalFacts.skuId, skuIds)),
      ),
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
      .select({ skuId: movementFacts.skuId, value: sql<string>`-sum(${movementFacts.quantity})` })
      .from(movementFacts)
      .where(
        and(
          eq(movementFacts.organisationId, organisationId),
          inArray(movementFacts.skuId, skuIds),
          eq(movementFacts.type, 'sale'),
          gte(movementFacts.occurredAt, since),
        ),
      )
      .groupBy(movementFacts.skuId),
  );
}

/** Units ordered and not yet received per SKU on the organisation's open purchase orders. */
export async function openOrderUnitsBySku(db: Executor, { organisationId, skuIds }: SkusOf): Promise<BySku> {
  if (skuIds.length === 0) return new Map();
  return toMap(
    await db
      .select({
        skuId: purchaseOrderLineFacts.skuId,
        value: sql<string>`sum(greatest(${purchaseOrderLineFacts.quantity} - ${purchaseOrderLineFacts.quantityReceived}, 0))`,
      })
      .from(purchaseOrderLineFacts)
      .innerJoin(
        purchaseOrderFacts,
        and(
          eq(purchaseOrderFacts.organisationId, purchaseOrderLineFacts.organisationId),
          eq(purchaseOrderFacts.id, purchaseOrderLineFacts.purchaseOrderId),
        ),
      )
      .where(
        and(
          eq(purchaseOrderLineFacts.organisationId, organisationId),
          inArray(purchaseOrderLineFacts.skuId, skuIds),
          inArray(purchaseOrderFacts.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
        ),
      )
      .groupBy(purchaseOrderLineFacts.skuId),
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
    .selectDistinctOn([purchaseOrderLineFacts.skuId], {
      skuId: purchaseOrderLineFacts.skuId,
      value: purchaseOrderLineFacts.quantityInCase,
    })
    .from(purchaseOrderLineFacts)
    .innerJoin(
      purchaseOrderFacts,
      and(
        eq(purchaseOrderFacts.organisationId, purchaseOrderLineFacts.organisationId),
        eq(purchaseOrderFacts.id, purchaseOrderLineFacts.purchaseOrderId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLineFacts.organisationId, organisationId),
        inArray(purchaseOrderLineFacts.skuId, skuIds),
        eq(purchaseOrderFacts.supplierId, supplierId),
        isNotNull(purchaseOrderLineFacts.quantityInCase),
      ),
    )
    .orderBy(purchaseOrderLineFacts.skuId, desc(purchaseOrderFacts.id));
  return toMap(rows);
}
