import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Timing helpers for benchmarks: warm up, then report percentiles in milliseconds. */
export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  runs: number;
  /**
   * The event loop's longest stall while measuring (server and bench client share the process):
   * on PGlite every query runs on this thread, so a long one holds every other request back.
   */
  loopMaxMs: number;
}

export async function measure(
  runs: number,
  task: () => Promise<unknown>,
  warmup = Math.min(20, runs),
): Promise<Timing> {
  const [timing] = await measureInTurns(runs, [task], warmup);
  return timing as Timing;
}

/**
 * Several tasks timed in turns (a, b, a, b…), so that a drift of the machine (another process,
 * a garbage collection, a cache warming up) falls on all of them alike: for comparing them.
 */
export async function measureInTurns(
  runs: number,
  tasks: (() => Promise<unknown>)[],
  warmup = Math.min(20, runs),
  /** Stop early once this long has passed (after at least 5 turns): slow rows cost minutes. */
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) for (const task of tasks) await task();
  const samples: number[][] = tasks.map(() => []);
  const loops = tasks.map(() => monitorEventLoopDelay({ resolution: 1 }));
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    if (i >= 5 && performance.now() - started > budgetMs) break;
    for (const [index, task] of tasks.entries()) {
      loops[index]?.enable();
      const start = performance.now();
      await task();
      samples[index]?.push(performance.now() - start);
      loops[index]?.disable();
    }
  }
  return samples.map((taskSamples, index) => timingOf(taskSamples, (loops[index]?.max ?? 0) / 1e6));
}

function timingOf(samples: number[], loopMaxMs: number): Timing {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    mean: samples.reduce((sum, x) => sum + x, 0) / samples.length,
    runs: samples.length,
    loopMaxMs,
  };
}

export function formatRow(name: string, endpoint: Timing, sql?: Timing): string {
  const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;
  const ratio = sql
    ? `   ratio p50 ${(endpoint.p50 / sql.p50).toFixed(1).padStart(5)}x  p95 ${(endpoint.p95 / sql.p95).toFixed(1).padStart(5)}x`
    : '';
  const base = sql ? `   sql p50 ${ms(sql.p50)} p95 ${ms(sql.p95)}` : '';
  const loop = `   loop max ${endpoint.loopMaxMs.toFixed(0).padStart(4)} ms`;
  return `${name.padEnd(34)} p50 ${ms(endpoint.p50)} p95 ${ms(endpoint.p95)}${base}${ratio}${loop}`;
}
