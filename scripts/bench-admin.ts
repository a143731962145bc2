import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { loadBenchSettings } from "../server/config.ts";
import { buildDir } from "../server/paths.ts";
import { startApp } from "./bench/app-process.ts";
import { chromiumFlags, headlessShellPath } from "./chromium.ts";

/**
 * How quickly the back office shows its data (issue 71): the built app on a throw-away embedded
 * database with the demo content, desktop Chromium at 1440 px, signed in, no throttling.
 *
 * For each main screen, opened cold in a fresh tab (BENCH_ADMIN_RUNS times, the median printed):
 * the first API request the screen makes, when its data is visible, when the network goes quiet,
 * and the script files and bytes loaded before the data showed. Then moves between the screens
 * through the sidebar, hovering the link first as a hand does: the time from the click until the
 * new screen's data shows. A benchmark, not a test: nothing here asserts a time.
 *
 *   npm run build && npm run bench:admin
 */
const settings = loadBenchSettings();
const RUNS = settings.adminRuns;
const PORT = 3191;
const ADMIN_PASSWORD = "Bench#Admin-Pass1";
/** How long a hand rests on a link before it clicks: the window prefetch-on-intent has. */
const HOVER_MS = 120;

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

/**
 * A screen, and what shows that its data has arrived: rows, pictures, filled fields or words drawn
 * from what the API answered (the demo content), never the frame drawn before the answer.
 */
type DataShown = { rows: true } | { pictures: true } | { filledField: true } | { text: string };
type Screen = { name: string; path: string; sidebar: string; shown: DataShown };
const screens: Screen[] = [
  { name: "Dashboard", path: "/admin", sidebar: "Dashboard", shown: { text: "Total Categories\\s*\\d+" } },
  { name: "Enquiries", path: "/admin/enquiries", sidebar: "Enquiries", shown: { rows: true } },
  { name: "Projects", path: "/admin/projects", sidebar: "Projects", shown: { rows: true } },
  { name: "Pages", path: "/admin/pages", sidebar: "Pages", shown: { rows: true } },
  { name: "Media", path: "/admin/media", sidebar: "Media", shown: { pictures: true } },
  { name: "Site", path: "/admin/site", sidebar: "Site", shown: { filledField: true } },
];

/** Runs in the page: the page's clock (ms since navigation start) once the data shows on `path`, else false. */
function dataShownAt({ shown, path }: { shown: DataShown; path: string }): number | false {
  if (location.pathname !== path) return false;
  const main = document.querySelector("main");
  if (!main) return false;
  const visible = (element: Element) => element instanceof HTMLElement && element.offsetParent !== null;
  let found = false;
  if ("rows" in shown) {
    found = [...main.querySelectorAll("tbody tr")].some(
      (row) => visible(row) && row.querySelectorAll("td").length >= 3,
    );
  } else if ("pictures" in shown) {
    found = [...main.querySelectorAll("img")].some(visible);
  } else if ("filledField" in shown) {
    found = [...main.querySelectorAll("input[type=text], input:not([type]), textarea")].some(
      (field) => visible(field) && (field as HTMLInputElement).value !== "",
    );
  } else {
    found = new RegExp(shown.text).test(main.textContent ?? "");
  }
  return found ? performance.now() : false;
}

/** The page's clock once the screen's data shows. */
async function whenShown(page: Page, screen: Screen): Promise<number> {
  const handle = await page.waitForFunction(
    dataShownAt,
    { shown: screen.shown, path: screen.path },
    {
      polling: "raf",
      timeout: 30_000,
    },
  );
  return handle.jsonValue() as Promise<number>;
}

type ColdLoad = {
  firstApi: number;
  firstScreenApi: number;
  dataVisible: number;
  networkIdle: number;
  scriptsBefore: number;
  scriptBytesBefore: number;
  scripts: number;
};

/**
 * A new tab in which the functions evaluated here run: tsx names them through esbuild's `__name`
 * helper, which the page does not have.
 */
async function pageOf(context: BrowserContext): Promise<Page> {
  await context.addInitScript("globalThis.__name = (target) => target;");
  return context.newPage();
}

/** Waits until no request has been in flight for half a second (at most 10 s): the screen has settled. */
async function quiet(page: Page): Promise<void> {
  const inFlight = new Set<unknown>();
  const started = (request: unknown) => inFlight.add(request);
  const ended = (request: unknown) => inFlight.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    let quietFor = 0;
    for (let waited = 0; waited < 10_000 && quietFor < 500; waited += 50) {
      await page.waitForTimeout(50);
      quietFor = inFlight.size === 0 ? quietFor + 50 : 0;
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/** Calls of the session (who am I) are the shell's, not the screen's. */
const isShellCall = (url: string) => /\/api\/v1\/admin\/me\b/.test(url);

async function coldLoad(browser: Browser, origin: string, cookie: string, screen: Screen): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(parseCookie(cookie, origin));
  const page = await pageOf(context);
  try {
    await page.goto(origin + screen.path, { waitUntil: "commit" });
    // Polled in the page every frame, so the figure is when the browser drew it, not when we looked.
    const dataVisible = await whenShown(page, screen);
    await page.waitForLoadState("networkidle");
    const entries = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return {
          name: resource.name,
          type: resource.initiatorType,
          start: resource.startTime,
          end: resource.responseEnd,
          bytes: resource.encodedBodySize,
        };
      }),
    );
    const api = entries.filter((entry) => new URL(entry.name).pathname.startsWith("/api/v1/"));
    const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const before = scripts.filter((entry) => entry.start <= dataVisible);
    return {
      firstApi: Math.min(...api.map((entry) => entry.start)),
      firstScreenApi: Math.min(...api.filter((entry) => !isShellCall(entry.name)).map((entry) => entry.start)),
      dataVisible,
      networkIdle: Math.max(...entries.map((entry) => entry.end)),
      scriptsBefore: before.length,
      scriptBytesBefore: before.reduce((sum, entry) => sum + entry.bytes, 0),
      scripts: scripts.length,
    };
  } finally {
    await context.close();
  }
}

