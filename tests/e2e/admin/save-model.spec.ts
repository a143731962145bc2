import type { APIRequestContext, APIResponse, Locator, Page } from "@playwright/test";
import { categoryMessages } from "../../../domain/categories.ts";
import { draftMessages } from "../../../domain/drafts.ts";
import { jobMessages } from "../../../domain/jobs.ts";
import { portfolioTypeMessages } from "../../../domain/portfolio.ts";
import { serviceMessages } from "../../../domain/services.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, test } from "../support/test";
import {
  createJob,
  openEditDialog,
  pngFile,
  screenshotsAtWidths,
  serviceCreateBody,
  signInByApi,
  toast,
} from "./helpers.ts";

/**
 * One save model in every editor (ADR 0130): while a record has a draft, Save draft (and Enter in a
 * field) never changes what visitors get, no button but Publish goes live, and Discard draft asks
 * first. A record without a draft is edited as the spec's Edit modal does: "Update …", enabled by a
 * change, puts it live at once with the spec's toast. Visitors' view is read through the public API, the same reads the public pages make.
 */
const shots = process.env.SAVE_MODEL_SHOTS ?? "test-results/admin-screens/save-model";

test.use({ reducedMotion: "reduce" });

/** The editor's buttons that could put something on the site: only Publish may be among them. */
async function expectOnlyPublishGoesLive(editor: Locator) {
  const names = await editor
    .locator("button")
    .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim()));
  const live = names.filter((name) =>
    /publish|update|save changes|re-apply|^add (category|service|project|product|job)$/i.test(name),
  );
  expect(live).toEqual(["Publish"]);
}

