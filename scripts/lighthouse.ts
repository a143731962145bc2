/**
 * Lighthouse 12 (mobile, via npx) over the public pages the issue names, with Debian's Chromium.
 * Starts the production build on a spare port over a throw-away database with the demo content,
 * prints each page's scores, and exits non-zero when a page misses the targets
 * (performance ≥ 90, accessibility ≥ 95, SEO 100).
 *
 *   npm run build && npm run lighthouse            # starts its own server
 *   npm run lighthouse -- http://127.0.0.1:3000   # or audits a running one
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const pages = ["/", "/projects", "/services", "/contact"];
const targets = { performance: 90, accessibility: 95, seo: 100 } as const;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");

async function startServer(dir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = 3400 + Math.floor(Math.random() * 500);
  const server = spawn("node", ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, server };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill();
  throw new Error("the server did not start within 120 s");
}

async function audit(url: string, reportDir: string) {
  const output = path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, "_") || "home"}.json`);
  await run(
    "npx",
    [
      "--yes",
      "lighthouse@12.8",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(await readFile(output, "utf8")) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { displayValue?: string }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: report.audits["largest-contentful-paint"]?.displayValue ?? "",
    tbt: report.audits["total-blocking-time"]?.displayValue ?? "",
    cls: report.audits["cumulative-layout-shift"]?.displayValue ?? "",
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), "agency-lighthouse-"));
const given = process.argv[2];
const started = given ? undefined : await startServer(dataDir);
const base = given ?? started?.base ?? "";
let failed = false;
try {
  console.log(`Lighthouse 12 (mobile) on ${base}`);
  // A site in use is warm: the first render after a start (code not yet optimised) is not what visitors get.
  for (const page of pages) await fetch(`${base}${page}`).then((res) => res.arrayBuffer());
  console.log("page         perf  a11y  best  seo   LCP      TBT      CLS");
  for (const page of pages) {
    const s = await audit(`${base}${page}`, dataDir);
    const ok = s.performance >= targets.performance && s.accessibility >= targets.accessibility && s.seo >= targets.seo;
    failed ||= !ok;
    const cells = [s.performance, s.accessibility, s.bestPractices, s.seo].map((n) => String(n).padEnd(6)).join("");
    const metrics = [s.lcp, s.tbt, s.cls].map((value) => value.padEnd(9)).join("");
    console.log(`${page.padEnd(13)}${cells}${metrics}${ok ? "" : "✗ below target"}`);
  }
} finally {
  started?.server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
