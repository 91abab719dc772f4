import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import { forecastRegionPlans } from './forecasts.tables.ts';
import type { RegionPlanValues } from './region-plans.usecase.ts';

interface InOrg {
  organisationId: number;
}

/** Replaces the batch's SKUs' region plans: a region the SKU no longer plans in loses its row. */
export async function saveRegionPlans(
  db: Executor,
  { organisationId, skuIds, rows }: InOrg & { skuIds: readonly number[]; rows: RegionPlanValues[] },
): Promise<void> {
  if (!skuIds.length) return;
  await db
    .delete(forecastRegionPlans)
    .where(
      and(
        eq(forecastRegionPlans.organisationId, organisationId),
        inArray(forecastRegionPlans.skuId, [...skuIds]),
      ),
    );
  if (rows.length) await db.insert(forecastRegionPlans).values(rows);
}

/** The region plans of these SKUs, by SKU and region. */
export function regionPlansOf(
  db: Executor,
  { organisationId, skuIds }: InOrg & { skuIds: readonly number[] },
) {
  if (!skuIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(forecastRegionPlans)
    .where(
      and(
        eq(forecastRegionPlans.organisationId, organisationId),
        inArray(forecastRegionPlans.skuId, [...skuIds]),
      ),
    )
    .orderBy(asc(forecastRegionPlans.skuId), asc(forecastRegionPlans.region));
}

/** The names of these warehouses of the organisation, by id. */
export async function warehouseNamesOf(
  db: Executor,
  { organisationId, ids }: InOrg & { ids: readonly number[] },
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: warehouseFacts.id, name: warehouseFacts.name })
    .from(warehouseFacts)
    .where(
      and(eq(warehouseFacts.organisationId, organisationId), inArray(warehouseFacts.id, [...new Set(ids)])),
    );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
