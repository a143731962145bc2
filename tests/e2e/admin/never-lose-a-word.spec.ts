import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unsavedWorkTexts as texts } from "../../../domain/unsaved-work.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, test } from "../support/test";
import {
  chooseFromLibrary,
  openEditDialog,
  pngFile,
  screenshotsAtWidths,
  serviceCreateBody,
  signInByApi,
} from "./helpers.ts";

/**
 * Nothing typed is ever lost (issue 67, ADR 0231): every editor asks "Discard unsaved changes?"
 * before typed work is left (Escape, a link elsewhere, the tab's reload), "Keep editing" first; the
 * browser keeps the work from the first keystroke and offers it back after a reload; a lost
 * connection (the draft saves refused) loses nothing; a second tab on the same record is told.
 */
const SHOTS = process.env.NEVER_LOSE_SHOTS ?? "test-results/admin-screens/never-lose-a-word";

test.use({ reducedMotion: "reduce" });

/** The connection lost for the draft saves of `path` (POST …/draft): reads still answer. */
async function loseDraftSaves(page: Page, path: string) {
  await page.route(`**/api/v1/${path}/*/draft`, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
}

/** Reloads the tab, accepting the browser's own question (`beforeunload`), which must be asked. */
async function reloadPastTheQuestion(page: Page) {
  const asked: string[] = [];
  const accept = (dialog: { type: () => string; accept: () => Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on("dialog", accept);
  await page.reload({ waitUntil: "load" });
  page.off("dialog", accept);
  expect(asked).toContain("beforeunload");
}

const question = (page: Page) => page.getByRole("dialog", { name: texts.askTitle });

test("an article with a heading, a table and a picture: Escape asks, a reload mid-sentence is restored, a second tab is told", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const file = await pngFile(`case-study-${run}.png`, `#${(run * 7).toString(16).padStart(6, "0").slice(-6)}`);
  const upload = await request.post("/api/v1/media", { headers, multipart: { file } });
  expect(upload.status(), await upload.text()).toBe(201);
  const pictureName: string = (await upload.json()).data.name;

  await signInByApi(page);
  await page.goto("/admin/articles/new", { waitUntil: "load" });
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Title" }).fill(`Case study ${run}`);
  const editor = main.getByRole("textbox", { name: "Article", exact: true });
  await editor.click();
  const toolbar = main.getByRole("toolbar", { name: "Article: formatting" });
  await page.keyboard.type("How we halved the load time");
  await toolbar.getByRole("combobox", { name: "Text style" }).selectOption("2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The shop took six seconds to open.");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Table" }).click();
  await editor.locator("table th").first().click();
  await page.keyboard.type("Before");
  await editor.locator("p").last().click();
  await toolbar.getByRole("button", { name: "Picture" }).click();
  await chooseFromLibrary(page, main.getByRole("button", { name: "Choose from library" }), "Picture", pictureName);
  await expect(editor.locator('[data-block="picture"] img')).toHaveCount(1);
  // Kept as a draft by its first autosave: the address names it, the picture in it.
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  await expect
    .poll(async () => (await request.get(`/api/v1/articles/${id}/draft`, { headers })).text(), { timeout: 20_000 })
    .toContain('"picture"');

  try {
    // The connection goes: what is typed now reaches only the browser's copy.
    await loseDraftSaves(page, "articles");
    const sixSeconds = editor.locator("p").filter({ hasText: "six seconds" });
    // The caret must be in that paragraph's text before typing. A click the page moved under (an
    // autosave's notice, the library's alt text appearing) can select the picture instead, and typed
    // words replace a selected block: the editor's root, whose text holds every paragraph, is then the
    // selection's anchor, so only a collapsed caret in a text node of that paragraph counts. The
    // editor's own selection is what typing replaces, and it can still be the picture the library
    // left selected while the page's caret is already in the paragraph (ProseMirror takes the page's
    // caret a moment after the click's focus): no block may be marked selected either.
    const caretAtEndOfSixSeconds = () =>
      expect(async () => {
        await sixSeconds.click({ position: { x: 4, y: 4 } });
        await page.keyboard.press("End");
        const caret = await page.evaluate(() => {
          const selection = document.getSelection();
          const anchor = selection?.anchorNode;
          const blockSelected = document.querySelector(".ProseMirror-selectednode") !== null;
          return selection?.isCollapsed && anchor?.nodeType === Node.TEXT_NODE && !blockSelected
            ? (anchor.parentElement?.closest("p")?.textContent ?? "")
            : "";
        });
        expect(caret).toContain("six seconds");
      }).toPass();
    await caretAtEndOfSixSeconds();
    const sentence = " We moved the pictures to WebP and cut it to";
    await page.keyboard.type(sentence);
    // The words went after that sentence, beside the picture, not in its place.
    await expect(editor.locator('[data-block="picture"] img')).toHaveCount(1);
    await expect(editor).toContainText(`six seconds to open.${sentence}`);

    await page.keyboard.press("Escape");
    const asked = question(page);
    await expect(asked).toBeVisible();
    await expect(asked.getByRole("button", { name: texts.keepEditing })).toBeFocused();
    await screenshotsAtWidths(page, SHOTS, "article-escape-asks", asked);
    await page.keyboard.press("Enter");
    await expect(asked).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}$`));
    await expect(editor.locator("h2")).toHaveText("How we halved the load time");
    await expect(editor.locator("table th").first()).toHaveText("Before");
    await expect(editor.locator('[data-block="picture"] img')).toHaveCount(1);
    await expect(editor).toContainText(`six seconds to open.${sentence}`);

    // A link elsewhere in the back office asks too.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole("button", { name: texts.keepEditing }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}$`));

    // A second tab on the same article is told when this one changes it.
    const second = await page.context().newPage();
    await second.goto(`/admin/articles/${id}`, { waitUntil: "load" });
    await expect(second.getByRole("textbox", { name: "Article", exact: true })).toBeVisible();
    await caretAtEndOfSixSeconds();
    await page.keyboard.type(" half");
    await expect(second.getByTestId("other-tab")).toHaveText(texts.otherTab);
    await second.close();
    // The autosave of those words tried and failed: only the browser has them (a save still waiting
    // would be sent as the tab closes, ADR 0122).
    await expect(main.getByTestId("editor-state")).toContainText("cannot be reached");

    // Reloaded mid-sentence: the draft has all but the last words, the browser the rest.
    await reloadPastTheQuestion(page);
    // The draft may have taken the last words as the tab closed (a waiting save is sent then); what
    // it lacks, the browser offers back. Either way every word is there.
    const restored = main.getByRole("textbox", { name: "Article", exact: true });
    await expect(restored.locator("h2")).toBeVisible();
    const offer = page.getByTestId("restore-offer");
    if (await offer.isVisible()) {
      await expect(offer).toContainText("Restore your unsaved changes from");
      await screenshotsAtWidths(page, SHOTS, "article-restore-offer", offer);
      await offer.getByRole("button", { name: texts.restore }).click();
      await expect(offer).toHaveCount(0);
    }
    await expect(restored).toContainText(`six seconds to open.${sentence} half`);
    await expect(restored.locator("h2")).toHaveText("How we halved the load time");
    await expect(restored.locator("table th").first()).toHaveText("Before");
    await expect(restored.locator('[data-block="picture"] img')).toHaveCount(1);
    // With the connection back, the restored words go into the draft like any typed.
    await page.unroute(`**/api/v1/articles/*/draft`);
    await restored.locator("h2").click();
    await page.keyboard.press("End");
    await page.keyboard.type("!");
    await expect
      .poll(async () => (await request.get(`/api/v1/articles/${id}/draft`, { headers })).text(), { timeout: 20_000 })
      .toContain("cut it to half");
  } finally {
    await request.delete(`/api/v1/articles/${id}/draft`, { headers }).catch(() => undefined);
    await request.delete(`/api/v1/articles/${id}`, { headers }).catch(() => undefined);
  }
});

