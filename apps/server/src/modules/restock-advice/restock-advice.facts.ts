/**
 * What other modules may read of restock-advice (decision 22): named reads. Other modules never
 * import restock-advice's tables or repositories.
 */

/**
 * Amazon's restock advice for some SKUs: one row per SKU, source and marketplace (Amazon's
 * marketplace id and name), each from the newest report of its source and marketplace.
 */
export { adviceOfSkus, type StoredRestockAdvice } from './restock-advice.repository.ts';
