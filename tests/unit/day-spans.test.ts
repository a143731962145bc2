import { describe, expect, it } from "vitest";
import { daySpans, SPAN_LEVEL_MAX } from "../../server/modules/insights/day-spans.ts";

describe("daySpans", () => {
  it("covers every day of a period exactly once with aligned spans, a dozen at most for 90 days", () => {
    for (let from = 20_000; from < 20_200; from++) {
      for (const days of [1, 7, 30, 90]) {
        const to = from + days - 1;
        const spans = daySpans(from, to);
        const covered = spans.flatMap(({ level, start }) => {
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(SPAN_LEVEL_MAX);
          expect(start % 2 ** level).toBe(0);
          return Array.from({ length: 2 ** level }, (_, i) => start + i);
        });
        expect(covered).toEqual(Array.from({ length: days }, (_, i) => from + i));
        expect(spans.length).toBeLessThanOrEqual(12);
      }
    }
  });
});
