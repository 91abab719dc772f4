import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more each: the kill tests and server.test.ts start the real
 * server in child processes and import tens of thousands of rows, the fuzz shards send every
 * operation its malformed variants. Without timings from an earlier run (a clean clone, as CI
 * is), vitest starts the larger files first, and these are small: they started last and ran
 * alone on one worker at the end of the run while the others sat idle.
 */
const SLOW_FILES = [/-kill\.test\.ts$/, /\/hardening\/fuzz-\d+\.test\.ts$/, /\/src\/server\.test\.ts$/];

const isSlow = (file: TestSpecification) => SLOW_FILES.some((pattern) => pattern.test(file.moduleId));

/** Vitest's own order, with the slow files moved to the front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}
