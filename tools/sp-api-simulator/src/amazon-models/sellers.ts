import { errorList, type OperationModel } from './operation-model.ts';
import { array, boolean, object, string } from './schema.ts';

/**
 * Sellers API v1, as Amazon's public models repository describes it in
 * models/sellers-api-model/sellers.json (at the snapshot index.ts names): getMarketplaceParticipations.
 */

const participation = object(
  {
    marketplace: object(
      {
        id: string(),
        name: string(),
        countryCode: string({ pattern: /^[A-Z]{2}$/ }),
        defaultCurrencyCode: string(),
        defaultLanguageCode: string(),
        domainName: string(),
      },
      ['id', 'name', 'countryCode', 'defaultCurrencyCode', 'defaultLanguageCode', 'domainName'],
    ),
    participation: object({ isParticipating: boolean(), hasSuspendedListings: boolean() }, [
      'isParticipating',
      'hasSuspendedListings',
    ]),
    storeName: string(),
  },
  ['marketplace', 'participation', 'storeName'],
);

export const SELLERS: readonly OperationModel[] = [
  {
    model: 'sellers.json',
    name: 'getMarketplaceParticipations',
    method: 'GET',
    path: '/sellers/v1/marketplaceParticipations',
    parameters: [],
    // The model's response type holds payload and errors, neither required; a success has its payload.
    responses: { 200: object({ payload: array(participation) }, ['payload']) },
    errors: errorList({ payload: array(participation) }),
  },
];
