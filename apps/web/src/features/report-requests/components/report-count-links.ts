import { href } from '@backoffice/shared';
import type { CountTarget } from './report-count-words.ts';

/** The screen that shows what a count counts; orders are narrowed to the request's source. */
export function countTargetPath(
  target: CountTarget,
  { organisationUlid, reportSourceId }: { organisationUlid: string; reportSourceId: number },
): string {
  const organisation = { organisation: organisationUlid };
  switch (target) {
    case 'orders':
      return href('store-orders', organisation, { report_source_id: reportSourceId });
    case 'unmapped-skus':
      return href('skus', organisation, { mapped: 'false' });
    case 'sales-channels':
      return href('sales-channels.list', organisation);
    case 'warehouses':
      return href('warehouses', organisation);
    case 'stock':
      return href('stocks', organisation);
    case 'forecasts':
      return href('forecasts', organisation);
  }
}

/** What a report type's processing produces, to look at once it is processed. */
export const RESULT_LINKS: Record<string, readonly { target: CountTarget; label: string }[]> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: [
    { target: 'orders', label: 'Orders from this source' },
    { target: 'unmapped-skus', label: 'Unmapped SKUs' },
  ],
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: [
    { target: 'stock', label: 'Stock' },
    { target: 'warehouses', label: 'Warehouses' },
    { target: 'unmapped-skus', label: 'Unmapped SKUs' },
  ],
  GET_FBA_STORAGE_FEE_CHARGES_DATA: [{ target: 'stock', label: 'Stock (money at risk)' }],
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: [
    { target: 'orders', label: 'Orders from this source' },
    { target: 'unmapped-skus', label: 'Unmapped SKUs' },
  ],
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: [
    { target: 'forecasts', label: 'Forecasts (Amazon advises)' },
  ],
  GET_LEDGER_DETAIL_VIEW_DATA: [
    { target: 'stock', label: 'Stock' },
    { target: 'warehouses', label: 'Warehouses' },
    { target: 'unmapped-skus', label: 'Unmapped SKUs' },
  ],
};
