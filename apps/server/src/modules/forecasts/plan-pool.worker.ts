import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import planBatch from './plan-thread.worker.ts';
import type { SkuForecastFacts, SkuPlan } from './sku-forecast.domain.ts';

/** Runs the models of a batch of SKUs: on this thread, or on worker threads. */
export interface PlanRunner {
  /**
   * Batches a recompute keeps between reading and writing: one on this thread; on worker threads
   * one more than the threads, so the next batch's facts are read while the models run.
   */
  readonly batchesInFlight: number;
  plan(batch: SkuForecastFacts[]): Promise<SkuPlan[]>;
  close(): Promise<void>;
}

/** On the calling thread: tests, benches and FORECAST_THREADS=0. */
export const inlinePlanRunner: PlanRunner = {
  batchesInFlight: 1,
  plan: async (batch) => planBatch(batch),
  close: async () => undefined,
};

/** One thread fewer than the machine has cores (the server's own thread), at least one. */
export function defaultPlanThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Worker threads (piscina) that run plan-worker.ts. From the TypeScript sources (tests, `npm run
 * dev`, benches) the threads load it through tsx; the compiled server (`npm start`) ships it as
 * dist/plan-worker.mjs beside server.mjs. Threads end after a minute idle, so a server with
 * nothing to recompute holds no memory for them.
 */
export function threadPlanRunner({ threads }: { threads: number }): PlanRunner & { completed(): number } {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Piscina<SkuForecastFacts[], SkuPlan[]>({
    filename: new URL(fromSources ? './plan-thread.worker.ts' : './plan-worker.mjs', import.meta.url).href,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    batchesInFlight: threads + 1,
    plan: (batch) => pool.run(batch),
    close: () => pool.destroy(),
    /** Batches the threads have planned. */
    completed: () => pool.completed,
  };
}

/** FORECAST_THREADS: 0 plans on the server's own thread; unset, one thread fewer than the cores. */
export function planRunnerFor(threads: number): PlanRunner {
  return threads > 0 ? threadPlanRunner({ threads }) : inlinePlanRunner;
}
