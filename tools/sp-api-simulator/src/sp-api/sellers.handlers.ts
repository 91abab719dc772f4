import type { OperationContext, OperationResult } from './operation.ts';

/** getMarketplaceParticipations of the Sellers API v1: the seller's marketplaces, all active. */
export function getMarketplaceParticipations({ seller, dataset }: OperationContext): OperationResult {
  return {
    status: 200,
    body: {
      payload: dataset.marketplaces.map((marketplace) => ({
        marketplace: {
          id: marketplace.id,
          name: marketplace.name,
          countryCode: marketplace.countryCode,
          defaultCurrencyCode: marketplace.currency,
          defaultLanguageCode: marketplace.language,
          domainName: marketplace.domainName,
        },
        participation: { isParticipating: true, hasSuspendedListings: false },
        storeName: seller.name,
      })),
    },
  };
}
