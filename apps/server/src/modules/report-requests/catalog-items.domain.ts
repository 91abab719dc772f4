import type { CatalogItem } from '../../integrations/amazon/client/sp-api-client.ts';

/** Catalog data is asked for again after this long: titles and images change rarely. */
export const CATALOG_REFRESH_MS = 7 * 24 * 3600 * 1000;

/**
 * The smallest side of the image kept for a SKU: twice the lists' 32 px thumbnail, so it stays
 * sharp on a high-density screen without loading Amazon's largest image (2,000 px and more).
 */
export const CATALOG_IMAGE_MIN_SIDE = 64;

/**
 * The marketplace whose catalog names a source's SKUs: its home site's (the country the seller
 * sells from), else the first of its marketplaces; null when it has none.
 */
export function catalogMarketplaceOf(
  marketplaces: readonly { mwsId: string; countryCode: string }[],
  homeSite: string | null,
): string | null {
  const home = homeSite
    ? marketplaces.find((marketplace) => marketplace.countryCode === homeSite)
    : undefined;
  return (home ?? marketplaces[0])?.mwsId ?? null;
}

/**
 * A SKU's marketplace title and main image from a getCatalogItem answer (null: the catalog has no
 * such ASIN). Each data set comes per marketplace: the one asked for, else the first. Of the MAIN
 * images (Amazon sends it in several sizes) the smallest at least CATALOG_IMAGE_MIN_SIDE on both
 * sides, else the largest. Only http(s) links are kept: the link goes into the page as an image.
 */
export function catalogEntryOf(
  item: CatalogItem | null,
  marketplaceId: string,
): { title: string | null; imageUrl: string | null } {
  const summaries = item?.summaries ?? [];
  const summary = summaries.find((entry) => entry.marketplaceId === marketplaceId) ?? summaries[0];
  const title = summary?.itemName?.trim() || null;
  const byMarketplace = item?.images ?? [];
  const images = (byMarketplace.find((entry) => entry.marketplaceId === marketplaceId) ?? byMarketplace[0])
    ?.images;
  const main = (images ?? [])
    .filter((image) => image.variant === 'MAIN' && /^https?:\/\//i.test(image.link))
    .sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height));
  const chosen =
    main.find((image) => Math.min(image.width, image.height) >= CATALOG_IMAGE_MIN_SIDE) ?? main.at(-1);
  return { title, imageUrl: chosen?.link ?? null };
}
