import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";

const run = promisify(execFile);

/**
 * What a browser sends: compression accepted, connections kept alive, and a browser's user agent, so
 * that public pages take the path a visitor's do, page-view counting included (ADR 0080).
 */
export const BROWSER_HEADERS = {
  "accept-encoding": "br, gzip",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; failures: number };
export type Load = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths asked for in turn on `url`'s server (a mix), instead of `url`'s own. */
  paths?: readonly string[];
  /**
   * Requests a second from each connection, sent on schedule whether or not the last was answered
   * (open loop, as people work): without it each connection asks again the moment it is answered.
   */
  ratePerConnection?: number;
};

export function hasWrk(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is ENOENT.
    return (error as { code?: string }).code !== "ENOENT";
  }
}

const toMs = (value: string) => {
  const [, number, unit] = /^([\d.]+)(us|ms|s)$/.exec(value.trim()) ?? [];
  if (number === undefined) return Number.NaN;
  return Number(number) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
};

/** wrk: one thread, keep-alive, latency distribution. It outruns both servers on two cores. */
async function wrk(load: Load): Promise<LoadResult> {
  const headers = Object.entries({ ...BROWSER_HEADERS, ...load.headers }).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const args = ["-t1", `-c${load.connections}`, `-d${load.seconds}s`, "--latency", ...headers, load.url];
  const mix = load.paths && (await pathMix(load.paths));
  let stdout: string;
  try {
    ({ stdout } = await run("wrk", mix ? ["-s", mix.script, ...args] : args, { maxBuffer: 1 << 20 }));
  } finally {
    await mix?.remove();
  }
  const percentile = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(stdout)?.[1] ?? "");
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: percentile("50"),
    p99: percentile("99"),
    requests: number(/(\d+) requests in/),
    failures: number(/Non-2xx or 3xx responses: (\d+)/) + number(/Socket errors:.*?timeout (\d+)/),
  };
}

/** A wrk script asking for `paths` in turn, each request with the command line's headers. */
async function pathMix(paths: readonly string[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-mix-"));
  const script = path.join(dir, "mix.lua");
  const list = paths.map((p) => JSON.stringify(p)).join(", ");
  await writeFile(
    script,
    `local paths = { ${list} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
  );
  return { script, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** autocannon, when wrk is not installed (it saturates itself near 15,000 req/s on two cores). */
async function viaAutocannon(load: Load): Promise<LoadResult> {
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    headers: { ...BROWSER_HEADERS, ...load.headers },
    // Latencies are corrected for the requests a slow answer held back (coordinated omission).
    ...(load.ratePerConnection && { connectionRate: load.ratePerConnection }),
    ...(load.paths && { requests: load.paths.map((p) => ({ method: "GET" as const, path: p })) }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

export const generator = hasWrk() ? "wrk" : "autocannon";

/** wrk cannot hold a rate: a load at a fixed rate goes through autocannon. */
export const measure = (load: Load): Promise<LoadResult> =>
  generator === "wrk" && !load.ratePerConnection ? wrk(load) : viaAutocannon(load);
