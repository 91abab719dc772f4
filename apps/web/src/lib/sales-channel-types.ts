import type { SALES_CHANNEL_TYPES } from '@backoffice/shared';

/**
 * What each kind of sales channel is called on screen: the channel screens, and the report-source
 * screen that lists the channels a source feeds (so it lives here, not in one feature).
 */
export const SALES_CHANNEL_TYPE_LABELS: Record<(typeof SALES_CHANNEL_TYPES)[number], string> = {
  amazon: 'Amazon',
  shopify: 'Shopify',
  ebay: 'eBay',
  website: 'Own website',
  other: 'Other',
};

/** A type's label; a type this build does not know is shown as it is. */
export function salesChannelTypeLabel(type: string): string {
  return SALES_CHANNEL_TYPE_LABELS[type as keyof typeof SALES_CHANNEL_TYPE_LABELS] ?? type;
}
