import { constants } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * How long a stop may take (SIGTERM or SIGINT). Past it the process exits with code 1 and a log
 * line naming what was still pending: jobs are idempotent and resumable, so the next start goes on
 * with whatever was cut off (a job left active expires and is retried; on the embedded database
 * the unclean stop makes the next start VACUUM, db/client.ts).
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;
/** What requests under way get of a stop before their connections are closed (server.ts). */
export const HTTP_GRACE_MS = 5_000;

/**
 * How much longer the watchdog thread waits before it kills the process: the deadline's own timer
 * runs on the main thread, so it cannot fire while that thread is stuck in one synchronous call
 * (on the embedded database, a statement that never returns runs inside PGlite's WebAssembly and
 * keeps the event loop from ever turning again).
 */
export const WATCHDOG_GRACE_MS = 2_000;

/** One step of the stop, run in order; `detail` says what it is waiting for (for the log). */
export interface ShutdownStep {
  name: string;
  run(): Promise<void> | void;
  detail?(): string | undefined;
}

interface ShutdownLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Stops the process on the first SIGTERM or SIGINT: runs `steps` one after another, then exits 0
 * (1 when a step failed). The whole stop is bounded, whatever a step awaits:
 *
 * - at `deadlineMs` a timer on the main thread logs what is still pending and exits 1;
 * - a watchdog thread, started with the stop, logs and SIGKILLs the process `WATCHDOG_GRACE_MS`
 *   later if that timer could not fire (the main thread stuck in native or WebAssembly code);
 * - a second SIGTERM or SIGINT exits at once (128 + the signal's number), logging what was left.
 */
export function stopOnSignals({
  log,
  steps,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: {
  log: ShutdownLog;
  steps: ShutdownStep[];
  deadlineMs?: number;
}): void {
  let startedAt: number | null = null;
  let current = 0;
  let stepStartedAt = 0;
  let watchdog: Worker | null = null;

  /** What is left: the step under way (with how long it has run) and the ones after it. */
  const pending = (now = Date.now()): string[] => {
    if (startedAt === null) return [];
    return steps.slice(current).map((step, index) => {
      const detail = step.detail?.();
      const running = index === 0 ? ` (running for ${now - stepStartedAt} ms)` : ' (not started)';
      return `${step.name}${running}${detail ? `: ${detail}` : ''}`;
    });
  };
  // The watchdog cannot ask the main thread when it fires: it is told as each step starts.
  const tellWatchdog = () => watchdog?.postMessage({ pending: pending(stepStartedAt), since: stepStartedAt });

  const stop = async (signal: NodeJS.Signals) => {
    const started = Date.now();
    startedAt = started;
    log.info({ signal, deadlineMs }, 'shutting down');
    const deadline = setTimeout(() => {
      log.error(
        { pending: pending(), ms: Date.now() - started },
        `the stop did not finish within ${deadlineMs} ms: exiting with this work unfinished (the next start resumes it)`,
      );
      process.exit(1);
    }, deadlineMs);
    watchdog = startWatchdog(deadlineMs + WATCHDOG_GRACE_MS);
    let failed = false;
    for (; current < steps.length; current++) {
      const step = steps[current] as ShutdownStep;
      stepStartedAt = Date.now();
      tellWatchdog();
      try {
        await step.run();
      } catch (error) {
        failed = true;
        log.error({ err: error, step: step.name }, 'a step of the stop failed; going on with the next');
      }
    }
    clearTimeout(deadline);
    log.info({ ms: Date.now() - started }, failed ? 'stopped, with errors' : 'stopped');
    process.exit(failed ? 1 : 0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (startedAt === null) {
      void stop(signal);
      return;
    }
    log.warn(
      { signal, pending: pending(), ms: Date.now() - startedAt },
      'second signal: exiting now, with this work unfinished (the next start resumes it)',
    );
    process.exit(128 + (constants.signals[signal] ?? 0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * A thread of its own that kills the process after `afterMs` unless the process has exited by
 * then. Its timer runs on its own event loop, so a main thread stuck in a synchronous call cannot
 * hold it back; it writes its log line straight to stderr (the logger lives on the main thread)
 * with the last pending steps the main thread told it.
 */
function startWatchdog(afterMs: number): Worker | null {
  try {
    const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { afterMs } });
    // It must not keep the process alive, nor outlive it; an error in it leaves the deadline's timer.
    worker.unref();
    worker.on('error', () => undefined);
    return worker;
  } catch {
    return null;
  }
}

const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let told = { pending: [], since: Date.now() };
parentPort.on('message', (message) => { told = message; });
parentPort.unref();
setTimeout(() => {
  // The step under way was "running for 0 ms" when the main thread said so: it is longer now.
  const pending = told.pending.map((line, index) =>
    index === 0 ? line.replace(/running for \\d+ ms/, 'running for ' + (Date.now() - told.since) + ' ms') : line,
  );
  const line = JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    pending,
    msg: 'the stop is past its deadline and the main thread does not answer (stuck in a synchronous call): killing the process',
  });
  try { writeSync(2, line + '\\n'); } catch {}
  process.kill(process.pid, 'SIGKILL');
}, workerData.afterMs);
`;
