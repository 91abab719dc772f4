import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server processes of `npm run load` (`node --import ./bench/load-probe.ts
 * dist/server.mjs`, and the ceiling's bench/load-ceiling.ts), never into the product: answers the
 * load script's IPC message 'probe' with the event-loop delay, the process's CPU time and its peak
 * RSS since the last 'reset'. A request that waits for the event loop is invisible to Fastify's own
 * timings, so this is where queueing in front of the router shows. No type annotations: Node loads
 * it without tsx, beside the compiled server.
 */
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpuAtReset = process.cpuUsage();

// The kernel's own peak (VmHWM) cannot be reset between the load test's parts, so it is sampled.
let peakRss = process.memoryUsage.rss();
const samplePeakRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};
setInterval(samplePeakRss, 100).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    cpuAtReset = process.cpuUsage();
    peakRss = process.memoryUsage.rss();
    process.send?.({ type: 'reset' });
  }
  if (message === 'probe') {
    const cpu = process.cpuUsage(cpuAtReset);
    samplePeakRss();
    process.send?.({
      type: 'probe',
      eventLoopDelayMs: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
      cpuMs: (cpu.user + cpu.system) / 1000,
      peakRssMb: peakRss / 2 ** 20,
    });
  }
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
