import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('FORECAST_THREADS', () => {
  it('defaults to one thread fewer than the cores, at least one', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/config-test' }).forecastThreads).toBe(
      Math.max(1, availableParallelism() - 1),
    );
  });

  it('takes a whole number, 0 for the server thread', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/config-test', FORECAST_THREADS: '0' }).forecastThreads).toBe(0);
    expect(loadConfig({ DATA_DIR: '/tmp/config-test', FORECAST_THREADS: '3' }).forecastThreads).toBe(3);
  });

  it('refuses anything else at start, naming the variable', () => {
    for (const value of ['-1', '1.5', 'two', '65'])
      expect(() => loadConfig({ DATA_DIR: '/tmp/config-test', FORECAST_THREADS: value })).toThrow(
        /FORECAST_THREADS/,
      );
  });
});