/** Discard draft opens a question first; Cancel keeps the draft. */
async function expectDiscardAsks(page: Page, editor: Locator, hasDraft: () => Promise<boolean>) {
  await editor.getByRole("button", { name: "Discard draft" }).click();
  const ask = page.getByRole("dialog", { name: "Discard this draft?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  expect(await hasDraft()).toBe(true);
  return ask;
}

type ContentCase = {
  kind: "category" | "service" | "project" | "job";
  /** The API path word of the kind's reads and drafts. */
  path: string;
  /** A text input the test changes (Enter in it submits the form). */
  field: string;
  /** The field as the public read names it. */
  key: string;
  /** The spec's edit button and its toast. */
  update: { button: string; toast: string };
  create: (request: APIRequestContext, headers: Record<string, string>, name: string) => Promise<string>;
};

const created = async (answer: APIResponse) => {
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data._id as string;
};

const contentCases: ContentCase[] = [
  {
    kind: "category",
    update: { button: "Update Category", toast: categoryMessages.updated },
    path: "category",
    field: "Name",
    key: "name",
    create: async (request, headers, name) =>
      created(
        await request.post("/api/v1/category/create", {
          headers,
          multipart: { name, description: "Published description", logo: await pngFile("logo.png") },
        }),
      ),
  },
  {
    kind: "service",
    update: { button: "Update Service", toast: serviceMessages.updated },
    path: "services",
    field: "Name",
    key: "name",
    create: async (request, headers, name) =>
      created(
        await request.post("/api/v1/services/create", {
          headers,
          multipart: await serviceCreateBody(request, name, "Published description"),
        }),
      ),
  },
  {
    kind: "project",
    update: { button: "Update Project", toast: portfolioTypeMessages.project.updated },
    path: "project",
    field: "Client",
    key: "client",
    create: async (request, headers, name) => {
      const categories = await (await request.get("/api/v1/category")).json();
      return created(
        await request.post("/api/v1/project/create", {
          headers,
          multipart: {
            type: "project",
            category: categories.data[0]._id,
            name,
            client: "Published client",
            technology: "TypeScript",
            url: "https://example.com/save-model",
            date: "2025-01-05",
            description: "Published description",
            image: await pngFile("project.png"),
          },
        }),
      );
    },
  },
  {
    kind: "job",
    update: { button: "Update Job", toast: jobMessages.updated },
    path: "job",
    field: "Title",
    key: "title",
    create: async (request, headers, name) =>
      (await createJob(request, headers, { title: name, description: "Published description" }))._id,
  },
];

for (const { kind, path, field, key, update, create } of contentCases) {
  test(`the ${kind} editor without a draft: ${update.button} waits for a change and puts it live at once`, async ({
    page,
    request,
  }) => {
    const headers = bearer(await adminToken());
    const name = `E2E Update ${kind} ${Date.now() % 100000}`;
    const id = await create(request, headers, name);
    const published = async () => (await (await request.get(`/api/v1/${path}/${id}`)).json()).data[key];
    const hasDraft = async () =>
      (await (await request.get(`/api/v1/${path}/${id}/draft`, { headers })).json()).data.hasDraft as boolean;

    await signInByApi(page);
    const edit = await openEditDialog(page, kind, name);
    const button = edit.getByRole("button", { name: update.button });
    await expect(button).toBeDisabled();
    await expect(edit.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    const input = edit.getByRole("textbox", { name: field, exact: true });
    const changed = `${await input.inputValue()} (updated)`;
    await input.fill(changed);
    await expect(button).toBeEnabled();
    await screenshotsAtWidths(page, shots, `${kind}-editor-update`);
    await button.click();
    await expect(toast(page, update.toast)).toBeVisible();
    expect(await published()).toBe(changed);
    expect(await hasDraft()).toBe(false);
  });

  test(`the ${kind} editor: Save draft and Enter leave the site as it was, only Publish goes live, Discard asks`, async ({
    page,
    request,
  }) => {
    const headers = bearer(await adminToken());
    const name = `E2E Save Model ${kind} ${Date.now() % 100000}`;
    const id = await create(request, headers, name);
    const published = async () => (await (await request.get(`/api/v1/${path}/${id}`)).json()).data[key];
    const hasDraft = async () =>
      (await (await request.get(`/api/v1/${path}/${id}/draft`, { headers })).json()).data.hasDraft as boolean;
    const before = await published();

    await signInByApi(page);
    const edit = await openEditDialog(page, kind, name);
    const input = edit.getByRole("textbox", { name: field, exact: true });
    await input.fill(`${before} (drafted)`);
    await edit.getByRole("button", { name: "Save draft" }).click();
    await expect(edit.getByRole("region", { name: "Draft" }).getByText("Saved a few seconds ago")).toBeVisible();
    expect(await hasDraft()).toBe(true);
    expect(await published()).toBe(before);
    await expect(edit.getByTestId("visitor-view")).toHaveText(
      "Visitors see the published version until you publish your changes.",
    );

    // Enter in a field submits the form: in a draft that saves the draft, never publishes.
    await input.fill(`${before} (drafted again)`);
    const draftSaved = page.waitForResponse(
      (res) => res.url().includes(`/${id}/draft`) && res.request().method() !== "GET",
    );
    await input.press("Enter");
    expect((await draftSaved).ok()).toBe(true);
    expect(await published()).toBe(before);
    await expectOnlyPublishGoesLive(edit);
    // History is reachable from the edit form itself.
    await expect(edit.getByRole("button", { name: "History" })).toBeVisible();
    await screenshotsAtWidths(page, shots, `${kind}-editor-draft`);

    const ask = await expectDiscardAsks(page, edit, hasDraft);
    await edit.getByRole("button", { name: "Discard draft" }).click();
    await ask.getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, draftMessages.discarded)).toBeVisible();
    expect(await hasDraft()).toBe(false);
    expect(await published()).toBe(before);

    // The discarded draft is in History, and comes back from there as the draft (ADR 0151).
    const editor = (await edit.isVisible()) ? edit : await openEditDialog(page, kind, name);
    await editor.getByRole("button", { name: "History" }).click();
    // The History panel's (the edit form's draft bar offers it too).
    const kept = page.getByRole("dialog", { name: "History" }).getByRole("region", { name: "Discarded draft" });
    await kept.getByRole("button", { name: "Bring back as draft" }).click();
    await expect(toast(page, draftMessages.broughtBack)).toBeVisible();
    expect(await hasDraft()).toBe(true);
    expect(await published()).toBe(before);
    await request.delete(`/api/v1/${path}/${id}/draft`, { headers });
  });
}

/** Each Site tab, a text field of it, and where the public site read has that field. */
const siteCases = [
  { part: "contact", form: "Contact details", field: "Opening hours", key: "openingHours" },
  { part: "home", form: "Home", field: "Headline", key: "headline" },
  { part: "about", form: "About", field: "Vision", key: "vision" },
  { part: "careers", form: "Careers", field: "Headline", key: "headline" },
  { part: "privacy", form: "Privacy page", field: "Privacy page (Markdown)", key: "markdown" },
  { part: "seo", form: "Search and sharing", field: "Site name", key: "siteName" },
  { part: "portfolio", form: "Portfolio", field: null, key: "filterCategories" },
] as const;

for (const { part, form: formName, field, key } of siteCases) {
  test(`Site › ${formName}: Save draft leaves the site as it was, only Publish goes live, Discard asks`, async ({
    page,
    request,
  }) => {
    const headers = bearer(await adminToken());
    const published = async () => (await (await request.get("/api/v1/site")).json()).data[part][key];
    const hasDraft = async () =>
      (await (await request.get(`/api/v1/site/${part}/draft`, { headers })).json()).data.hasDraft as boolean;
    const before = await published();

    await signInByApi(page);
    await page.goto(`/admin/site?part=${part}`, { waitUntil: "load" });
    const form = page.getByRole("form", { name: formName });
    if (field) {
      const input = form.getByRole("textbox", { name: field, exact: true });
      await input.fill(`${await input.inputValue()} drafted`);
    } else {
      await form.getByRole("checkbox").first().click();
    }
    await expect(form.getByTestId("visitor-view")).toHaveText(
      "Visitors see the published version until you publish your changes.",
    );
    await expectOnlyPublishGoesLive(form);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByRole("region", { name: "Draft" }).getByText("Saved a few seconds ago")).toBeVisible();
    expect(await hasDraft()).toBe(true);
    expect(await published()).toEqual(before);
    await expectOnlyPublishGoesLive(form);
    await screenshotsAtWidths(page, shots, `site-${part}-draft`);

    const ask = await expectDiscardAsks(page, form, hasDraft);
    await form.getByRole("button", { name: "Discard draft" }).click();
    await ask.getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, draftMessages.discarded)).toBeVisible();
    expect(await hasDraft()).toBe(false);
    expect(await published()).toEqual(before);

    // The discarded draft is kept and can be brought back (ADR 0151); the site still does not change.
    const kept = form.getByRole("region", { name: "Discarded draft" });
    await expect(kept).toBeVisible();
    if (part === "careers") await screenshotsAtWidths(page, shots, "site-careers-discarded", kept);
    await kept.getByRole("button", { name: "Bring back as draft" }).click();
    await expect(toast(page, draftMessages.broughtBack)).toBeVisible();
    expect(await hasDraft()).toBe(true);
    expect(await published()).toEqual(before);
    await form.getByRole("button", { name: "Discard draft" }).click();
    await page
      .getByRole("dialog", { name: "Discard this draft?" })
      .getByRole("button", { name: "Discard draft" })
      .click();
    await expect.poll(hasDraft).toBe(false);
  });
}