test("a new page: work typed before its first save comes back after a reload", async ({ page, request }) => {
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  await signInByApi(page);
  // No draft can be made while the connection is lost: the new page lives only in the browser.
  await page.route("**/api/v1/pages", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("/admin/pages/new", { waitUntil: "load" });
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Title" }).fill(`Lost connection ${run}`);
  const editor = main.getByRole("textbox", { name: "Page content" });
  await editor.click();
  await page.keyboard.type("Every word of this page was typed offline");
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: texts.keepEditing }).click();
  await expect(editor).toHaveText("Every word of this page was typed offline");

  await page.unrouteAll();
  await reloadPastTheQuestion(page);
  const offer = page.getByTestId("restore-offer");
  await offer.getByRole("button", { name: texts.restore }).click();
  await expect(main.getByRole("textbox", { name: "Title" })).toHaveValue(`Lost connection ${run}`);
  await expect(main.getByRole("textbox", { name: "Page content" })).toHaveText(
    "Every word of this page was typed offline",
  );
  // Restored, it is saved as a draft like any typed page.
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  const id = page.url().split("/").pop() ?? "";
  await request.delete(`/api/v1/pages/${id}/draft`, { headers }).catch(() => undefined);
  await request.delete(`/api/v1/pages/${id}`, { headers }).catch(() => undefined);
});

