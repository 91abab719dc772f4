/**
 * What other modules may read of forecasts (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import forecasts's tables or repositories.
 */

/** The organisation's time zone, cover days and today there: the calendar its figures are dated by. */
export { organisationCalendar } from './forecasts.repository.ts';

/**
 * The Stock and Forecasts lists' rows (decided here, filtered and sorted by the caller): filters
 * and sort keys name columns of forecastFacts, skuFacts (skus.facts.ts) and skuStockTotalFacts
 * (inventory.facts.ts). forecastOfVisibleSku leaves hidden SKUs out of a query over forecastFacts.
 */
export {
  forecastFacts,
  forecastOfVisibleSku,
  type PlanningFilters,
  type PlanningListRow,
  type PlanningSortKey,
  planningList,
} from './planning-list.repository.ts';
