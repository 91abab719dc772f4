import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { startVitest } from 'vitest/node';

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url));
const guard = fileURLToPath(new URL('fail-on-console.ts', import.meta.url));

/** Runs the fixture files in a quiet vitest sub-run with the guard as their setup file. */
async function runFixtures() {
  const vitest = await startVitest('test', [], {
    root: fixtures,
    config: false,
    include: ['*.fixture.ts'],
    setupFiles: [guard],
    watch: false,
    reporters: [{}],
    silent: true,
    pool: 'threads',
    maxWorkers: 1,
  });
  try {
    return vitest.state.getTestModules().map((module) => ({
      file: module.moduleId.slice(fixtures.length),
      moduleErrors: module.errors().map((error) => error.message),
      tests: [...module.children.allTests()].map((test) => ({
        name: test.name,
        state: test.result().state,
        errors: (test.result().errors ?? []).map((error) => error.message),
      })),
    }));
  } finally {
    await vitest.close();
  }
}

test('a stray console.error fails its test; expected, allowed and mocked ones do not', async () => {
  const modules = await runFixtures();
  const inTests = modules.find(({ file }) => file === 'console-error.fixture.ts');
  expect(inTests?.tests).toEqual([
    {
      name: 'fails: a stray console.error',
      state: 'failed',
      errors: ['unexpected console.error: boom: stray'],
    },
    { name: 'passes: no console.error', state: 'passed', errors: [] },
    { name: 'passes: an allowed console.error', state: 'passed', errors: [] },
    { name: 'passes: an expected console.error that was logged', state: 'passed', errors: [] },
    {
      name: 'fails: an expected console.error that never came',
      state: 'failed',
      errors: ['expected a console.error matching /never logged/, none was logged'],
    },
    {
      name: 'fails: an allowance does not cover other messages',
      state: 'failed',
      errors: ['unexpected console.error: something else'],
    },
    { name: 'passes: a test that mocks console.error owns it', state: 'passed', errors: [] },
    { name: 'passes: the previous tests leave nothing behind', state: 'passed', errors: [] },
  ]);

  const outside = modules.find(({ file }) => file === 'outside-test.fixture.ts');
  expect(outside?.tests).toEqual([{ name: 'passes: the test itself is clean', state: 'passed', errors: [] }]);
  expect(outside?.moduleErrors).toEqual(['unexpected console.error: logged in beforeAll (outside a test)']);
});
