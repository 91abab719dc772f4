/** Amazon's three regions: a seller authorization, and so a connected source, covers one. */
const REGIONS: readonly string[] = ['NA', 'EU', 'FE'];

/**
 * Whether a report source can sell in a marketplace of `marketplaceRegion`: a source of a region
 * (NA, EU, FE) only in that region's marketplaces; a source without one ('Unknown', files from
 * anywhere) in every marketplace.
 */
export function sellsInRegion(sourceRegion: string, marketplaceRegion: string): boolean {
  return !REGIONS.includes(sourceRegion) || sourceRegion === marketplaceRegion;
}
