import type { SellerDataset } from '../dataset/seller-dataset.ts';
import type { Marketplace } from '../marketplaces.ts';

/** What one report document is generated from. */
export interface ReportContext {
  dataset: SellerDataset;
  /** The report's marketplaces, in the order requested. */
  marketplaces: Marketplace[];
  dataStartMs: number;
  dataEndMs: number;
  /** The moment the report shows the data as of: when it was requested. */
  asOfMs: number;
}

export function servesAny(pool: { serves: Marketplace[] }, marketplaces: Marketplace[]): boolean {
  return pool.serves.some((served) => marketplaces.includes(served));
}

/** The report's window, cut at the moment it shows. */
export function effectiveEnd(context: ReportContext): number {
  return Math.min(context.dataEndMs, context.asOfMs);
}
