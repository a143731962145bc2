import { setTimeout as sleep } from "node:timers/promises";
import type { AppProcess } from "./app-process.ts";
import { measure } from "./load.ts";
import { paired } from "./paired.ts";
import { ANALYTICS_MIN_SHARE, ANALYTICS_PAIRS, ANALYTICS_ROUND_SECONDS, HOME } from "./targets.ts";

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * What counting page views costs home from the cache: a visitor's request (counted) against the same
 * request with `DNT: 1` (not counted), in alternated pairs compared pair by pair (see `paired`).
 * Returns what failed.
 */
export async function analyticsCost(
  app: AppProcess,
  auth: Record<string, string>,
  connections: number,
): Promise<string[]> {
  const url = `${app.url}${HOME}`;
  const views = async () => {
    await sleep(2500); // the recorder writes every two seconds
    const res = await fetch(`${app.url}/api/v1/insights?days=7`, { headers: auth });
    const body = (await res.json()) as { data: { topPages: { path: string; pageViews: number }[] } };
    return body.data.topPages.find((page) => page.path === HOME)?.pageViews ?? 0;
  };
  const counted = { url, connections, seconds: ANALYTICS_ROUND_SECONDS };
  const uncounted = { ...counted, headers: { dnt: "1" } };
  // Whatever the previous load left running settles before the first pair.
  await measure(uncounted);
  const before = await views();
  const result = await paired(
    () => measure(counted),
    () => measure(uncounted),
    ANALYTICS_PAIRS,
    app.cpuSeconds,
  );
  const recorded = (await views()) - before;
  const countedRequests = result.a.reduce((total, round) => total + round.result.requests, 0);
  const passed = result.medianShare >= ANALYTICS_MIN_SHARE;
  console.log(
    `\npage-view counting, home from the cache: counted at ${percent(result.medianShare)} of not counted (DNT) ${passed ? "✓" : "✗"}` +
      ` (median of ${ANALYTICS_PAIRS} alternated pairs of ${ANALYTICS_ROUND_SECONDS} s: ${result.shares.map(percent).join(", ")});` +
      ` server CPU per request ${result.cpuUs.a.toFixed(1)} µs counted, ${result.cpuUs.b.toFixed(1)} µs not;` +
      ` ${recorded} views recorded of ${countedRequests} counted requests`,
  );
  const failures: string[] = [];
  if (!passed) failures.push(`home with page-view counting at ${percent(result.medianShare)} of home without`);
  if (recorded < countedRequests)
    failures.push(`only ${recorded} of ${countedRequests} counted page views were recorded`);
  return failures;
}
