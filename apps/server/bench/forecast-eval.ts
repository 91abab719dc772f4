import { dateOfDay, dayNumber } from '../src/modules/demo/demand.domain.ts';
import { defaultProductCount, planCatalog } from '../src/modules/demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed } from '../src/modules/demo/random.domain.ts';
import { simulateSku } from '../src/modules/demo/stock-simulation.domain.ts';
import { DEFAULT_PLAN_HORIZON } from '../src/modules/forecasts/engine/backtest-plan.domain.ts';
import {
  type Coverage,
  coverageShares,
  emptyCoverage,
  mergeCoverage,
  overallCoverage,
  SEASONS,
  type SeasonalCoverage,
} from '../src/modules/forecasts/engine/calibration.domain.ts';
import { demandHistory, type SkuDayFacts } from '../src/modules/forecasts/engine/demand-history.domain.ts';
import { type Evaluation, evaluateHoldout } from '../src/modules/forecasts/engine/evaluate.domain.ts';
import type { DailySeries } from '../src/modules/forecasts/engine/series.domain.ts';

/**
 * `npm run forecast:eval`: the forecasting engine on the demo generator's SKUs (seasonality,
 * trend, weekly rhythm, stockouts from late transfers, slow and intermittent sellers), built into
 * demand series the way the server builds them from the ledger (days out of stock are missing),
 * judged at two origins six months apart (a winter and a summer start: the later origin's longest
 * holdout ends on FORECAST_EVAL_LAST_DAY), each forecasting from the FORECAST_EVAL_DAYS before it
 * (the server's 730) and held out over the next 28, 91 and 182 days (FORECAST_EVAL_HORIZONS).
 * The selection backtests for a plan of FORECAST_EVAL_PLAN_DAYS (lead time + cover days; the
 * engine's default when unset). FORECAST_EVAL_SKUS (300), FORECAST_EVAL_SEED (42).
 */
const skus = Number(process.env.FORECAST_EVAL_SKUS ?? 300);
const history = Number(process.env.FORECAST_EVAL_DAYS ?? 730);
const seed = Number(process.env.FORECAST_EVAL_SEED ?? 42);
const lastDay = dayNumber(new Date(`${process.env.FORECAST_EVAL_LAST_DAY ?? '2026-10-31'}T00:00:00Z`));
const planHorizon = process.env.FORECAST_EVAL_PLAN_DAYS
  ? Number(process.env.FORECAST_EVAL_PLAN_DAYS)
  : undefined;
const horizons = (process.env.FORECAST_EVAL_HORIZONS ?? '28,91,182').split(',').map(Number);
const ORIGIN_GAP = 182;
const longest = Math.max(...horizons);
const origins = [lastDay - longest + 1 - ORIGIN_GAP, lastDay - longest + 1];
// The generator runs from the earlier origin's history on, through the later origin's holdout.
const days = history + ORIGIN_GAP + longest;
const window = { firstDay: lastDay - days + 1, days };

const catalog = planCatalog({ skus, products: defaultProductCount(skus), days, seed });
const warehouseIds = new Map<string, number>();
const series: DailySeries[] = [];
let missingDays = 0;
let totalDays = 0;
let intermittent = 0;
const started = performance.now();
for (const [index, sku] of catalog.skus.entries()) {
  const { movements } = simulateSku(sku.simulation, window, createRandom(deriveSeed(seed, 2, index)));
  const facts = new Map<string, SkuDayFacts>();
  for (const movement of movements) {
    let warehouseId = warehouseIds.get(movement.warehouse);
    if (warehouseId === undefined) {
      warehouseId = warehouseIds.size + 1;
      warehouseIds.set(movement.warehouse, warehouseId);
    }
    const key = `${movement.day}:${warehouseId}`;
    const fact = facts.get(key) ?? { day: movement.day, warehouseId, net: 0, sold: 0 };
    fact.net += movement.quantity;
    if (movement.type === 'sale') fact.sold -= movement.quantity;
    facts.set(key, fact);
  }
  const built = demandHistory({
    firstDay: window.firstDay,
    lastDay,
    opening: new Map(),
    facts: [...facts.values()],
  });
  const values = built.series.values;
  let zeros = 0;
  let observed = 0;
  for (const value of values) {
    if (Number.isNaN(value)) missingDays++;
    else {
      observed++;
      if (value === 0) zeros++;
    }
  }
  totalDays += values.length;
  if (observed && zeros / observed > 0.5) intermittent++;
  series.push(built.series);
}
const built = performance.now();

