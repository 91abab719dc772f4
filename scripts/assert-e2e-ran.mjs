#!/usr/bin/env node
// CI must not go green on browser tests that silently did not run: read Playwright's JSON report
// and fail unless tests ran, none was skipped and none failed.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../test-results/e2e-report.json', import.meta.url), 'utf8'));
const { expected = 0, skipped = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
console.log(`Browser tests: ${expected} passed, ${flaky} flaky, ${skipped} skipped, ${unexpected} failed.`);
if (expected + flaky === 0 || skipped > 0 || unexpected > 0) {
  console.error('Browser tests were skipped or did not run.');
  process.exit(1);
}
