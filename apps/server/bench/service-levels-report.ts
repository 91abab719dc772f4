import type { ServiceLevel } from '@backoffice/shared';
import { leadTimePercentiles } from './service-level-policy.ts';
import type {
  LevelTotals,
  ServiceLevelBenchOptions,
  ServiceLevelResults,
} from './service-levels-simulation.ts';

/** The service-level bench's tables: what each level reached and held, and what it cost. */
const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)} %`;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const signed = (value: number, digits: number, unit: string) =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}${unit}`;
const change = (to: number, from: number) => signed((to / from - 1) * 100, 1, ' %');

interface LevelRow {
  level: ServiceLevel;
  reached: number;
  cycles: number;
  stockOut: number;
  fill: number;
  units: number;
  safety: number;
  value: Record<string, number>;
  totals: LevelTotals;
}

function levelRow(level: ServiceLevel, sum: LevelTotals, skus: number, currencies: string[]): LevelRow {
  // Averages over the year's days, summed over SKUs: units on hand on an average day.
  const days = sum.skuDays / skus;
  return {
    level,
    reached: (sum.cycles - sum.cyclesStockedOut) / sum.cycles,
    cycles: sum.cycles,
    stockOut: sum.stockOutDays / sum.skuDays,
    fill: sum.served / sum.demanded,
    units: sum.unitDays / days,
    safety: sum.safetyUnitDays / days,
    value: Object.fromEntries(
      currencies.map((currency) => [currency, (sum.valueDays[currency] ?? 0) / days]),
    ),
    totals: sum,
  };
}

export function printServiceLevels(
  options: ServiceLevelBenchOptions,
  results: ServiceLevelResults,
  seconds: number,
) {
  const leads = [...results.leadDays].sort((a, b) => a - b);
  const spread = leadTimePercentiles(1, options.leadSpread);
  console.log(
    `Service levels on the demo (seed ${options.seed}, ${results.skus} SKUs planned of ${options.skus}: hidden ones are discontinued), a held-out year after ${results.historyDays} days of history`,
  );
  console.log(
    `  Reviewed daily, forecast refitted every ${options.refitDays} days, orders up to the reorder point + ${options.coverDays} days of forecast demand; lead times log-normal around the typed ${leads[0]}–${leads.at(-1)} days (median ${leads[Math.floor(leads.length / 2)]}), p10 ${spread.p10.toFixed(2)}× and p90 ${spread.p90.toFixed(2)}× the typed${options.sigmaScale === 1 ? '' : `; σ_D × ${options.sigmaScale}`}`,
  );
  console.log(
    `  ${whole(results.forecasts)} forecasts in ${results.forecastSeconds.toFixed(1)} s; ${seconds.toFixed(1)} s in all\n`,
  );
  const currencies = [
    ...new Set([...results.totals.values()].flatMap((sum) => Object.keys(sum.valueDays))),
  ].sort();
  const rows = results.levels.map((level) =>
    levelRow(level, results.totals.get(level) as LevelTotals, results.skus, currencies),
  );
  console.log(
    `| target | reached (delivery cycles without a lost sale) | stock-out days (of SKU-days) | fill rate | units in stock (avg) | of which safety stock | ${currencies.map((currency) => `stock value ${currency} (avg)`).join(' | ')} | orders |`,
  );
  console.log(`|---|---|---|---|---|---|${currencies.map(() => '---|').join('')}---|`);
  for (const row of rows) {
    const sum = row.totals;
    console.log(
      `| ${percent(row.level, 0)} | ${percent(row.reached)} (${whole(sum.cycles - sum.cyclesStockedOut)} of ${whole(sum.cycles)}) | ${percent(row.stockOut, 2)} (${whole(sum.stockOutDays)} of ${whole(sum.skuDays)}) | ${percent(row.fill, 2)} | ${whole(row.units)} | ${whole(row.safety)} | ${currencies.map((currency) => whole(row.value[currency] ?? 0)).join(' | ')} | ${whole(sum.orders)} |`,
    );
  }
  const short = rows.filter((row) => row.reached < row.level - 0.01);
  if (short.length)
    console.log(
      `\nBelow target: ${short.map((row) => `${percent(row.level, 0)} reached ${percent(row.reached)}`).join(', ')} of delivery cycles (the forecast's calibration over the lead time, below, says why).`,
    );
  console.log(
    `\n| between levels | units in stock | ${currencies.map((currency) => `stock value ${currency}`).join(' | ')} | stock-out days | fill rate |`,
  );
  console.log(`|---|---|${currencies.map(() => '---|').join('')}---|---|`);
  for (const [from, to] of [
    [0, 1],
    [1, 2],
    [0, 2],
  ] as const) {
    const a = rows[from];
    const b = rows[to];
    if (!a || !b) continue;
    console.log(
      `| ${percent(b.level, 0)} against ${percent(a.level, 0)} | ${change(b.units, a.units)} | ${currencies.map((currency) => change(b.value[currency] ?? 0, a.value[currency] ?? 0)).join(' | ')} | ${change(b.stockOut, a.stockOut)} (${percent(a.stockOut, 2)} → ${percent(b.stockOut, 2)}) | ${signed((b.fill - a.fill) * 100, 2, ' points')} |`,
    );
  }
  const { calibration } = results;
  console.log(
    `\nThe forecast alone, without the policy (${whole(calibration.days)} SKU-days of the year with their typed lead time inside it):`,
  );
  console.log(
    `  the next lead time's demand stayed at or below expected + z σ_D on ${results.levels.map((level, i) => `${percent((calibration.within[i] as number) / calibration.days)} (z of ${percent(level, 0)})`).join(', ')}`,
  );
  console.log(
    `  its error is ${Math.sqrt(calibration.squares / calibration.days).toFixed(2)} σ_D (root mean square; 1 if σ_D were right), ${Math.sqrt(calibration.squaresCorrelated / calibration.days).toFixed(2)} × the sum of the days' σ (errors fully correlated)`,
  );
  console.log(
    `  demand over those lead times ${change(calibration.actual, calibration.expected)} against the forecast; each day's 80 % band (1–${options.refitDays} days ahead) held ${percent(calibration.inBand / calibration.bandDays)} of ${whole(calibration.bandDays)} held-out days`,
  );
  const months = ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
  console.log(`\n| month | ${months.join(' | ')} |`);
  console.log(`|---|${months.map(() => '---|').join('')}`);
  for (const row of rows)
    console.log(
      `| stock-out days at ${percent(row.level, 0)} | ${row.totals.stockOutDaysByMonth.map((days) => whole(days)).join(' | ')} |`,
    );
  console.log(
    `| next lead time's demand against the forecast, reviewed that month | ${calibration.byMonth.map((month) => change(month.actual, month.expected)).join(' | ')} |`,
  );
  console.log(
    `| within expected + z σ_D (z of 95 %) | ${calibration.byMonth.map((month) => percent(month.within95 / month.days, 0)).join(' | ')} |`,
  );
}
