import type { ReportRequestWarning } from '@backoffice/shared';
import { sellsInRegion } from '../sales-channels/marketplace-regions.domain.ts';

/** A marketplace as the warnings need it: how rows may name it, and its region. */
export interface RegionalMarketplace {
  name: string;
  domainName: string;
  regionCode: string;
}

const rowsOf = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'row' : 'rows'}`;

/**
 * A processed request's warnings. The rows of a marketplace outside the source's region (Amazon.com
 * rows in a file uploaded into an EU source) are real orders, so they were imported all the same,
 * onto the organisation's channel of that marketplace; but the source does not feed that channel
 * (its syncs could not ask Amazon for it), and the file was most likely meant for another source:
 * the warning names them, with their rows. Names that are no known marketplace (Non-Amazon) and
 * sources without a region (Unknown) never warn.
 */
export function requestWarnings({
  sourceRegion,
  salesChannelRows,
  marketplaces,
}: {
  sourceRegion: string;
  /** Rows per sales channel, by the name the rows give it. */
  salesChannelRows: Record<string, number>;
  marketplaces: readonly RegionalMarketplace[];
}): ReportRequestWarning[] {
  const byName = new Map<string, RegionalMarketplace>();
  for (const marketplace of marketplaces) {
    byName.set(marketplace.domainName.toLowerCase(), marketplace);
    byName.set(marketplace.name.toLowerCase(), marketplace);
  }
  const outside = Object.entries(salesChannelRows)
    .filter(([name]) => {
      const marketplace = byName.get(name.toLowerCase());
      return marketplace !== undefined && !sellsInRegion(sourceRegion, marketplace.regionCode);
    })
    .sort(([a], [b]) => a.localeCompare(b));
  if (outside.length === 0) return [];
  const rows = outside.reduce((sum, [, count]) => sum + count, 0);
  const named = outside.map(([name, count]) => `${name} (${rowsOf(count)})`).join(', ');
  return [
    {
      code: 'marketplaces_outside_region',
      message:
        `${rowsOf(rows)} of this file ${rows === 1 ? 'is' : 'are'} of ` +
        `${outside.length === 1 ? 'a marketplace' : 'marketplaces'} outside this source's region ` +
        `(${sourceRegion}): ${named}. They were imported all the same, onto the organisation's ` +
        `${outside.length === 1 ? 'channel of that marketplace' : 'channels of those marketplaces'}, ` +
        'which this source does not feed. If the file was meant for another source, its orders ' +
        'will show twice once that source brings them too.',
      sales_channels: outside.map(([name]) => name),
    },
  ];
}

/**
 * The warning of amounts that were read rounded: yen (a currency without minor units) written with
 * decimals cannot be what Amazon charged or paid, so the file was most likely converted or edited on
 * the way; its lines were imported with the amounts rounded half to even rather than refused.
 */
export function roundedAmountsWarnings(amountsRounded: number): ReportRequestWarning[] {
  if (amountsRounded <= 0) return [];
  const amounts = `${amountsRounded.toLocaleString('en')} ${amountsRounded === 1 ? 'amount' : 'amounts'}`;
  return [
    {
      code: 'amounts_rounded',
      message:
        `${amounts} in a currency without minor units (such as yen) ${amountsRounded === 1 ? 'was' : 'were'} ` +
        'written with decimals, which that currency cannot have. ' +
        `${amountsRounded === 1 ? 'It was' : 'They were'} rounded half to even to whole units and ` +
        'the lines imported. If the file was converted or edited after Amazon made it, the original ' +
        'file gives the exact amounts.',
      sales_channels: [],
    },
  ];
}
