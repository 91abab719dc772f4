/**
 * What other modules may read of inventory-by-date (decision 22): named reads. Other modules never
 * import its repositories.
 */

/** The ledger's daily figures, from its kept day totals: net change of the visible SKUs, units sold. */
export { ledgerSalesPerDay, netChangePerDay } from './stock-day-totals.repository.ts';
/** Today's stock, units and value per currency: the dashboard's and the Stock screen's figure. */
export { type StockHeldToday, stockHeldToday } from './stock-held.usecase.ts';
