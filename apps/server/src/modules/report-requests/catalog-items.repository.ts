import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { reportSourceSalesChannelFacts, salesChannelFacts } from '../sales-channels/sales-channels.facts.ts';

/** The marketplaces a source feeds (its sales channels'), with their countries, by Amazon id. */
export async function marketplaceCountriesOfSource(
  db: Executor,
  { organisationId, reportSourceId }: { organisationId: number; reportSourceId: number },
): Promise<{ mwsId: string; countryCode: string }[]> {
  return db
    .selectDistinct({ mwsId: marketplaceFacts.mwsId, countryCode: marketplaceFacts.countryCode })
    .from(reportSourceSalesChannelFacts)
    .innerJoin(
      salesChannelFacts,
      and(
        eq(salesChannelFacts.organisationId, reportSourceSalesChannelFacts.organisationId),
        eq(salesChannelFacts.id, reportSourceSalesChannelFacts.salesChannelId),
      ),
    )
    .innerJoin(marketplaceFacts, eq(marketplaceFacts.id, salesChannelFacts.marketplaceId))
    .where(
      and(
        eq(reportSourceSalesChannelFacts.organisationId, organisationId),
        eq(reportSourceSalesChannelFacts.reportSourceId, reportSourceId),
      ),
    )
    .orderBy(marketplaceFacts.mwsId);
}
