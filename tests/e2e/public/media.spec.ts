import { expect, test } from "../support/test";

/** The <img> tags of a page's server-rendered HTML, each as its attributes. */
async function images(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((match) => {
    const attributes = new Map<string, string>();
    for (const [, name, value] of (match[1] as string).matchAll(/([\w-]+)="([^"]*)"/g)) {
      attributes.set((name as string).toLowerCase(), value as string);
    }
    return attributes;
  });
}

test("images carry their size, uploads a srcset, and only the hero poster is eager and preloaded", async ({
  request,
}) => {
  for (const path of ["/", "/services", "/projects", "/products"]) {
    const tags = await images(request, path);
    expect(tags.length, path).toBeGreaterThan(0);
    for (const img of tags) {
      const src = img.get("src");
      expect(img.get("width"), `${path} ${src} width`).toMatch(/^\d+$/);
      expect(img.get("height"), `${path} ${src} height`).toMatch(/^\d+$/);
      expect(img.has("alt"), `${path} ${src} alt`).toBe(true);
      if (src?.startsWith("/uploads/")) {
        expect(img.get("srcset"), `${path} ${src} srcset`).toMatch(/ \d+w, /);
        expect(img.get("sizes"), `${path} ${src} sizes`).toBeTruthy();
      }
    }
  }

  const home = await images(request, "/");
  const poster = home.find((img) => img.get("src")?.startsWith("/media/hero-poster"));
  expect(poster?.get("fetchpriority")).toBe("high");
  expect(poster?.has("loading")).toBe(false);
  expect(home.filter((img) => img !== poster).every((img) => img.get("loading") === "lazy")).toBe(true);

  const html = await (await request.get("/")).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain("/media/hero-poster-960.webp 960w");
});

test.describe("for prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the hero keeps its poster without loading the video, and the logo strip stands still", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (req) => {
      if (/\/media\/hero\.(webm|mp4)/.test(req.url())) videoRequests.push(req.url());
    });
    await page.goto("/", { waitUntil: "load" });
    await expect(page.getByTestId("partner-track")).toHaveAttribute("data-moving", "true");
    await expect(page.getByTestId("partner-track")).toHaveCSS("animation-name", "none");
    await expect(page.getByTestId("hero-video").locator("source")).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });
});
