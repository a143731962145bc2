import { describe, expect, it } from "vitest";
import { formatSeconds, stepDurations } from "../../scripts/ci-summary.ts";

describe("the CI summary's step durations", () => {
  it("gives each step the time until the next one starts, and the total from start to end", () => {
    const log = [
      "100.0\tstart",
      "100.5\tnpm install",
      "160.5\tLint and format check",
      "190.5\tBuild",
      "400.5\tend",
      "",
    ].join("\n");
    expect(stepDurations(log)).toEqual({
      steps: [
        { name: "npm install", seconds: 60 },
        { name: "Lint and format check", seconds: 30 },
        { name: "Build", seconds: 210 },
      ],
      totalSeconds: 300.5,
    });
  });

  it("prints minutes and seconds", () => {
    expect(formatSeconds(42.4)).toBe("42 s");
    expect(formatSeconds(1223.6)).toBe("20 min 24 s");
  });
});
