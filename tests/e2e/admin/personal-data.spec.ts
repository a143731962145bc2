import { expect, type Page, test } from "../support/test";
import {
  ensureLimitedAdmin,
  LIMITED_PASSWORD,
  screenshotsAtWidths,
  signInByApi,
  superAdminToken,
  toast,
} from "./helpers.ts";

/** The personal-data areas (ADR 0136): a superAdmin narrows Member, and a Member no longer sees leads. */
const MEMBER = "leadlessmember";
const shots = "test-results/admin-screens/personal-data";

test.use({ reducedMotion: "reduce" });

test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, MEMBER, "Member", {});
});

/** Other specs share this database and its Member role: give Member back what it started with. */
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  const roles = await (await request.get("/api/v1/permission", { headers })).json();
  const member = roles.data.find((role: { role: string }) => role.role === "Member");
  const res = await request.patch(`/api/v1/permission/${member._id}`, {
    headers,
    data: { permissions: { leads: { read: true, update: true, export: true } } },
  });
  expect(res.status()).toBe(200);
});

async function sidebarLinks(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link");
}

test("a superAdmin narrows Member's leads; a Member then sees no lead screen, card or count", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page);
  await page.goto("/admin/permission");
  const table = page.getByRole("table", { name: "Privileges" });
  await expect(table.getByRole("columnheader", { name: "Leads" })).toBeVisible();
  await expect(page.getByText("Leads and Applications hold personal data")).toBeVisible();
  // The spec's protected row is unchanged: no buttons on it.
  const memberRow = table.getByRole("row").filter({ hasText: "Member" }).first();
  await expect(memberRow.getByText("Cannot be changed")).toBeVisible();
  await expect(memberRow.getByRole("button")).toHaveCount(0);
  await screenshotsAtWidths(page, shots, "privileges");

  await page.getByRole("button", { name: "Member's personal data" }).click();
  const form = page.getByRole("dialog", { name: "Edit Member" });
  await expect(form.getByRole("textbox", { name: "Role name" })).toHaveAttribute("readonly", "");
  // Only the personal-data rows: Member's content rights are the spec's and fixed.
  await expect(form.getByRole("checkbox", { name: "Category: Create" })).toHaveCount(0);
  await expect(form.getByText("Enquiries, potential customers and newsletter subscribers")).toBeVisible();
  for (const action of ["Read", "Update", "Export"]) {
    const box = form.getByRole("checkbox", { name: `Leads: ${action}` });
    await expect(box).toBeChecked();
    await box.uncheck();
  }
  await expect(form.getByRole("checkbox", { name: "Applications: Read" })).toBeChecked();
  await screenshotsAtWidths(page, shots, "privileges-member-form", form.getByText("Personal data", { exact: true }));
  await form.getByRole("button", { name: "Update Privilege" }).click();
  await expect(toast(page, "Privileges updated successfully!")).toBeVisible();

  // The worker's own server (ADR 0140): the project's baseURL is the first worker's.
  const context = await browser.newContext({ baseURL });
  const memberPage = await context.newPage();
  try {
    await signInByApi(memberPage, MEMBER, LIMITED_PASSWORD);
    await memberPage.goto("/admin");
    const links = await sidebarLinks(memberPage);
    await expect(links.filter({ hasText: "Applications" })).toBeVisible();
    for (const hidden of ["Enquiries", "People", "Subscribers", "Potential customers"]) {
      await expect(links.filter({ hasText: hidden })).toHaveCount(0);
    }
    await expect(memberPage.getByRole("link", { name: /Total Categories/ })).toBeVisible();
    await expect(memberPage.getByRole("link", { name: /Applications/ }).last()).toBeVisible();
    for (const hidden of [/Pending enquiries/, /Subscribers/]) {
      await expect(memberPage.getByRole("main").getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await expect(memberPage.getByRole("heading", { name: "Open enquiries by stage" })).toHaveCount(0);
    await expect(memberPage.getByRole("heading", { name: "Open applications by stage" })).toBeVisible();
    await expect(memberPage.getByRole("heading", { name: "Potential Customers" })).toHaveCount(0);
    await screenshotsAtWidths(memberPage, shots, "dashboard-without-leads");

    await memberPage.goto("/admin/enquiries");
    await expect(memberPage.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
    await expect(memberPage.getByRole("table")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
