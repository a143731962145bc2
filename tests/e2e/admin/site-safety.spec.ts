import { SITE_DEFAULTS } from "../../../domain/site-defaults.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import { comparedText, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md); test-results when that is not set. */
const shots = process.env.SITE_SHOTS ?? "test-results/admin-screens/site-safety";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

// Other specs read the site's default texts: put them back, and drop any draft left here.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  for (const part of ["about", "careers"] as const) {
    expect((await request.patch(`/api/v1/site/${part}`, { headers, data: SITE_DEFAULTS[part] })).status()).toBe(200);
    await request.delete(`/api/v1/site/${part}/draft`, { headers });
  }
});

test("two people editing one Site part: the second save shows the conflict, then re-applies knowingly", async ({
  browser,
  request,
}) => {
  const open = async () => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await signInByApi(page);
    await page.goto("/admin/site?part=about", { waitUntil: "load" });
    const form = page.getByRole("form", { name: "About" });
    // The part and its draft are read before the form shows: waited for, with room for a busy machine.
    await expect(form.getByLabel("Vision")).toBeEditable({ timeout: 20_000 });
    return { context, page, form };
  };
  const first = await open();
  const second = await open();

  await first.form.getByLabel("Vision").fill("Vision saved first");
  await first.form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(first.page, "Draft published")).toBeVisible();

  await second.form.getByLabel("Vision").fill("Vision saved second");
  await second.form.getByRole("button", { name: "Publish", exact: true }).click();
  const conflict = second.form.getByRole("alert").filter({ hasText: "while you were editing" });
  await expect(conflict).toBeVisible();
  // The moment in the editor's own time, as people read it, not ISO.
  await expect(conflict.getByRole("heading", { level: 3 })).toHaveText(
    /^Changed by admin at [A-Z][a-z]+ \d{1,2}, \d{4}.* \d{1,2}:\d\d:\d\d [AP]M while you were editing$/,
  );
  const row = conflict.locator("li[data-changed]");
  await expect(row.getByRole("heading")).toHaveText("Vision");
  expect(await comparedText(row, "before")).toBe("Vision saved first");
  expect(await comparedText(row, "after")).toBe("Vision saved second");
  await screenshots(second.page, "site-conflict", conflict);

  // Nothing was overwritten until the admin chose to.
  expect((await (await request.get("/api/v1/site")).json()).data.about.vision).toBe("Vision saved first");

  await conflict.getByRole("button", { name: "Publish my changes" }).click();
  await expect(toast(second.page, "Draft published")).toBeVisible();
  expect((await (await request.get("/api/v1/site")).json()).data.about.vision).toBe("Vision saved second");

  await first.context.close();
  await second.context.close();
});

test("a Site part's change is autosaved as a draft, survives a reload, previews on its page and goes live on Publish", async ({
  page,
  request,
}) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=careers", { waitUntil: "load" });
  const form = page.getByRole("form", { name: "Careers" });
  const bar = form.getByRole("region", { name: "Draft" });
  await form.getByLabel("Headline").fill("Join us — a drafted headline");
  await expect(bar.getByText("Saved a few seconds ago")).toBeVisible();
  await screenshots(page, "site-draft-bar", bar);

  // Nothing public shows the draft.
  expect((await (await request.get("/api/v1/site")).json()).data.careers.headline).toBe(SITE_DEFAULTS.careers.headline);

  // The form opens on the draft after a reload.
  await page.reload({ waitUntil: "load" });
  await expect(form.getByLabel("Headline")).toHaveValue("Join us — a drafted headline");

  // Preview: the careers page with the draft, marked.
  const preview = await page.request.get("/preview/site/careers");
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain("Join us — a drafted headline");
  expect(html).toContain("Preview — this is a draft, not yet published");

  await bar.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Draft published")).toBeVisible();
  expect((await (await request.get("/api/v1/site")).json()).data.careers.headline).toBe("Join us — a drafted headline");
});
