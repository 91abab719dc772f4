import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** A seller SKU as a marketplace report names it. */
export interface SeenSku {
  sellerSku: string;
  asin: string | null;
  name: string | null;
}

/**
 * The ids of these seller SKUs, creating the ones the organisation lacks (unmapped: no product
 * yet, so they show under "needs attention"). Two set-based statements; an existing SKU keeps
 * its own ASIN and name.
 */
export async function ensureSkus(
  db: Executor,
  { organisationId, seen }: { organisationId: number; seen: readonly SeenSku[] },
): Promise<{ ids: Map<string, number>; created: number }> {
  const unique = new Map<string, SeenSku>();
  for (const sku of seen) if (!unique.has(sku.sellerSku)) unique.set(sku.sellerSku, sku);
  if (unique.size === 0) return { ids: new Map(), created: 0 };
  const rows = JSON.stringify(
    [...unique.values()].map(({ sellerSku, asin, name }) => ({ sku_id: sellerSku, asin, name })),
  );
  // Sorted, so two writers inserting overlapping SKUs take the same keys in the same order.
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`
      insert into skus (organisation_id, sku_id, asin, name)
      select ${organisationId}, r.sku_id, r.asin, r.name
      from jsonb_to_recordset(${rows}::jsonb) as r(sku_id text, asin text, name text)
      order by r.sku_id
      on conflict (organisation_id, sku_id) do nothing
      returning id`,
  );
  const found = await queryRows<{ id: number; sku_id: string }>(
    db,
    sql`
      select id, sku_id from skus
      where organisation_id = ${organisationId}
        and sku_id in (select r.sku_id from jsonb_to_recordset(${rows}::jsonb) as r(sku_id text))`,
  );
  return { ids: new Map(found.map((row) => [row.sku_id, Number(row.id)])), created: inserted.length };
}
