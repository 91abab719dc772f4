import { catalogImagePath } from '../catalog/catalog-image.ts';
import { marketplaceById } from '../marketplaces.ts';
import { invalidInput, SpApiError } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { listParam } from './query.ts';

/** Catalog Items 2022-04-01's includedData values (catalogItems_2022-04-01.json). */
const INCLUDED_DATA = [
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  'vendorDetails',
] as const;

/** The sizes each image comes in, as Amazon's model's example gives them: a large one and a 500 px one. */
const IMAGE_SIZES = [1500, 500] as const;

/**
 * getCatalogItem (`GET /catalog/2022-04-01/items/{asin}`): an ASIN of the seller's catalogue in
 * the marketplaces asked for where the seller sells it. `marketplaceIds` is required; `includedData`
 * defaults to `summaries` and decides the data sets answered (only `summaries` and `images` carry
 * anything here; the others are accepted and add nothing). Images are links to this server
 * (`/images/I/…`, public like Amazon's media host), MAIN and PT01, each in two sizes. An ASIN
 * the catalogue has not, or not in those marketplaces, is 404 `NotFound`.
 */
export function getCatalogItem({
  params,
  query,
  dataset,
  seller,
  services,
}: OperationContext): OperationResult {
  const asin = params.asin ?? '';
  const marketplaceIds = listParam(query, 'marketplaceIds');
  if (marketplaceIds.length === 0)
    throw invalidInput(
      'Request has missing or invalid parameters and cannot be parsed.',
      'marketplaceIds is required.',
    );
  const unknown = marketplaceIds.filter((id) => !marketplaceById(id));
  if (unknown.length > 0)
    throw invalidInput(`Invalid marketplaceIds: ${unknown.join(', ')}.`, 'Not an Amazon marketplace id.');
  const includedData = listParam(query, 'includedData');
  const invalid = includedData.filter((value) => !(INCLUDED_DATA as readonly string[]).includes(value));
  if (invalid.length > 0)
    throw invalidInput(`Invalid includedData: ${invalid.join(', ')}.`, `One of ${INCLUDED_DATA.join(', ')}.`);
  const sets = new Set(includedData.length ? includedData : ['summaries']);

  const item = dataset.catalogue.find((entry) => entry.asin === asin);
  const listedIn = marketplaceIds.filter((id) => seller.marketplaceIds.includes(id));
  if (!item || listedIn.length === 0)
    throw new SpApiError(
      404,
      'NotFound',
      `Requested item '${asin}' not found in marketplaces ${marketplaceIds.join(',')}.`,
    );
  const base = services.baseUrl();
  return {
    status: 200,
    body: {
      asin,
      ...(sets.has('summaries')
        ? {
            summaries: listedIn.map((marketplaceId) => ({
              marketplaceId,
              brand: seller.name,
              manufacturer: seller.name,
              itemClassification: 'BASE_PRODUCT',
              itemName: item.title,
              modelNumber: item.sku,
              packageQuantity: 1,
            })),
          }
        : {}),
      ...(sets.has('images')
        ? {
            images: listedIn.map((marketplaceId) => ({
              marketplaceId,
              images: (['MAIN', 'PT01'] as const).flatMap((variant) =>
                IMAGE_SIZES.map((size) => ({
                  variant,
                  link: `${base}${catalogImagePath(asin, variant, size)}`,
                  height: size,
                  width: size,
                })),
              ),
            })),
          }
        : {}),
    },
  };
}
