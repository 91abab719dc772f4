import { planSku, type SkuForecastFacts, type SkuPlan } from './sku-forecast.domain.ts';

/**
 * The body of a forecast worker thread (plan-pool.worker.ts): one batch's models, off the thread that
 * serves requests and, on the embedded database, runs every query.
 */
export default function planBatch(batch: SkuForecastFacts[]): SkuPlan[] {
  return batch.map(planSku);
}
