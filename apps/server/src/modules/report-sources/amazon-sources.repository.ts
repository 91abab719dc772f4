import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ReportSourceRow, reportSources } from './report-sources.tables.ts';

/** A seller account in one region: what makes two Amazon report sources the same one. */
export interface SellerAccount {
  organisationId: number;
  sellerPartnerId: string;
  regionCode: string;
}

/** The organisation's Amazon report source of this seller account and region, if connected before. */
export async function findAmazonSource(
  db: Executor,
  { organisationId, sellerPartnerId, regionCode }: SellerAccount,
): Promise<ReportSourceRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSources)
    .where(
      and(
        eq(reportSources.organisationId, organisationId),
        eq(reportSources.type, 'amazon'),
        eq(reportSources.sellerPartnerId, sellerPartnerId),
        eq(reportSources.regionCode, regionCode),
      ),
    )
    .orderBy(asc(reportSources.id))
    .limit(1);
  return row;
}

/**
 * Makes a source the seller account's Amazon source, with its sealed refresh token, which Amazon
 * has just granted (so no authorization problem stands).
 */
export async function setAmazonConnection(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
  values: {
    name: string;
    sellerPartnerId: string;
    regionCode: string;
    homeSite: string;
    authTokenEncrypted: string;
  },
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(reportSources)
    .set({
      ...values,
      type: 'amazon',
      authorizationCheckedAt: now,
      authorizationError: null,
      updatedAt: now,
    })
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)))
    .returning({ id: reportSources.id });
  return rows.length > 0;
}

/** Every connected Amazon source of every organisation (the token-refresh job's own read). */
export async function connectedAmazonSources(
  db: Executor,
): Promise<{ organisationId: number; id: number }[]> {
  return db
    .select({ organisationId: reportSources.organisationId, id: reportSources.id })
    .from(reportSources)
    .where(and(eq(reportSources.type, 'amazon'), isNotNull(reportSources.authTokenEncrypted)))
    .orderBy(asc(reportSources.organisationId), asc(reportSources.id));
}

/** What the last check of a source's authorization found (error null: Amazon accepted it). */
export async function setAuthorizationState(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
  { checkedAt, error }: { checkedAt: Date; error: string | null },
): Promise<void> {
  await db
    .update(reportSources)
    .set({ authorizationCheckedAt: checkedAt, authorizationError: error })
    .where(and(eq(reportSources.organisationId, organisationId), eq(reportSources.id, id)));
}
