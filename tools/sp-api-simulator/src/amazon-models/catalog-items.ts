import { errorList, inPath, inQuery, type OperationModel } from './operation-model.ts';
import { array, boolean, date, integer, looseObject, object, oneOf, string } from './schema.ts';

/**
 * Catalog Items API 2022-04-01, as Amazon's public models repository describes it in
 * models/catalog-items-api-model/catalogItems_2022-04-01.json (at the snapshot index.ts names):
 * getCatalogItem. Summaries and images, which the product reads, are described; the other data
 * sets are only named.
 */

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
const text = string();

const summary = object(
  {
    marketplaceId: text,
    adultProduct: boolean(),
    autographed: boolean(),
    brand: text,
    browseClassification: looseObject(),
    color: text,
    contributors: array(looseObject()),
    itemClassification: oneOf(['BASE_PRODUCT', 'OTHER', 'PRODUCT_BUNDLE', 'VARIATION_PARENT']),
    itemName: text,
    manufacturer: text,
    memorabilia: boolean(),
    modelNumber: text,
    packageQuantity: integer(),
    partNumber: text,
    releaseDate: date(),
    size: text,
    style: text,
    tradeInEligible: boolean(),
    websiteDisplayGroup: text,
    websiteDisplayGroupName: text,
  },
  ['marketplaceId'],
);

const image = object(
  {
    variant: oneOf(['MAIN', 'PT01', 'PT02', 'PT03', 'PT04', 'PT05', 'PT06', 'PT07', 'PT08', 'SWCH']),
    link: text,
    height: integer(),
    width: integer(),
  },
  ['variant', 'link', 'height', 'width'],
);

const item = object(
  {
    asin: text,
    attributes: looseObject(),
    classifications: array(looseObject()),
    dimensions: array(looseObject()),
    identifiers: array(looseObject()),
    images: array(object({ marketplaceId: text, images: array(image) }, ['marketplaceId', 'images'])),
    productTypes: array(looseObject()),
    relationships: array(looseObject()),
    salesRanks: array(looseObject()),
    summaries: array(summary),
    vendorDetails: array(looseObject()),
  },
  ['asin'],
);

export const CATALOG_ITEMS: readonly OperationModel[] = [
  {
    model: 'catalogItems_2022-04-01.json',
    name: 'getCatalogItem',
    method: 'GET',
    path: '/catalog/2022-04-01/items/{asin}',
    parameters: [
      inPath('asin'),
      inQuery('marketplaceIds', array(text, { min: 1 }), { required: true }),
      inQuery('includedData', array(oneOf(INCLUDED_DATA))),
      inQuery('locale', text),
    ],
    responses: { 200: item },
    errors: errorList(),
  },
];
