import { mkdirSync } from "node:fs";
import { expect, test } from "../support/test";
import { screenshotsAtWidths, signInByApi, superAdminToken } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/articles";

test.use({ reducedMotion: "reduce" });

/*
 * An article written in the editor — a heading, text, code and a video — published, then read on
 * /blog, on its own page (contents, the video's still: no player before the press) and in the feed;
 * deleted at the end, as other specs of this worker read the blog.
 */
test("Articles: written in the block editor, published, and read on the blog, its page and the feed", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signInByApi(page);
  await page.goto("/admin/articles");
  await page.getByRole("button", { name: "Add Article" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("textbox", { name: "Title" }).fill("Shipping a design system");
  await form.getByRole("textbox", { name: "Summary" }).fill("How we built one library of parts for four products.");
  const editor = form.getByRole("textbox", { name: "Article" });
  await editor.click();
  const toolbar = form.getByRole("toolbar", { name: "Article: formatting" });
  await page.keyboard.type("Why one library");
  await toolbar.getByRole("combobox", { name: "Text style" }).selectOption("2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Four products drifted apart; one set of parts brought them back.");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Code block" }).click();
  await page.keyboard.type("npm install @ravi/ui");
  await editor.locator("p").last().click();
  await toolbar.getByRole("button", { name: "Video" }).click();
  await form.getByRole("textbox", { name: "Video address" }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await form.getByRole("textbox", { name: "Title (the play button's name)" }).fill("The system in five minutes");
  await form.getByRole("textbox", { name: "Tags" }).fill("Design, Case study");
  await screenshotsAtWidths(page, SHOTS, "article-editor", editor);
  await form.getByRole("button", { name: /^Add/ }).click();
  await expect(form).toHaveCount(0);

  await page.goto("/blog");
  await page.getByRole("link", { name: "Shipping a design system" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping a design system" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: /contents/i }).getByRole("link", { name: "Why one library" }),
  ).toBeVisible();
  await expect(page.locator("pre code")).toHaveText("npm install @ravi/ui");
  const play = page.getByRole("button", { name: "Play video: The system in five minutes" });
  await expect(play).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/article-page-${width}.png`, fullPage: true });
  }
  await page.goto("/blog");
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/blog-${width}.png`, fullPage: true });
  }
  const feed = await (await request.get("/blog/rss.xml")).text();
  expect(feed).toContain("<title><![CDATA[Shipping a design system]]></title>");

  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const [saved] = (await (await request.get("/api/v1/articles?q=Shipping", { headers })).json()).data;
  expect(saved.tags).toEqual(["design", "case-study"]);
  await request.delete(`/api/v1/articles/${saved._id}`, { headers });
});
