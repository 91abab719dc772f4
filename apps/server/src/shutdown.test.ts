import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WATCHDOG_GRACE_MS } from './shutdown.ts';
import { exited } from './testing/child-server.ts';

/**
 * The stop's bounds (shutdown.ts) on a small process that stops as the server does, with a 1 s
 * deadline and a step that misbehaves (testing/shutdown-fixture.ts). The server itself, stopped in
 * each of its states, is server-stop.test.ts's.
 */
const FIXTURE_DEADLINE_MS = 1_000;
/**
 * How late past its bound a stop may end and still have been ended by that bound, not by something
 * later. Generous on purpose: CI runs these beside a full suite on two cores, where a spawned
 * process's exit can take seconds to be seen; what is checked is which bound ended it.
 */
const SLACK_MS = 8_000;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  }
});

async function fixture(mode: 'clean' | 'failing' | 'hung' | 'blocked', deadlineMs = FIXTURE_DEADLINE_MS) {
  const entry = join(import.meta.dirname, 'testing/shutdown-fixture.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry, mode, String(deadlineMs)], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const waitFor = async (text: string) => {
    for (const deadline = Date.now() + 30_000; !stdout.includes(text); ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`no "${text}" in ${stdout}${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitFor('ready');
  /** Sends `signal`, then resolves with how the process ended and how long after the signal. */
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const started = performance.now();
    child.kill(signal);
    await exited(child);
    return {
      ms: performance.now() - started,
      ended: child.signalCode ? `killed by ${child.signalCode}` : `exit code ${child.exitCode}`,
    };
  };
  const logged = () =>
    `${stdout}${stderr}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; pending?: string[] });
  return { child, stop, waitFor, stdout: () => stdout, logged };
}

describe('stopping on a signal', () => {
  it('runs every step in order and exits 0', async () => {
    const process = await fixture('clean');
    expect((await process.stop()).ended).toBe('exit code 0');
    // The steps' own lines, in order; the stop's log lines may land between them (one stdout).
    const steps = process
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('ran '));
    expect(steps).toEqual(['ran first', 'ran stuck', 'ran last']);
    expect(process.logged().map((line) => line.msg)).toEqual(['shutting down', 'stopped']);
  });

  it('goes on after a step that fails, and exits 1', async () => {
    const process = await fixture('failing');
    expect((await process.stop()).ended).toBe('exit code 1');
    expect(process.stdout()).toMatch(/ran stuck\nran last\n/);
    expect(process.logged().at(-1)?.msg).toBe('stopped, with errors');
  });

  it('exits 1 at the deadline when a step never ends, saying what was pending', async () => {
    const process = await fixture('hung');
    const { ms, ended } = await process.stop();
    expect(ended).toBe('exit code 1');
    expect(ms).toBeGreaterThanOrEqual(FIXTURE_DEADLINE_MS - 50);
    expect(ms).toBeLessThan(FIXTURE_DEADLINE_MS + SLACK_MS);
    const last = process.logged().at(-1);
    expect(last?.msg).toMatch(/^the stop did not finish within 1000 ms/);
    expect(last?.pending).toEqual([
      expect.stringMatching(/^stuck \(running for \d+ ms\): waiting for the work under way$/),
      'last (not started)',
    ]);
  });

  it('is killed by its watchdog thread when the main thread never returns to its event loop', async () => {
    const process = await fixture('blocked');
    const { ms, ended } = await process.stop();
    expect(ended).toBe('killed by SIGKILL');
    expect(ms).toBeGreaterThanOrEqual(FIXTURE_DEADLINE_MS + WATCHDOG_GRACE_MS - 50);
    expect(ms).toBeLessThan(FIXTURE_DEADLINE_MS + WATCHDOG_GRACE_MS + SLACK_MS);
    const last = process.logged().at(-1);
    expect(last?.msg).toMatch(/main thread does not answer/);
    expect(last?.pending).toEqual([
      expect.stringMatching(/^stuck \(running for [1-9]\d{3} ms\): waiting for the work under way$/),
      'last (not started)',
    ]);
  });

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('exits at once on a second signal (%s: %i)', async (signal, code) => {
    // A deadline far off: the second signal, not the deadline, must end it.
    const process = await fixture('hung', 30_000);
    process.child.kill('SIGTERM');
    await process.waitFor('"msg":"shutting down"');
    const { ms, ended } = await process.stop(signal);
    expect(ended).toBe(`exit code ${code}`);
    expect(ms).toBeLessThan(SLACK_MS); // far below the 30 s deadline
    expect(process.logged().at(-1)).toMatchObject({
      msg: expect.stringMatching(/^second signal: exiting now/),
      pending: [expect.stringMatching(/^stuck \(running for \d+ ms\)/), 'last (not started)'],
    });
  });
});
