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
 * yet, so they show under "needs attention"); an existing SKU keeps its own ASIN and name. Reads
 * first and inserts only what is missing: after a report's first batches every SKU exists, and an
 * insert that conflicts costs far more than a read.
 */
export async function ensureSkus(
  db: Executor,
  { organisationId, seen }: { organisationId: number; seen: readonly SeenSku[] },
): Promise<{ ids: Map<string, number>; created: number }> {
  const unique = new Map<string, SeenSku>();
  for (const sku of seen) if (!unique.has(sku.sellerSku)) unique.set(sku.sellerSku, sku);
  if (unique.size === 0) return { ids: new Map(), created: 0 };
  const found = await queryRows<{ id: number; sku_id: string }>(
    db,
    sql`select id, sku_id from skus
        where organisation_id = ${organisationId}
          and sku_id in (select jsonb_array_elements_text(${JSON.stringify([...unique.keys()])}::jsonb))`,
  );
  const ids = new Map(found.map((row) => [row.sku_id, Number(row.id)]));
  const missing = [...unique.values()].filter((sku) => !ids.has(sku.sellerSku));
  if (missing.length === 0) return { ids, created: 0 };
  const rows = JSON.stringify(
    missing.map(({ sellerSku, asin, name }) => ({ sku_id: sellerSku, asin, name })),
  );
  // Sorted, so two writers inserting overlapping SKUs take the same keys in the same order; one
  // that lost the race to another writer reads the winner's row below.
  const inserted = await queryRows<{ id: number; sku_id: string }>(
    db,
    sql`
      insert into skus (organisation_id, sku_id, asin, name)
      select ${organisationId}, r.sku_id, r.asin, r.name
      from jsonb_to_recordset(${rows}::jsonb) as r(sku_id text, asin text, name text)
      order by r.sku_id
      on conflict (organisation_id, sku_id) do nothing
      returning id, sku_id`,
  );
  for (const row of inserted) ids.set(row.sku_id, Number(row.id));
  if (ids.size < unique.size) {
    const raced = await queryRows<{ id: number; sku_id: string }>(
      db,
      sql`select id, sku_id from skus
          where organisation_id = ${organisationId}
            and sku_id in (select jsonb_array_elements_text(${JSON.stringify(missing.map((sku) => sku.sellerSku))}::jsonb))`,
    );
    for (const row of raced) ids.set(row.sku_id, Number(row.id));
  }
  return { ids, created: inserted.length };
}
