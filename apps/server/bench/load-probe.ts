import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server process of `npm run load` (`node --import tsx --import
 * ./bench/load-probe.ts src/server.ts`), never into the product: answers the load script's IPC
 * message 'probe' with the event-loop delay and the process's CPU time since the last 'reset'.
 * A request that waits for the event loop is invisible to Fastify's own timings, so this is
 * where queueing in front of the router shows.
 */
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpuAtReset = process.cpuUsage();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    cpuAtReset = process.cpuUsage();
    process.send?.({ type: 'reset' });
  }
  if (message === 'probe') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send?.({
      type: 'probe',
      eventLoopDelayMs: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  }
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
