import { test as base, expect } from "@playwright/test";

export type { APIRequestContext, APIResponse, Locator, Page } from "@playwright/test";
export { expect };

/**
 * Playwright's `test`, with every page watched for Content-Security-Policy violations: the
 * `securitypolicyviolation` event, and Chromium's own console report of a refused load — and for
 * uncaught script errors. Any of them fails the test, so every route and screen the suite visits
 * runs cleanly under the real policy.
 */
export const test = base.extend<{ contentSecurityPolicy: string[] }>({
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
