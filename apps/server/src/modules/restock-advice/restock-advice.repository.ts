import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { countryFacts, marketplaceFacts } from '../reference/reference.facts.ts';
import { restockAdvice } from './restock-advice.tables.ts';

interface OfMarketplace {
  organisationId: number;
  reportSourceId: number;
  marketplaceId: number;
}

/** Amazon's marketplaces by their ids, with their country's code and name. */
export async function marketplacesWithCountries(db: Executor, mwsIds: readonly string[]) {
  if (mwsIds.length === 0) return [];
  return db
    .select({
      id: marketplaceFacts.id,
      mwsId: marketplaceFacts.mwsId,
      countryCode: marketplaceFacts.countryCode,
      countryName: countryFacts.name,
    })
    .from(marketplaceFacts)
    .leftJoin(countryFacts, eq(countryFacts.countryCode, marketplaceFacts.countryCode))
    .where(inArray(marketplaceFacts.mwsId, [...mwsIds]));
}

/** The report the source's kept advice in the marketplace came from, if any. */
export async function keptAdviceOf(
  tx: Transaction,
  { organisationId, reportSourceId, marketplaceId }: OfMarketplace,
): Promise<{ asOf: Date; reportRequestId: number } | null> {
  const [kept] = await tx
    .select({ asOf: restockAdvice.asOf, reportRequestId: restockAdvice.reportRequestId })
    .from(restockAdvice)
    .where(
      and(
        eq(restockAdvice.organisationId, organisationId),
        eq(restockAdvice.reportSourceId, reportSourceId),
        eq(restockAdvice.marketplaceId, marketplaceId),
      ),
    )
    .orderBy(desc(restockAdvice.asOf), desc(restockAdvice.reportRequestId))
    .limit(1);
  return kept ?? null;
}

export interface AdviceLine {
  skuId: number;
  recommendedQuantity: number | null;
  recommendedShipDate: string | null;
  alert: string | null;
  daysOfSupply: number | null;
}

/**
 * The advice of one report for the source's marketplace: the advice of any other report there
 * goes, these lines are written (a SKU written again takes the new line). One report's batches
 * each call it; the first removes the older report's advice, the next ones only add.
 */
export async function replaceAdvice(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    marketplaceId,
    reportRequestId,
    asOf,
    lines,
  }: OfMarketplace & { reportRequestId: number; asOf: Date; lines: readonly AdviceLine[] },
): Promise<void> {
  await tx
    .delete(restockAdvice)
    .where(
      and(
        eq(restockAdvice.organisationId, organisationId),
        eq(restockAdvice.reportSourceId, reportSourceId),
        eq(restockAdvice.marketplaceId, marketplaceId),
        ne(restockAdvice.reportRequestId, reportRequestId),
      ),
    );
  if (lines.length === 0) return;
  await tx
    .insert(restockAdvice)
    .values(
      lines.map((line) => ({
        organisationId,
        reportSourceId,
        marketplaceId,
        reportRequestId,
        asOf,
        ...line,
      })),
    )
    .onConflictDoUpdate({
      target: [
        restockAdvice.organisationId,
        restockAdvice.reportSourceId,
        restockAdvice.marketplaceId,
        restockAdvice.skuId,
      ],
      set: {
        reportRequestId: sql`excluded.report_request_id`,
        asOf: sql`excluded.as_of`,
        recommendedQuantity: sql`excluded.recommended_quantity`,
        recommendedShipDate: sql`excluded.recommended_ship_date`,
        alert: sql`excluded.alert`,
        daysOfSupply: sql`excluded.days_of_supply`,
      },
    });
}

/** Amazon's advice for these SKUs, each marketplace (and source) a row, by SKU and marketplace. */
export async function adviceOfSkus(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: readonly number[] },
) {
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: restockAdvice.skuId,
      reportSourceId: restockAdvice.reportSourceId,
      reportRequestId: restockAdvice.reportRequestId,
      marketplaceId: marketplaceFacts.mwsId,
      marketplaceName: marketplaceFacts.name,
      countryCode: marketplaceFacts.countryCode,
      asOf: restockAdvice.asOf,
      recommendedQuantity: restockAdvice.recommendedQuantity,
      recommendedShipDate: restockAdvice.recommendedShipDate,
      alert: restockAdvice.alert,
      daysOfSupply: restockAdvice.daysOfSupply,
    })
    .from(restockAdvice)
    .innerJoin(marketplaceFacts, eq(marketplaceFacts.id, restockAdvice.marketplaceId))
    .where(and(eq(restockAdvice.organisationId, organisationId), inArray(restockAdvice.skuId, [...skuIds])))
    .orderBy(restockAdvice.skuId, marketplaceFacts.name, restockAdvice.reportSourceId);
}
export type StoredRestockAdvice = Awaited<ReturnType<typeof adviceOfSkus>>[number];
