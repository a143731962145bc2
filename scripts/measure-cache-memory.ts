/**
 * How close the response cache's counted bytes are to what its entries really cost (ADR 0086): fills a
 * cache with N distinct answers of SIZE bytes, with the headers an API read carries, and compares the
 * heap and array buffers used (after a full GC) with `cache.bytes`. A one-off check, not a test (it
 * reads the process's memory):
 *
 *   N=10000 SIZE=1500 node --expose-gc --import tsx scripts/measure-cache-memory.ts
 */
import { buildAnswer } from "../server/cache/cached-answer.ts";
import { ResponseCache } from "../server/cache/response-cache.ts";
import { NON_PAGE_POLICY, PERMISSIONS_POLICY } from "../server/http/security-headers.ts";

const N = Number(process.env.N ?? 20000);
const SIZE = Number(process.env.SIZE ?? 40);
const headers = {
  "content-security-policy": NON_PAGE_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  "permissions-policy": PERMISSIONS_POLICY,
  "content-type": "application/json; charset=utf-8",
  "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
};
const gc = typeof globalThis.gc === "function" ? globalThis.gc : () => {};
const used = () => {
  gc();
  gc();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
const cache = new ResponseCache({ maxBytes: 4e9, maxAgeMs: 60_000 });
const before = used();
for (let i = 0; i < N; i++) {
  const found = cache.lookup(`/project|id=${i}-${"x".repeat(20)}`);
  if (found.kind !== "miss") throw new Error(`key ${i} is already stored`);
  const body = JSON.stringify({ success: true, portfolios: [], n: i, r: Math.random() }).padEnd(SIZE, " ");
  const answer = await buildAnswer(200, { ...headers }, Buffer.from(body));
  cache.store(found.claim, answer, ["portfolio"]);
  found.claim.settle(answer);
}
const after = used();
const measured = after - before;
console.log(
  JSON.stringify({
    entries: cache.size,
    measuredPerEntry: Math.round(measured / N),
    countedPerEntry: Math.round(cache.bytes / N),
    countedOverMeasured: (cache.bytes / measured).toFixed(3),
  }),
);