/** Sidebar moves through every screen, twice round: the second round is the one a person repeats all day. */
async function sidebarMoves(browser: Browser, origin: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(parseCookie(cookie, origin));
  const page = await pageOf(context);
  const moves: { from: string; to: string; round: number; ms: number; blank: boolean }[] = [];
  try {
    await page.goto(origin + screens[0].path);
    await whenShown(page, screens[0]);
    await page.waitForLoadState("networkidle");
    for (const round of [1, 2]) {
      for (let i = 0; i < screens.length; i++) {
        const from = screens[i];
        const to = screens[(i + 1) % screens.length];
        const link = page.locator("nav").getByRole("link", { name: to.sidebar, exact: true }).first();
        await link.hover();
        await page.waitForTimeout(HOVER_MS);
        // Every frame between the click and the data: a frame that shows the new screen without its
        // data is a blank (or half-drawn) screen, the thing prefetching is meant to remove.
        await page.evaluate(
          ({ check, shown, path }) => {
            const shownAt = new Function(`return (${check})`)() as typeof dataShownAt;
            const state = window as { benchBlank?: boolean };
            state.benchBlank = false;
            const frame = () => {
              if (shownAt({ shown, path }) !== false) return;
              if (location.pathname === path) state.benchBlank = true;
              requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { check: dataShownAt.toString(), shown: to.shown, path: to.path },
        );
        const clickedAt = await page.evaluate(() => performance.now());
        await link.click();
        const shownAt = await whenShown(page, to);
        const blank = await page.evaluate(() => (window as { benchBlank?: boolean }).benchBlank === true);
        moves.push({ from: from.name, to: to.name, round, ms: shownAt - clickedAt, blank });
        await quiet(page);
      }
    }
  } finally {
    await context.close();
  }
  return moves;
}

/** The demo content has no enquiries; a list of them is what the Enquiries screen is for. */
async function seedEnquiries(origin: string) {
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${origin}/api/v1/contact/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fullname: `Bench Enquirer ${i}`,
        phone: `0300${String(1_000_000 + i)}`,
        email: `bench${i}@example.com`,
        address: "12 Mall Road, Lahore",
        message: "We need a website for our clinic.",
      }),
    });
    if (!res.ok) throw new Error(`enquiry ${i}: ${res.status}`);
  }
}

function parseCookie(setCookie: string, origin: string) {
  const [pair] = setCookie.split(";");
  const [name, ...value] = pair.split("=");
  return [{ name: name.trim(), value: value.join("="), url: origin }];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-admin-"));
  const app = await startApp(
    { DATA_DIR: dataDir, ADMIN_PASSWORD, SEED_DEMO: "true", PUBLIC_WRITE_LIMIT: "1000" },
    PORT,
  );
  const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumFlags });
  try {
    const login = await fetch(`${app.url}/api/v1/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    const cookie = login.headers.get("set-cookie");
    if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
    await seedEnquiries(app.url);
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
    console.log(`Cold load, median of ${RUNS} fresh tabs per screen (ms after navigation start):`);
    console.log("screen      first API  screen API  data shown  network idle  scripts before data (bytes)  scripts");
    // One warm-up load: the server's own first render and the disk cache of the build are not the screen's.
    await coldLoad(browser, app.url, cookie, screens[0]);
    for (const screen of screens) {
      const runs: ColdLoad[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await coldLoad(browser, app.url, cookie, screen));
      const pick = (key: keyof ColdLoad) => median(runs.map((run) => run[key]));
      console.log(
        [
          screen.name.padEnd(11),
          ms(pick("firstApi")).padStart(9),
          ms(pick("firstScreenApi")).padStart(11),
          ms(pick("dataVisible")).padStart(11),
          ms(pick("networkIdle")).padStart(13),
          `${pick("scriptsBefore")} (${Math.round(pick("scriptBytesBefore") / 1024)} KB)`.padStart(28),
          String(pick("scripts")).padStart(8),
        ].join("  "),
      );
    }
    const moves = await sidebarMoves(browser, app.url, cookie);
    console.log(`\nSidebar moves (hover ${HOVER_MS} ms, then click; ms from the click until the data shows):`);
    for (const move of moves) {
      console.log(
        `  round ${move.round}  ${move.from.padEnd(10)} → ${move.to.padEnd(10)} ${ms(move.ms).padStart(8)}${move.blank ? "  (the screen showed before its data)" : ""}`,
      );
    }
    const second = moves.filter((move) => move.round === 2).map((move) => move.ms);
    console.log(`  median of round 2: ${ms(median(second))}, worst ${ms(Math.max(...second))}`);
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await browser.close();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
