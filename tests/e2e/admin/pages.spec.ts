import { mkdirSync } from "node:fs";
import { draftMessages } from "../../../domain/drafts.ts";
import { expect, test } from "../support/test";
import { chooseFromLibrary, pngFile, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/pages";

test.use({ reducedMotion: "reduce" });

/*
 * The owner builds a "Pricing" page from blocks — a heading, text, a table, a picture and an FAQ —
 * publishes it, and sees it at its address; the page is deleted at the end, as other specs of this
 * worker read the public site.
 */
test("Pages: a Pricing page built from blocks in the editor, by keyboard and toolbar, and published", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const run = Date.now() % 100000;
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A colour of its own: the library keeps one item per file, so the same bytes would name another item.
  const file = await pngFile(`pricing-${run}.png`, `#${run.toString(16).padStart(6, "0")}`);
  const upload = await request.post("/api/v1/media", { headers, multipart: { file } });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = (await upload.json()).data;
  const pictureName: string = picture.name;
  // Described in the library, so Publish has nothing to ask (ADR 0189).
  const described = await request.patch(`/api/v1/media/${picture._id}`, {
    headers,
    data: { alt: "Our three plans side by side", version: picture.version },
  });
  expect(described.status(), await described.text()).toBe(200);
  await signInByApi(page);
  await page.goto("/admin/pages");
  // "Add Page" opens the page's own full-page editor (issue 67), not a dialog.
  await page.getByRole("button", { name: "Add Page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);
  const form = page.getByRole("main");
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
  await toolbar.getByRole("button", { name: "Picture" }).click();
  await chooseFromLibrary(page, form.getByRole("button", { name: "Choose from library" }), "Picture", pictureName);
  await form.getByRole("textbox", { name: "Alt text" }).fill("Our three plans side by side");

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
  // Kept as a draft by its first autosave: the address names it, and nothing is on the site yet.
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop();
  expect((await request.get("/api/v1/pages/pricing")).status()).toBe(404);
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();
  await expect(bar.getByTestId("editor-state")).toContainText("Published");
  await page.goto("/admin/pages");
  await expect(
    page.getByRole("table", { name: "Pages" }).getByRole("link", { name: "Pricing", exact: true }),
  ).toHaveAttribute("href", `/admin/pages/${id}`);

  const listed = await request.get("/api/v1/pages?q=Pricing", { headers });
  const [saved] = (await listed.json()).data;
  expect(saved).toMatchObject({ _id: id, isActive: true });
  expect(saved.blocks.content.map((block: { type: string }) => block.type)).toEqual(
    expect.arrayContaining(["heading", "paragraph", "table", "picture", "faq"]),
  );

  // In the menu, and seen by a visitor on a phone and on a desktop.
  const navigation = (await (await request.get("/api/v1/site/navigation", { headers })).json()).data;
  const menu = { header: [...navigation.header, { kind: "link", label: "Pricing", to: "/pricing" }] };
  expect((await request.patch("/api/v1/site/navigation", { headers, data: menu })).ok()).toBe(true);
  try {
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pricing");
      await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Plans for every size" })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "Plan" })).toBeVisible();
      await expect(page.getByRole("img", { name: "Our three plans side by side" })).toBeVisible();
      await page.getByText("Can I change plans?").click();
      await expect(page.getByText("Yes, from one month to the next.")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/pricing-page-${width}.png`, fullPage: true });
    }
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  } finally {
    await request.patch("/api/v1/site/navigation", { headers, data: { header: navigation.header } });
    await request.delete(`/api/v1/pages/${saved._id}`, { headers });
  }
});

/** What Word puts on the clipboard: its own styles, a title, a struck word, a local picture and a script. */
const fromWord = [
  "<meta charset='utf-8'><html xmlns:o='urn:schemas-microsoft-com:office:office'><body>",
  '<h1 style="font-family:Calibri">Our offer</h1>',
  "<p class=MsoNormal><b>Fast</b> and <span style='color:red;font-size:14pt'>friendly</span> <s>cheap</s></p>",
  "<ul><li class=MsoListParagraph>Design</li><li>Build</li></ul>",
  '<img src="file:///C:/Users/me/picture.png"><script>alert(1)</script>',
  '<p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.com/">that</a></p>',
  "<table><tr><td>Plan</td><td>Price</td></tr></table></body></html>",
].join("");

test("Pages: a document pasted from Word keeps its text, lists, bold and table, and nothing the site does not take", async ({
  page,
  request,
}) => {
  await signInByApi(page);
  await page.goto("/admin/pages/new");
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Title" }).fill("Pasted offer");
  const editor = form.getByRole("textbox", { name: "Page content" });
  await editor.click();
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Our offer");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, fromWord);
  await expect(editor.locator("strong")).toHaveText("Fast");
  await expect(editor.locator("li")).toHaveCount(2);
  await expect(editor.locator("table td, table th")).toHaveCount(2);
  await expect(editor.locator("h1, img, script, s, span[style]")).toHaveCount(0);
  await expect(editor.getByText("Our offer")).toBeVisible();
  await expect(editor.locator('a[href="https://example.com/"]')).toHaveText("that");
  await expect(editor.locator('a[href^="javascript"]')).toHaveCount(0);

  // What the editor holds is what its draft keeps: read back from the server.
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Save draft" }).click();
  await expect(bar.getByTestId("editor-state")).toContainText("Draft · saved");
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop();
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const publication = (await (await request.get(`/api/v1/pages/${id}/draft`, { headers })).json()).data;
  expect(publication).toMatchObject({ draftOnly: true });
  expect(JSON.stringify(publication.draft.fields.blocks)).toContain("Fast");
  expect(JSON.stringify(publication.draft.fields.blocks)).not.toMatch(/javascript|file:|script|Calibri|color/);
  await request.delete(`/api/v1/pages/${id}/draft`, { headers });
});
