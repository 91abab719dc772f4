import { dayNumber } from '../src/modules/demo/demand.domain.ts';
import { defaultProductCount, planCatalog } from '../src/modules/demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed } from '../src/modules/demo/random.domain.ts';
import { simulateSku } from '../src/modules/demo/stock-simulation.domain.ts';
import { demandHistory, type SkuDayFacts } from '../src/modules/forecasts/engine/demand-history.domain.ts';
import { evaluateHoldout } from '../src/modules/forecasts/engine/evaluate.domain.ts';
import type { DailySeries } from '../src/modules/forecasts/engine/series.domain.ts';

/**
 * `npm run forecast:eval`: the forecasting engine on the demo generator's SKUs (seasonality,
 * trend, weekly rhythm, stockouts from late transfers, slow and intermittent sellers), built into
 * demand series the way the server builds them from the ledger (days out of stock are missing),
 * judged on the last 28 days of each, then on the last 91 and 182 (FORECAST_EVAL_HORIZONS).
 * FORECAST_EVAL_SKUS (300), FORECAST_EVAL_DAYS (730), FORECAST_EVAL_SEED (42).
 */
const skus = Number(process.env.FORECAST_EVAL_SKUS ?? 300);
const days = Number(process.env.FORECAST_EVAL_DAYS ?? 730);
const seed = Number(process.env.FORECAST_EVAL_SEED ?? 42);
const lastDay = dayNumber(new Date(`${process.env.FORECAST_EVAL_LAST_DAY ?? '2026-10-31'}T00:00:00Z`));
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
  const history = demandHistory({
    firstDay: window.firstDay,
    lastDay,
    opening: new Map(),
    facts: [...facts.values()],
  });
  const values = history.series.values;
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
  series.push(history.series);
}
const built = performance.now();
// 28 days (a transfer's horizon) first; then the horizons of orders placed months ahead, where a
// yearly season should matter most (FORECAST_EVAL_HORIZONS, e.g. "28,91,182").
const horizons = (process.env.FORECAST_EVAL_HORIZONS ?? '28,91,182').split(',').map(Number);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `Forecast evaluation on the demo generator (seed ${seed}, ${skus} SKUs, ${days} days of history)`,
);
for (const [index, holdout] of horizons.entries()) {
  const begin = performance.now();
  const evaluation = evaluateHoldout(series, holdout);
  const evaluated = performance.now();
  if (index === 0)
    console.log(
      `  ${percent(missingDays / totalDays)} of SKU-days out of stock (missing), ${intermittent} SKUs intermittent (over half their days without a sale); built in ${((built - started) / 1000).toFixed(1)} s`,
    );
  console.log(
    `\n${evaluation.series} SKUs judged on their last ${evaluation.days} days (evaluated in ${((evaluated - begin) / 1000).toFixed(1)} s)\n`,
  );
  console.log(
    '| model | MASE (pooled) | MASE (mean per SKU) | WAPE | 80 % interval holds | 95 % interval holds |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of evaluation.rows) {
    console.log(
      `| ${row.name} | ${row.mase.toFixed(3)} | ${row.meanMase.toFixed(3)} | ${percent(row.wape)} | ${row.coverage80 === undefined ? '' : percent(row.coverage80)} | ${row.coverage95 === undefined ? '' : percent(row.coverage95)} |`,
    );
  }
  const naive = evaluation.rows.find((row) => row.name === 'seasonal_naive');
  const selection = evaluation.rows.at(-1);
  if (naive && selection) {
    console.log(
      `\nThe per-SKU selection's error is ${percent(1 - selection.mase / naive.mase)} below seasonal naive's (MASE ${selection.mase.toFixed(3)} against ${naive.mase.toFixed(3)}); WAPE ${percent(selection.wape)} against ${percent(naive.wape)}.`,
    );
  }
  console.log(
    `Models chosen: ${Object.entries(evaluation.chosen)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
}