const percent = (value: number | undefined) => (value === undefined ? '' : `${(value * 100).toFixed(1)} %`);
const isoDay = (day: number) => dateOfDay(day).toISOString().slice(0, 10);
const seasonCells = (coverage: SeasonalCoverage) =>
  SEASONS.map((season) => seasonCell(coverage[season])).join(' | ');
const seasonCell = (coverage: Coverage) => {
  const shares = coverageShares(coverage);
  return shares ? `${percent(shares.coverage80)} (${coverage.days})` : '';
};

console.log(
  `Forecast evaluation on the demo generator (seed ${seed}, ${skus} SKUs, ${days} days generated; at each origin the ${history} days before it are the history)`,
);
console.log(
  `  ${percent(missingDays / totalDays)} of SKU-days out of stock (missing), ${intermittent} SKUs intermittent (over half their days without a sale); built in ${((built - started) / 1000).toFixed(1)} s`,
);
console.log(
  `  The selection backtests for a plan of ${planHorizon ?? `${DEFAULT_PLAN_HORIZON} (the default)`} days.`,
);

const summary: { origin: number; evaluation: Evaluation }[] = [];
const yearCoverage = emptyCoverage();
for (const origin of origins) {
  console.log(`\n## Origin ${isoDay(origin)} (the days from it on are held out)`);
  for (const holdout of horizons) {
    const begin = performance.now();
    const evaluation = evaluateHoldout(series, { origin, holdout, history, planHorizon });
    const seconds = (performance.now() - begin) / 1000;
    summary.push({ origin, evaluation });
    // The longest holdouts of both origins together are a year of held-out days.
    if (holdout === longest) mergeCoverage(yearCoverage, evaluation.coverage);
    console.log(
      `\n${evaluation.series} SKUs judged on ${holdout} days, ${isoDay(origin)} to ${isoDay(origin + holdout - 1)} (evaluated in ${seconds.toFixed(1)} s)\n`,
    );
    console.log(
      '| model | MASE (pooled) | ÷ seasonal naive | MASE (mean per SKU) | WAPE | 80 % interval holds | 95 % interval holds |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of evaluation.rows) {
      console.log(
        `| ${row.name} | ${row.mase.toFixed(3)} | ${row.vsNaive.toFixed(3)} | ${row.meanMase.toFixed(3)} | ${percent(row.wape)} | ${percent(row.coverage80)} | ${percent(row.coverage95)} |`,
      );
    }
    console.log(
      `\n80 % band by season of the held-out day (days): ${SEASONS.map((season) => `${season} ${seasonCell(evaluation.coverage[season]) || '-'}`).join(', ')}`,
    );
    console.log(
      `Models chosen: ${Object.entries(evaluation.chosen)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
  }
}

console.log('\n## Both origins\n');
console.log(
  `| origin | days held out | selection MASE | ÷ seasonal naive | ÷ best single model | 80 % holds | 95 % holds | ${SEASONS.map((season) => `80 % in ${season} (days)`).join(' | ')} |`,
);
console.log(`|---|---|---|---|---|---|---|${SEASONS.map(() => '---').join('|')}|`);
for (const { origin, evaluation } of summary) {
  const selection = evaluation.rows.at(-1);
  const single = evaluation.rows.slice(0, -1);
  const best = Math.min(...single.map((row) => row.mase));
  if (!selection) continue;
  console.log(
    `| ${isoDay(origin)} | ${evaluation.days} | ${selection.mase.toFixed(3)} | ${selection.vsNaive.toFixed(3)} | ${(selection.mase / best).toFixed(3)} | ${percent(selection.coverage80)} | ${percent(selection.coverage95)} | ${seasonCells(evaluation.coverage)} |`,
  );
}
const year = coverageShares(overallCoverage(yearCoverage));
console.log(
  `\nA year of held-out days (the ${longest} days after each origin): the 80 % band holds ${percent(year?.coverage80)}, the 95 % band ${percent(year?.coverage95)}; 80 % by season: ${SEASONS.map((season) => `${season} ${seasonCell(yearCoverage[season])}`).join(', ')}`,
);
