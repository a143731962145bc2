import { existsSync, readFileSync } from "node:fs";

/**
 * The closing lines of `.ci/run`: how long each step took and the whole run (from the step log that
 * `.ci/run` writes, `--steps <file>`: one `<seconds since the epoch>\t<step name>` line per step start,
 * the first line `start`, the last `end`), then the tests summed over the Vitest and Playwright JSON
 * reports given as the other arguments.
 */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };

export type StepTime = { name: string; seconds: number };

/** Each step's duration: from its start line to the next line's time. */
export function stepDurations(log: string): { steps: StepTime[]; totalSeconds: number } {
  const marks = log
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [at = "", ...name] = line.split("\t");
      return { at: Number(at), name: name.join("\t") };
    })
    .filter((mark) => Number.isFinite(mark.at));
  const steps: StepTime[] = [];
  for (let index = 0; index + 1 < marks.length; index += 1) {
    const mark = marks[index];
    const next = marks[index + 1];
    if (!mark || !next || mark.name === "start") continue;
    steps.push({ name: mark.name, seconds: next.at - mark.at });
  }
  const first = marks[0];
  const last = marks[marks.length - 1];
  return { steps, totalSeconds: first && last ? last.at - first.at : 0 };
}

export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${String(whole % 60).padStart(2, "0")} s` : `${whole} s`;
}

function printSteps(file: string) {
  if (!existsSync(file)) {
    console.log(`missing step log: ${file}`);
    return;
  }
  const { steps, totalSeconds } = stepDurations(readFileSync(file, "utf8"));
  const width = Math.max(...steps.map((step) => step.name.length), "total".length);
  console.log("\nstep durations:");
  for (const step of steps) console.log(`  ${step.name.padEnd(width)}  ${formatSeconds(step.seconds).padStart(10)}`);
  console.log(`  ${"total".padEnd(width)}  ${formatSeconds(totalSeconds).padStart(10)}`);
}

function main(args: string[]) {
  const stepsAt = args.indexOf("--steps");
  const stepsFile = stepsAt >= 0 ? args[stepsAt + 1] : undefined;
  const reports = args.filter((_arg, index) => stepsAt < 0 || (index !== stepsAt && index !== stepsAt + 1));
  if (stepsFile) printSteps(stepsFile);
  if (reports.length === 0) return 0;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of reports) {
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
  return failed > 0 || passed === 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
