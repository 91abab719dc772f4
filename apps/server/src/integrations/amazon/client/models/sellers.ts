import { z } from 'zod';

/** Sellers API v1: getMarketplaceParticipations (models/sellers-api-model/sellers.json). */
const marketplaceParticipation = z.object({
  marketplace: z.object({
    id: z.string(),
    name: z.string(),
    countryCode: z.string(),
    defaultCurrencyCode: z.string(),
    defaultLanguageCode: z.string(),
    domainName: z.string(),
  }),
  participation: z.object({ isParticipating: z.boolean(), hasSuspendedListings: z.boolean().optional() }),
});

export const getMarketplaceParticipationsResponse = z
  .object({ payload: z.array(marketplaceParticipation) })
  .transform(({ payload }) =>
    payload.map(({ marketplace, participation }) => ({
      marketplaceId: marketplace.id,
      countryCode: marketplace.countryCode,
      name: marketplace.name,
      defaultCurrencyCode: marketplace.defaultCurrencyCode,
      defaultLanguageCode: marketplace.defaultLanguageCode,
      domainName: marketplace.domainName,
      isParticipating: participation.isParticipating,
    })),
  );

/** A marketplace the seller's account can sell in, flattened from Amazon's marketplace + participation. */
export type MarketplaceParticipation = z.output<typeof getMarketplaceParticipationsResponse>[number];
