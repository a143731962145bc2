import { mkdirSync } from "node:fs";
import { draftMessages } from "../../../domain/drafts.ts";
import { karachiLocal, setServerClockAhead } from "../support/clock.ts";
import { expect, test } from "../support/test";
import { chooseFromLibrary, pngFile, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/articles";

test.use({ reducedMotion: "reduce" });
test.afterAll(() => setServerClockAhead(0));

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
  // "Add Article" opens the article's own full-page editor (issue 67).
  await page.getByRole("button", { name: "Add Article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  const form = page.getByRole("main");
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
  // A new article is a draft until Publish, its own step: nothing on the blog before it.
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
  expect((await request.get("/api/v1/articles/shipping-a-design-system")).status()).toBe(404);
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();
  await expect(bar.getByTestId("editor-state")).toContainText("Published");

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

/*
 * An article with a heading, a picture from the library, a video and code, kept as a draft and
 * scheduled: nothing public knows it until the test clock passes its time, then the scheduler
 * publishes it and it is on /blog, in both feeds, on its page and among the home page's latest.
 */
test("Articles: a draft with a picture, a video and code, published by its schedule onto /blog, the feeds and the home page", async ({
  page,
  browser,
  request,
}) => {
  setServerClockAhead(0);
  const run = Date.now() % 100000;
  const title = `Scheduled case study ${run}`;
  const pictureName = `scheduled-${run}.png`;
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A colour of its own: the library keeps one item per file, so the same bytes would name another item.
  const upload = await request.post("/api/v1/media", {
    headers,
    multipart: { file: await pngFile(pictureName, `#${(run + 0x0f0000).toString(16).padStart(6, "0")}`) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  expect((await upload.json()).data.name).toBe(pictureName);

  await signInByApi(page);
  await page.goto("/admin/articles/new");
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form
    .getByRole("textbox", { name: "Summary" })
    .fill("A launch told in pictures, a film and the code behind it.");
  const editor = form.getByRole("textbox", { name: "Article" });
  await editor.click();
  const toolbar = form.getByRole("toolbar", { name: "Article: formatting" });
  await page.keyboard.type("The launch");
  await toolbar.getByRole("combobox", { name: "Text style" }).selectOption("2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Three weeks from the first sketch to the shop going live.");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Code block" }).click();
  await page.keyboard.type("npm run launch");
  await editor.locator("p").last().click();
  await toolbar.getByRole("button", { name: "Picture" }).click();
  await chooseFromLibrary(page, form.getByRole("button", { name: "Choose from library" }), "Picture", pictureName);
  await form.getByRole("textbox", { name: "Alt text" }).fill("The shop's first page on a phone");
  await editor.locator("p").last().click();
  await toolbar.getByRole("button", { name: "Video" }).click();
  await form.getByRole("textbox", { name: "Video address" }).fill("https://vimeo.com/76979871");
  await form.getByRole("textbox", { name: "Title (the play button's name)" }).fill("The launch film");

  // Kept as a draft, then scheduled two minutes ahead of the wall clock.
  const bar = form.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Save draft" }).click();
  await expect(bar.getByTestId("editor-state")).toContainText("Draft · saved");

  // What is typed in the editor next is autosaved into the draft, as in every form: a reload keeps it.
  const autosaved = page.waitForResponse(
    (res) =>
      /\/api\/v1\/articles\/[^/]+\/draft$/.test(res.url()) &&
      res.request().method() === "POST" &&
      (res.request().postData() ?? "").includes("Launched on a Monday."),
  );
  await editor.getByText("Three weeks from the first sketch to the shop going live.").click();
  // The video block stays selected as a node until the editor has taken the click: typing then would
  // replace the block, as it does in any ProseMirror editor.
  await expect(editor.locator(".ProseMirror-selectednode")).toHaveCount(0);
  await page.keyboard.press("End");
  await page.keyboard.type(" Launched on a Monday.");
  expect((await autosaved).ok()).toBe(true);
  await page.reload();
  await expect(form.getByRole("textbox", { name: "Article" })).toContainText("Launched on a Monday.");
  // The list names it among the drafts not yet published, and opens it on its own screen.
  const id = page.url().split("/").pop();
  await page.goto("/admin/articles");
  await page
    .getByRole("region", { name: "Drafts not yet published" })
    .getByRole("button", { name: `Edit draft ${title}` })
    .click();
  await expect(page).toHaveURL(`/admin/articles/${id}`);
  await expect(form.getByRole("textbox", { name: "Article" })).toContainText("Launched on a Monday.");

  await form
    .getByRole("complementary", { name: "Article settings" })
    .getByRole("button", { name: "Schedule", exact: true })
    .click();
  const schedule = page.getByRole("dialog", { name: /^Schedule / });
  await schedule.getByLabel("Publish the draft at (Asia/Karachi)").fill(karachiLocal(Date.now() + 2 * 60_000));
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(toast(page, "Schedule saved")).toBeVisible();

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  try {
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);

    // The test clock passes the scheduled time; the scheduler (every second on this clock) publishes it.
    setServerClockAhead(3 * 60_000);
    await expect
      .poll(
        async () => {
          await reader.goto("/blog");
          return reader.getByRole("link", { name: title }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    await reader.getByRole("link", { name: title }).first().click();
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole("heading", { level: 2, name: "The launch" })).toBeVisible();
    await expect(
      reader.getByText("Three weeks from the first sketch to the shop going live. Launched on a Monday."),
    ).toBeVisible();
    await expect(reader.getByRole("img", { name: "The shop's first page on a phone" })).toBeVisible();
    await expect(reader.locator("pre code")).toHaveText("npm run launch");
    await expect(reader.getByRole("button", { name: "Play video: The launch film" })).toBeVisible();
    await expect(reader.locator("iframe")).toHaveCount(0);

    const rss = await (await request.get("/blog/rss.xml")).text();
    expect(rss).toContain(`<title><![CDATA[${title}]]></title>`);
    const json = await (await request.get("/blog/feed.json")).json();
    expect(json.items.map((item: { title: string }) => item.title)).toContain(title);

    await reader.goto("/");
    await expect(reader.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  } finally {
    await visitor.close();
    const [saved] = (await (await request.get(`/api/v1/articles?q=${encodeURIComponent(title)}`, { headers })).json())
      .data;
    if (saved) await request.delete(`/api/v1/articles/${saved._id}`, { headers });
  }
});
