import { mkdirSync } from "node:fs";
import { expect, test } from "../support/test";
import { screenshotsAtWidths, signInByApi, superAdminToken } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/pages";

test.use({ reducedMotion: "reduce" });

/*
 * The owner builds a "Pricing" page from blocks — a heading, text with a link, a table and an FAQ —
 * publishes it, and sees it at its address; the page is deleted at the end, as other specs of this
 * worker read the public site.
 */
test("Pages: a Pricing page built from blocks in the editor, by keyboard and toolbar, and published", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signInByApi(page);
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "Add Page" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("textbox", { name: "Title" }).fill("Pricing");
  await expect(form.getByRole("textbox", { name: "Slug" })).toHaveValue("pricing");

  const editor = form.getByRole("textbox", { name: "Page content" });
  await editor.click();
  const toolbar = form.getByRole("toolbar", { name: "Page content: formatting" });
  // Written, then made a heading: the style's change gives the editor its focus back, where it was.
  // (In the headless shell, the caret of an empty heading lands outside it: typed first, it stays in.)
  await page.keyboard.type("Plans for every size");
  await toolbar.getByRole("combobox", { name: "Text style" }).selectOption("2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Pay monthly, stop any time. ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("No setup fee.");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(editor.locator("h2")).toHaveText("Plans for every size");
  await expect(editor.locator("strong")).toHaveText("No setup fee.");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");

  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Table" }).click();
  await expect(editor.locator("table th")).toHaveCount(3);
  await editor.locator("table th").first().click();
  await page.keyboard.type("Plan");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Price");

  await editor.locator("p").last().click();
  await toolbar.getByRole("button", { name: "FAQ" }).click();
  await form.getByRole("textbox", { name: "Question" }).fill("Can I change plans?");
  await editor.locator('[data-block="faqItem"] .editor-nested p').click();
  await page.keyboard.type("Yes, from one month to the next.");

  // Arrow keys move along the toolbar.
  await toolbar.getByRole("button", { name: "Italic" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Code", exact: true })).toBeFocused();

  await screenshotsAtWidths(page, SHOTS, "page-editor", editor);
  await form.getByRole("button", { name: /^Add/ }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByRole("table", { name: "Pages" }).getByRole("cell", { name: "Pricing", exact: true }),
  ).toBeVisible();

  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get("/api/v1/pages?q=Pricing", { headers });
  const [saved] = (await listed.json()).data;
  expect(saved.blocks.content.map((block: { type: string }) => block.type)).toEqual(
    expect.arrayContaining(["heading", "paragraph", "table", "faq"]),
  );
  await request.delete(`/api/v1/pages/${saved._id}`, { headers });
});
