import { existsSync, readFileSync } from "node:fs";

/** One closing line for CI, summed over the Vitest and Playwright JSON reports given as arguments. */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failed += 1;
    console.log(`missing report: ${file}`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport | PlaywrightReport;
  if ("stats" in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
