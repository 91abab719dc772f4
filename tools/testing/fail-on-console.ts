/**
 * Setup file of every vitest project: a test that logs `console.error` fails, so an unexpected error
 * (a rejected promise caught and logged, a React warning, a failed background job) cannot scroll by
 * unnoticed in a green run. vitest's `onConsoleLog` cannot do this: it only filters output, and only
 * in the root config.
 *
 * Tests that expect an error say so, inside the test (or at file level for every test of the file):
 * - `expectConsoleError(/pattern/)`: the test fails unless a matching console.error was logged;
 * - `allowConsoleError(/pattern/)`: matching console.errors are allowed, none is required.
 * Matching messages are swallowed, so expected errors do not clutter the output. A test that mocks
 * console.error itself (`vi.spyOn(console, 'error').mockImplementation(…)`) owns it and is not checked.
 * Errors logged outside a test (beforeAll, module load, a timer firing late) fail the file in afterAll.
 *
 * Node's deprecation warnings count as errors too: a deprecated call works today and breaks at the
 * next major version (pg 8 warns of a second query on a busy client, which pg 9 refuses).
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

interface Expectation {
  pattern: RegExp;
  required: boolean;
  seen: boolean;
}

/** Expectations and logs of the running test; file-level ones last until the file ends. */
const state = {
  inTest: false,
  testExpectations: [] as Expectation[],
  fileExpectations: [] as Expectation[],
  unexpected: [] as string[],
  outsideTests: [] as string[],
};

/** Allow console.error messages matching `pattern` in this test (or this file, if called outside a test). */
export function allowConsoleError(pattern: RegExp = /[\s\S]*/): void {
  expectations().push({ pattern, required: false, seen: false });
}

/** Require a console.error matching `pattern` in this test (or file), and allow it. */
export function expectConsoleError(pattern: RegExp): void {
  expectations().push({ pattern, required: true, seen: false });
}

function expectations(): Expectation[] {
  return state.inTest ? state.testExpectations : state.fileExpectations;
}

// Wrap the console's own error once per console object: setup files run again for every test file,
// and wrapping a previous file's wrapper would print each message twice.
const ORIGINAL = Symbol.for('fail-on-console.original');
const store = console as unknown as Record<symbol, typeof console.error | undefined>;
const original = store[ORIGINAL] ?? console.error.bind(console);
store[ORIGINAL] = original;
console.error = (...args: unknown[]) => {
  const message = format(...args);
  const expected = [...state.testExpectations, ...state.fileExpectations].find(({ pattern }) =>
    pattern.test(message),
  );
  if (expected) {
    expected.seen = true;
    return;
  }
  (state.inTest ? state.unexpected : state.outsideTests).push(message);
  original(...args);
};

// Node prints a warning once per process, after the call that caused it, on its own stream.
const WARNINGS = Symbol.for('fail-on-console.warnings');
const marks = process as unknown as Record<symbol, boolean | undefined>;
if (!marks[WARNINGS]) {
  marks[WARNINGS] = true;
  process.on('warning', (warning) => {
    // The stack starts with the name and the message, then says where the call was made.
    if (warning.name === 'DeprecationWarning') console.error(warning.stack ?? warning.message);
  });
}

function failures(pending: Expectation[], logged: string[]): string[] {
  return [
    ...logged.map((message) => `unexpected console.error: ${message}`),
    ...pending
      .filter(({ required, seen }) => required && !seen)
      .map(({ pattern }) => `expected a console.error matching ${pattern}, none was logged`),
  ];
}

beforeEach(() => {
  state.inTest = true;
});

afterEach(() => {
  const problems = failures(state.testExpectations, state.unexpected);
  state.inTest = false;
  state.testExpectations = [];
  state.unexpected = [];
  if (problems.length) throw new Error(problems.join('\n'));
});

afterAll(() => {
  const problems = failures(state.fileExpectations, state.outsideTests).map(
    (problem) => `${problem} (outside a test)`,
  );
  state.fileExpectations = [];
  state.outsideTests = [];
  if (problems.length) throw new Error(problems.join('\n'));
});
