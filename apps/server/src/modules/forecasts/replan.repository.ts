import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { forecasts } from './forecasts.tables.ts';

/** A computed SKU's stored forecast: what a replan plans with again. */
export type StoredFit = Pick<
  typeof forecasts.$inferSelect,
  | 'skuId'
  | 'generatedAt'
  | 'firstDay'
  | 'model'
  | 'mase'
  | 'wape'
  | 'baselineMase'
  | 'scores'
  | 'units'
  | 'lo80'
  | 'hi80'
  | 'lo95'
  | 'hi95'
> & { generatedAt: Date; firstDay: string };

/** The stored forecasts of those of `skuIds` computed at least once (pending rows have none). */
export async function storedFits(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: readonly number[] },
): Promise<StoredFit[]> {
  if (!skuIds.length) return [];
  const rows = await db
    .select({
      skuId: forecasts.skuId,
      generatedAt: forecasts.generatedAt,
      firstDay: forecasts.firstDay,
      model: forecasts.model,
      mase: forecasts.mase,
      wape: forecasts.wape,
      baselineMase: forecasts.baselineMase,
      scores: forecasts.scores,
      units: forecasts.units,
      lo80: forecasts.lo80,
      hi80: forecasts.hi80,
      lo95: forecasts.lo95,
      hi95: forecasts.hi95,
    })
    .from(forecasts)
    .where(
      and(
        eq(forecasts.organisationId, organisationId),
        inArray(forecasts.skuId, [...skuIds]),
        isNotNull(forecasts.generatedAt),
        isNotNull(forecasts.firstDay),
      ),
    );
  return rows.map((row) => ({ ...row, skuId: Number(row.skuId) }) as StoredFit);
}
