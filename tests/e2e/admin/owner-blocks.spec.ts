import { mkdirSync } from "node:fs";
import { draftMessages } from "../../../domain/drafts.ts";
import { expect, test } from "../support/test";
import {
  chooseFromLibrary,
  missingAltDialog,
  pngFile,
  screenshotsAtWidths,
  signInByApi,
  superAdminToken,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/owner-blocks";

test.use({ reducedMotion: "reduce" });

/*
 * The blocks an owner expects (issue 67, ADR 0235–0237): a page with blocks moved by key and by
 * button, a picture described once (in the library, from its block), three columns with a call to
 * action to an article, a table that gains a column and loses a row — published without a question
 * about alt text, and read on the public page (alt, width and height, links, columns side by side
 * from tablet width). The page and article are deleted at the end, as other specs read the site.
 */
test("Blocks: columns, a call to action to an article, a table's column and row, moved blocks and a described picture, published and read", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const run = Date.now() % 100000;
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const file = await pngFile(`blocks-${run}.png`, `#${(run + 0x300000).toString(16).padStart(6, "0")}`);
  const upload = await request.post("/api/v1/media", { headers, multipart: { file } });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = (await upload.json()).data;
  const article = await request.post("/api/v1/articles", {
    headers,
    data: { title: `Case study ${run}`, isActive: true },
  });
  expect(article.status(), await article.text()).toBe(201);
  const caseStudy = (await article.json()).data;
  const title = `Blocks ${run}`;
  let pageId: string | undefined;

  try {
    await signInByApi(page);
    await page.goto("/admin/pages/new");
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    const editor = form.getByRole("textbox", { name: "Page content" });
    const toolbar = form.getByRole("toolbar", { name: "Page content: formatting" });
    await editor.click();
    await page.keyboard.type("First words.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Second words.");

    // Alt+Shift+↑ moves the block the cursor is in; the toolbar's button moves it back and up again.
    await page.keyboard.press("Alt+Shift+ArrowUp");
    await expect(editor.locator(":scope > p")).toHaveText(["Second words.", "First words."]);
    await toolbar.getByRole("button", { name: "Move block down" }).click();
    await expect(editor.locator(":scope > p")).toHaveText(["First words.", "Second words."]);
    await page.keyboard.press("Alt+Shift+ArrowUp");
    await expect(editor.locator(":scope > p")).toHaveText(["Second words.", "First words."]);

    // A picture, described from its block: the words go to the library item.
    await editor.getByText("First words.").click();
    await page.keyboard.press("End");
    await toolbar.getByRole("button", { name: "Picture" }).click();
    await chooseFromLibrary(page, form.getByRole("button", { name: "Choose from library" }), "Picture", picture.name);
    // The card's own button moves it above the first words.
    await form.getByRole("button", { name: "Move picture up" }).click();

    // Three columns, the third a call to action to the article, chosen by its title.
    await editor.getByText("First words.").click();
    await page.keyboard.press("End");
    await toolbar.getByRole("button", { name: "Columns" }).click();
    await form.getByRole("combobox", { name: "Columns side by side" }).selectOption("3");
    const columns = editor.locator('[data-block="column"]');
    await expect(columns).toHaveCount(3);
    await columns.nth(0).locator("p").click();
    await page.keyboard.type("We design.");
    await columns.nth(1).locator("p").click();
    await page.keyboard.type("We build.");
    await columns.nth(2).locator("p").click();
    await toolbar.getByRole("button", { name: "Call to action" }).click();
    await form.getByRole("textbox", { name: "Button label" }).fill("Read the case");
    await form.getByRole("combobox", { name: "Button goes to" }).selectOption({ label: `Article: ${caseStudy.title}` });
    await expect(form.getByRole("textbox", { name: "Button address" })).toHaveValue(`/blog/${caseStudy.slug}`);

    // A table that gains a column and loses a row from the toolbar.
    await editor.getByText("Second words.").click();
    await page.keyboard.press("End");
    await toolbar.getByRole("button", { name: "Table" }).click();
    await editor.locator("table th").first().click();
    await page.keyboard.type("Plan");
    await toolbar.getByRole("button", { name: "Add column right" }).click();
    await expect(editor.locator("table tr").first().locator("th")).toHaveCount(4);
    await editor.locator("table td").first().click();
    await toolbar.getByRole("button", { name: "Remove row" }).click();
    await expect(editor.locator("table tr")).toHaveCount(2);

    await screenshotsAtWidths(page, SHOTS, "page-editor", form.locator('[data-block="columns"]'));

    // Kept as a draft by its autosave; Publish asks nothing: the picture is described.
    await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
    pageId = page.url().split("/").pop();
    const bar = page.getByRole("region", { name: "Publishing" });
    await bar.getByRole("button", { name: "Save draft" }).click();
    await expect(bar.getByTestId("editor-state")).toContainText("Draft · saved");
    // The picture described from its block as the last thing before Publish: the words go to the
    // library item, and Publish waits for them before it asks anything.
    const described = page.waitForResponse(
      (res) => res.url().endsWith(`/api/v1/media/${picture._id}`) && res.request().method() === "PATCH",
    );
    await form.getByRole("textbox", { name: "Alt text (in the media library)" }).fill("A crimson studio wall");
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, draftMessages.published)).toBeVisible();
    await expect(missingAltDialog(page)).toHaveCount(0);
    expect((await described).status()).toBe(200);

    const stored = (await (await request.get(`/api/v1/pages/${pageId}`, { headers })).json()).data;
    expect(stored.blocks.content.map((block: { type: string }) => block.type)).toEqual([
      "paragraph",
      "table",
      "picture",
      "paragraph",
      "columns",
      // The paragraph the editor keeps after a block it inserted, for the cursor to go on writing in.
      "paragraph",
    ]);
    expect(stored.blocks.content[0].content[0].text).toBe("Second words.");

    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${stored.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const img = page.getByRole("img", { name: "A crimson studio wall" });
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute("width", "120");
      await expect(img).toHaveAttribute("height", "180");
      await expect(page.getByRole("link", { name: "Read the case" })).toHaveAttribute(
        "href",
        `/blog/${caseStudy.slug}`,
      );
      await expect(page.locator(".block-content table tr")).toHaveCount(2);
      await expect(page.locator(".block-content th")).toHaveCount(4);
      const [first, second] = await Promise.all(
        [0, 1].map((at) => page.locator(".block-content .column").nth(at).boundingBox()),
      );
      if (!first || !second) throw new Error("the columns are expected on the page");
      // One under the other on a phone, side by side from tablet width.
      if (width === 375) expect(second.y).toBeGreaterThan(first.y);
      else expect(second.y).toBe(first.y);
      await page.screenshot({ path: `${SHOTS}/public-page-${width}.png`, fullPage: true });
    }
    await page.getByRole("link", { name: "Read the case" }).click();
    await expect(page.getByRole("heading", { level: 1, name: caseStudy.title })).toBeVisible();
  } finally {
    if (pageId) await request.delete(`/api/v1/pages/${pageId}`, { headers });
    await request.delete(`/api/v1/articles/${caseStudy._id}`, { headers });
  }
});