test("Site › Contact: a pasted map link sets the position; an address says it can't be looked up", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=contact", { waitUntil: "load" });
  const form = page.getByRole("form", { name: "Contact details" });
  const link = form.getByLabel("Map link or coordinates");
  await link.fill("https://www.openstreetmap.org/?mlat=31.4697&mlon=74.2728#map=16/31.47/74.27");
  await expect(form.getByLabel("Latitude")).toHaveValue("31.4697");
  await expect(form.getByLabel("Longitude")).toHaveValue("74.2728");
  await expect(form.getByLabel("Zoom")).toHaveValue("16");
  await expect(form.getByText("Position set: 31.4697, 74.2728 (zoom 16).")).toBeVisible();
  await link.fill("12 Main Boulevard, Gulberg, Lahore");
  await expect(form.getByText(/No position found in that text/)).toBeVisible();
  await expect(form.getByLabel("Latitude")).toHaveValue("31.4697");
  await screenshotsAtWidths(page, shots, "site-contact-map-link", form.getByLabel("Map link or coordinates"));
  // Nothing went live: the draft is dropped for the specs after this one.
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(form.getByRole("region", { name: "Draft" }).getByText("Saved a few seconds ago")).toBeVisible();
  await form.getByRole("button", { name: "Discard draft" }).click();
  await page
    .getByRole("dialog", { name: "Discard this draft?" })
    .getByRole("button", { name: "Discard draft" })
    .click();
  await expect(toast(page, draftMessages.discarded)).toBeVisible();
});
