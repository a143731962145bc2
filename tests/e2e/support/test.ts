import { test as base, expect, type Page } from "@playwright/test";
import { type E2eServer, e2eServer } from "../../../playwright.config.ts";

export type { APIRequestContext, APIResponse, Locator, Page } from "@playwright/test";
export { expect };

/**
 * Playwright's `test`, with every page watched for Content-Security-Policy violations: the
 * `securitypolicyviolation` event, and Chromium's own console report of a refused load — and for
 * uncaught script errors. Any of them fails the test, so every route and screen the suite visits
 * runs cleanly under the real policy. Each worker talks to its own server (playwright.config.ts):
 * `baseURL`, and so every `page.goto` and `request`, follow the worker.
 */
export const test = base.extend<
  { contentSecurityPolicy: string[]; waitForHydration: boolean },
  { workerServer: E2eServer }
>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      await use(e2eServer(workerInfo.parallelIndex));
    },
    { scope: "worker" },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  waitForHydration: [true, { option: true }],
  // A public page starts its scripts after the first frame (server/pages/hydrate-after-first-paint.ts),
  // so the load event no longer means React is running. A test acts as a visitor who waits for the
  // page to come alive: `goto` and `reload` return once React has hydrated the document.
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    if (javaScriptEnabled !== false && waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydration(page);
        return response;
      };
    }
    await use(page);
  },
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && /securitypolicyviolation|Content Security Policy/i.test(text)) {
          violations.push(`${page.url()}: ${text}`);
        }
      });
      page.on("pageerror", (error) => violations.push(`${page.url()}: page error: ${error.message}`));
      await use(violations);
      expect(violations, "Content-Security-Policy violations and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Resolves once React has hydrated the document; at once on a page React Router's scripts don't run on. */
export async function hydration(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}
