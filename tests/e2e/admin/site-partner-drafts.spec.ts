import { expect, test } from "../support/test";
import { pngFile, publishAnyway, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md); test-results when that is not set. */
const shots = process.env.SITE_SHOTS ?? "test-results/admin-screens/site-partner-drafts";

test.use({ reducedMotion: "reduce" });

// Other specs read the default strip: the partner added here goes, with any draft left behind.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  await request.delete("/api/v1/site/partners/draft", { headers });
  const site = (await (await request.get("/api/v1/site")).json()).data;
  for (const partner of site.partners.filter((p: { name: string }) => p.name === "Draft Weavers"))
    await request.delete(`/api/v1/site/partners/${partner._id}`, { headers });
});

test("a partner added in the partners' draft stays off the site until the draft is published", async ({
  page,
  request,
}) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=partners", { waitUntil: "load" });
  await page.getByRole("checkbox", { name: /Change as a draft/ }).check();
  const bar = page.getByRole("region", { name: "Draft" });
  await expect(bar).toBeVisible();

  const add = page.getByRole("region", { name: "Add a partner" });
  await add.getByLabel("Name").fill("Draft Weavers");
  await add.getByLabel("Link").fill("https://weavers.example.com/");
  await add.getByLabel("Choose logo").setInputFiles(await pngFile("weavers.png", "#7c3aed"));
  await add.getByRole("button", { name: "Add partner" }).click();
  await expect(toast(page, "Draft saved")).toBeVisible();
  const strip = page.getByRole("list", { name: "Partners, in the order shown" });
  await expect(strip.getByRole("listitem").last().getByLabel("Name")).toHaveValue("Draft Weavers");
  await expect(bar.getByText("Changed", { exact: true })).toBeVisible();

  // Visitors do not see it yet: the API and the home page.
  const names = async () =>
    (await (await request.get("/api/v1/site")).json()).data.partners.map((p: { name: string }) => p.name);
  expect(await names()).not.toContain("Draft Weavers");
  expect(await (await request.get("/")).text()).not.toContain("Draft Weavers");

  await screenshotsAtWidths(page, shots, "partners-draft", bar);

  // The new picture has no alt text yet: Publish asks first (ADR 0189).
  await publishAnyway(page, bar);
  await expect(toast(page, "Draft published")).toBeVisible();
  await expect.poll(names).toContain("Draft Weavers");
  // The draft is gone: the box is off again (the next change is live) and the draft bar with it.
  const box = page.getByRole("checkbox", { name: /Change as a draft/ });
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  await expect(bar).toBeHidden();
  await expect(page.getByText("Off: each change is live at once.")).toBeVisible();
  await screenshotsAtWidths(page, shots, "partners-published", box);
  await page.goto("/", { waitUntil: "load" });
  await expect(page.getByRole("img", { name: "Draft Weavers", exact: true }).first()).toBeAttached();
});

test("discarding the partners' draft turns the draft box off again", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=partners", { waitUntil: "load" });
  const box = page.getByRole("checkbox", { name: /Change as a draft/ });
  await box.check();
  const bar = page.getByRole("region", { name: "Draft" });
  const strip = page.getByRole("list", { name: "Partners, in the order shown" });
  const first = strip.getByRole("listitem").first();
  const name = await first.getByLabel("Name").inputValue();
  await first.getByLabel("Name").fill(`${name} (draft)`);
  await first.getByRole("button", { name: "Save partner" }).click();
  await expect(toast(page, "Draft saved")).toBeVisible();
  await expect(box).toBeDisabled();

  await bar.getByRole("button", { name: "Discard draft" }).click();
  // Discard asks first (the save model, ADR 0130).
  await page
    .getByRole("dialog", { name: "Discard this draft?" })
    .getByRole("button", { name: "Discard draft" })
    .click();
  await expect(toast(page, "Draft discarded")).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  await expect(bar).toBeHidden();
  await expect(strip.getByRole("listitem").first().getByLabel("Name")).toHaveValue(name);
});
