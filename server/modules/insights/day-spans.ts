/** The longest span `analytics_path_spans` keeps: 2^6 = 64 days (migration 0011). */
export const SPAN_LEVEL_MAX = 6;

export type DaySpan = { level: number; start: number };

/**
 * The days `from`–`to` (day numbers, both included) as the fewest aligned spans of 2^level days,
 * each starting on a day number divisible by its length, as the rollup stores them: greedily the
 * longest span that starts where the last ended and stays inside the period. 90 days are at most
 * a dozen spans.
 */
export function daySpans(from: number, to: number): DaySpan[] {
  const spans: DaySpan[] = [];
  let day = from;
  while (day <= to) {
    let level = SPAN_LEVEL_MAX;
    while (level > 0 && (day % 2 ** level !== 0 || day + 2 ** level - 1 > to)) level--;
    spans.push({ level, start: day });
    day += 2 ** level;
  }
  return spans;
}
