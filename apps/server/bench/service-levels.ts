import { printServiceLevels } from './service-levels-report.ts';
import { runServiceLevels, type ServiceLevelBenchOptions } from './service-levels-simulation.ts';

/**
 * The service-level bench (issue 31, `npm run bench -- service-levels`): the demo's SKUs through a
 * held-out year at 90, 95 and 99 %, what each level reached and what its stock cost
 * (service-levels-simulation.ts), printed as tables (service-levels-report.ts).
 */
export async function serviceLevelsBench(options: ServiceLevelBenchOptions): Promise<void> {
  const started = performance.now();
  const results = runServiceLevels(options);
  printServiceLevels(options, results, (performance.now() - started) / 1000);
}