/* The cover's thumbnail stays after Save draft and a reload (issue 67): it is read by its library id. */
test("Articles: the cover's thumbnail stays after Save draft and a reload", async ({ page, request }) => {
  const run = Date.now() % 100000;
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const file = await pngFile(`cover-${run}.png`, `#${(run + 0x500000).toString(16).padStart(6, "0")}`);
  const upload = await request.post("/api/v1/media", { headers, multipart: { file } });
  expect(upload.status(), await upload.text()).toBe(201);
  const cover = (await upload.json()).data;

  await signInByApi(page);
  await page.goto("/admin/articles/new");
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Title" }).fill(`Covered ${run}`);
  await chooseFromLibrary(page, form.getByRole("button", { name: "Choose a cover" }), "Cover picture", cover.name);
  const thumbnail = form.locator(`img[src="${cover.url}"]`);
  await expect(thumbnail).toBeVisible();
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Save draft" }).click();
  await expect(bar.getByTestId("editor-state")).toContainText("Draft · saved");
  await expect(thumbnail).toBeVisible();
  await page.reload();
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue(`Covered ${run}`);
  await expect(thumbnail).toBeVisible();
  await expect(form.getByRole("button", { name: "Change cover: Cover picture" })).toBeVisible();
  const id = page.url().split("/").pop();
  await request.delete(`/api/v1/articles/${id}`, { headers });
});
