/** Timing helpers for benchmarks: warm up, then report percentiles in milliseconds. */
export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  runs: number;
}

export async function measure(
  runs: number,
  task: () => Promise<unknown>,
  warmup = Math.min(20, runs),
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((sum, x) => sum + x, 0) / samples.length, runs };
}

export function formatRow(name: string, endpoint: Timing, sql?: Timing): string {
  const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;
  const ratio = sql
    ? `   ratio p50 ${(endpoint.p50 / sql.p50).toFixed(1).padStart(5)}x  p95 ${(endpoint.p95 / sql.p95).toFixed(1).padStart(5)}x`
    : '';
  const base = sql ? `   sql p50 ${ms(sql.p50)} p95 ${ms(sql.p95)}` : '';
  return `${name.padEnd(34)} p50 ${ms(endpoint.p50)} p95 ${ms(endpoint.p95)}${base}${ratio}`;
}