test("a service's modal: Escape and Cancel ask, a reload restores what was typed, a save asks nothing", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const name = `E2E Never lose ${Date.now() % 100000}`;
  const made = await request.post("/api/v1/services/create", {
    headers,
    multipart: await serviceCreateBody(request, name, "Published description"),
  });
  expect(made.status(), await made.text()).toBe(201);
  await signInByApi(page);
  let edit = await openEditDialog(page, "service", name);
  const description = edit.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("Published description, and a new sentence typed mid-");

  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole("button", { name: texts.keepEditing })).toBeFocused();
  await screenshotsAtWidths(page, SHOTS, "service-escape-asks", question(page));
  await page.keyboard.press("Enter");
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: texts.keepEditing }).click();
  await expect(description).toHaveValue("Published description, and a new sentence typed mid-");

  await reloadPastTheQuestion(page);
  edit = await openEditDialog(page, "service", name);
  const offer = edit.getByTestId("restore-offer");
  await expect(offer).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "service-restore-offer", offer);
  await offer.getByRole("button", { name: texts.restore }).click();
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "Published description, and a new sentence typed mid-",
  );
  // The spec's Update takes it live and closes without a question; nothing is offered again.
  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(edit).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  edit = await openEditDialog(page, "service", name);
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "Published description, and a new sentence typed mid-",
  );
  await expect(edit.getByTestId("restore-offer")).toHaveCount(0);
  // Nothing typed: Escape closes at once.
  await page.keyboard.press("Escape");
  await expect(edit).toHaveCount(0);
});

test("a site part: a link elsewhere asks, a reload restores an unfinished field", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=about", { waitUntil: "load" });
  const form = page.getByRole("form", { name: "About" });
  const vision = form.getByRole("textbox", { name: "Vision", exact: true });
  const was = await vision.inputValue();
  // The connection is lost: nothing reaches the part's draft, only the browser's copy.
  await loseDraftSaves(page, "site");
  // Emptied, the field is unfinished: no draft can take it, only the browser's copy.
  await vision.fill("");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(question(page)).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "site-part-asks", question(page));
  await question(page).getByRole("button", { name: texts.keepEditing }).click();
  await expect(page).toHaveURL(/part=about/);
  await vision.fill("A vision typed just before the reload");
  // The autosave tried and failed: the words are in the browser alone. (Left to the reload, the page's
  // last save can go out as the page unloads, where the test's cut connection does not reach.)
  await expect(form.getByRole("region", { name: "Draft" }).getByRole("alert")).toBeVisible();

  await reloadPastTheQuestion(page);
  const offer = form.getByTestId("restore-offer");
  await offer.getByRole("button", { name: texts.restore }).click();
  await expect(vision).toHaveValue("A vision typed just before the reload");
  // Discarded on purpose: the part is as it was, and nothing is offered again.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await question(page).getByRole("button", { name: texts.discard }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.unrouteAll();
  await page.goto("/admin/site?part=about", { waitUntil: "load" });
  // Nor did the editor's closing save the dropped words as a draft once the connection was back.
  await expect(form.getByRole("textbox", { name: "Vision", exact: true })).toHaveValue(was);
  await expect(form.getByTestId("restore-offer")).toHaveCount(0);
  expect(was).not.toBe("");
});
