import type { AmazonConfig } from '../../../config.ts';

/**
 * Where Amazon's catalog images are (getCatalogItem's `images[].link`: `https://m.media-amazon.com/
 * images/I/…` in the model's examples; older listings on `images-na.ssl-images-amazon.com`).
 */
export const AMAZON_MEDIA_ORIGINS = ['https://m.media-amazon.com', 'https://images-na.ssl-images-amazon.com'];

/**
 * The origins the web app may load a SKU's catalog image from (its CSP img-src): Amazon's media
 * hosts, and each configured SP-API endpoint that is not Amazon's, since a stand-in (the simulator)
 * serves the images its catalog links to itself.
 */
export function catalogImageOrigins(config: Pick<AmazonConfig, 'spApiEndpoints'>): string[] {
  const standIns = Object.values(config.spApiEndpoints)
    .flatMap((endpoint) => {
      try {
        return [new URL(endpoint).origin];
      } catch {
        return [];
      }
    })
    .filter((origin) => !/^https:\/\/sellingpartnerapi-(na|eu|fe)\.amazon\.com$/.test(origin));
  return [...new Set([...AMAZON_MEDIA_ORIGINS, ...standIns])];
}
