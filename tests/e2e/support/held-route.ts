import type { Page, Route } from "@playwright/test";

/**
 * Holds every request to `url` until `release()`, then answers it with `answer` (by default the
 * server's): a test sees the page while a request is on its way for as long as it looks, where a
 * fixed delay could end before a busy machine gets to the assertion.
 */
export async function holdRoute(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return { release };
}
