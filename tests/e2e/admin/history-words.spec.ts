import { mkdirSync } from "node:fs";
import { draftMessages } from "../../../domain/drafts.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, test } from "../support/test";
import { screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/history-words";

test.use({ reducedMotion: "reduce" });

const text = (value: string) => ({ type: "text", text: value });
const BEFORE = "They wanted a faster shop.";
const ADDED = " It now opens in a second.";

/*
 * History in words (issue 67): an article's sentence changed in the full-page editor and published;
 * its History compares the first version with the current one as text — the heading left alone, the
 * sentence with the new words marked — and never as the stored JSON ("Type doc", "Attrs").
 */
test("History of an edited article shows the changed sentence in words and no JSON key", async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const created = await request.post("/api/v1/articles", {
    headers,
    data: {
      title: `History in words ${run}`,
      isActive: true,
      body: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [text("The brief")] },
          { type: "paragraph", content: [text(BEFORE)] },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = (await created.json()).data;

  await signInByApi(page);
  await page.goto(`/admin/articles/${article._id}`);
  const editor = page.getByRole("main").getByRole("textbox", { name: "Article" });
  await editor.getByText(BEFORE).click();
  await page.keyboard.press("End");
  await page.keyboard.type(ADDED);
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();

  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("dialog", { name: "History" });
  const versions = history.getByRole("list", { name: "Versions" }).getByRole("button");
  await expect(versions).toHaveCount(2);
  await versions.nth(1).click();

  const changes = history.getByRole("list", { name: "Version 1 compared with Current" });
  await expect(history.getByText("1 field differs: Article")).toBeVisible();
  const body = changes.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Article" }) });
  // The sentence as it reads now, the words put in marked; the heading counted as unchanged.
  const sentence = body.locator("[data-block-change=changed]");
  await expect(sentence).toContainText("ChangedParagraph");
  await expect(sentence).toContainText(`${BEFORE}${ADDED}`);
  await expect(sentence.locator("ins")).toHaveText(/^\s*It now opens in a second\.\s*$/);
  await expect(body.locator("del")).toHaveCount(0);
  await expect(body).toContainText("1 unchanged block");
  await expect(history.getByText(/Unchanged: Title, Slug/)).toBeVisible();
  // Nothing of the stored JSON is ever read out.
  for (const key of ["Type doc", "Attrs", "Content", "Level", "Type paragraph"])
    await expect(history.getByText(key, { exact: false })).toHaveCount(0);
  await screenshotsAtWidths(page, SHOTS, "article-history", changes);

  await request.delete(`/api/v1/articles/${article._id}`, { headers });
});
