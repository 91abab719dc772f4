import pino from 'pino';
import { type ShutdownStep, stopOnSignals } from '../shutdown.ts';

/**
 * A process that stops as the server does (shutdown.ts), with the deadline `process.argv[3]` (ms,
 * default 1000) and steps that misbehave as `process.argv[2]` says, for shutdown.test.ts:
 * - `clean`: every step finishes;
 * - `failing`: the first step throws (the others still run);
 * - `hung`: a step awaits a promise that never settles (a request or job that never ends);
 * - `blocked`: a step never returns to the event loop (as a WebAssembly call that never returns,
 *   PGlite stuck in a statement), so no timer of the main thread can fire.
 * Prints `ready` once its signal handlers are in place, and `ran <step>` as each step ends.
 */
const mode = process.argv[2] ?? 'clean';
const log = pino();
const ran = (name: string) => process.stdout.write(`ran ${name}\n`);
const steps: ShutdownStep[] = [
  {
    name: 'first',
    run() {
      if (mode === 'failing') throw new Error('the first step failed');
      ran('first');
    },
  },
  {
    name: 'stuck',
    detail: () => 'waiting for the work under way',
    async run() {
      if (mode === 'hung') await new Promise(() => undefined);
      if (mode === 'blocked') for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
      ran('stuck');
    },
  },
  { name: 'last', run: () => ran('last') },
];
stopOnSignals({ log, steps, deadlineMs: Number(process.argv[3] ?? 1_000) });
// Something to keep the process alive until a signal, as the server's HTTP listener does.
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
