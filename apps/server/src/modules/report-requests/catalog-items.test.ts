import { describe, expect, it } from 'vitest';
import { catalogItem } from '../../integrations/amazon/client/models/catalog-items.ts';
import { catalogEntryOf, catalogMarketplaceOf } from './catalog-items.domain.ts';

const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const image = (
  variant: string,
  size: number,
  link = `https://m.media-amazon.com/images/I/${variant}${size}.jpg`,
) => ({
  variant,
  link,
  width: size,
  height: size,
});

describe('catalog entries (getCatalogItem to a SKU)', () => {
  it('keeps the title and the smallest MAIN image of at least 64 px of the marketplace asked for', () => {
    const item = catalogItem.parse({
      asin: 'B0TEST0001',
      summaries: [
        { marketplaceId: CA, itemName: 'Canadian title' },
        { marketplaceId: US, itemName: '  Camp Mug, Black ' },
      ],
      images: [
        { marketplaceId: CA, images: [image('MAIN', 500, 'https://ca.example/main.jpg')] },
        {
          marketplaceId: US,
          images: [image('MAIN', 2560), image('PT01', 100), image('MAIN', 40), image('MAIN', 500)],
        },
      ],
    });
    expect(catalogEntryOf(item, US)).toEqual({
      title: 'Camp Mug, Black',
      imageUrl: 'https://m.media-amazon.com/images/I/MAIN500.jpg',
    });
  });

  it('takes the largest MAIN image when none is large enough, and the first marketplace when the asked one is missing', () => {
    const item = catalogItem.parse({
      asin: 'B0TEST0001',
      summaries: [{ marketplaceId: CA, itemName: 'Canadian title' }],
      images: [{ marketplaceId: CA, images: [image('MAIN', 30), image('MAIN', 50)] }],
    });
    expect(catalogEntryOf(item, US)).toEqual({
      title: 'Canadian title',
      imageUrl: 'https://m.media-amazon.com/images/I/MAIN50.jpg',
    });
  });

  it('has nothing for an unknown ASIN, no MAIN image, an empty title or a link that is not http(s)', () => {
    expect(catalogEntryOf(null, US)).toEqual({ title: null, imageUrl: null });
    const item = catalogItem.parse({
      asin: 'B0TEST0001',
      summaries: [{ marketplaceId: US, itemName: ' ' }],
      images: [
        { marketplaceId: US, images: [image('PT01', 500), image('MAIN', 500, 'javascript:alert(1)')] },
      ],
    });
    expect(catalogEntryOf(item, US)).toEqual({ title: null, imageUrl: null });
  });

  it("names the SKUs in the home site's marketplace, else the source's first, else none", () => {
    const marketplaces = [
      { mwsId: CA, countryCode: 'CA' },
      { mwsId: US, countryCode: 'US' },
    ];
    expect(catalogMarketplaceOf(marketplaces, 'US')).toBe(US);
    expect(catalogMarketplaceOf(marketplaces, 'DE')).toBe(CA);
    expect(catalogMarketplaceOf(marketplaces, null)).toBe(CA);
    expect(catalogMarketplaceOf([], 'US')).toBeNull();
  });
});
