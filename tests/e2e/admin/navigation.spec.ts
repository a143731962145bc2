import { mkdirSync } from "node:fs";
import { navigationMessages } from "../../../domain/navigation.ts";
import { expect, test } from "../support/test";
import { screenshotsAtWidths, signInByApi } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/navigation";

test.use({ reducedMotion: "reduce" });

/*
 * The menu is edited as a draft and previewed with the public header and footer; publishing is the
 * API tests' (tests/api/navigation.test.ts): other browser tests running beside this one read the
 * public menu, so this one leaves the live site alone and discards its draft.
 */
test("Site › Navigation: a menu link to a page, a footer link and a second footer column added, checked and previewed as visitors will see them", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signInByApi(page);
  // A page of its own to choose in "Links to", not published so no other test's site shows it.
  const slug = `nav-pick-${Date.now()}`;
  const title = `Our pricing ${Date.now()}`;
  const made = await page.request.post("/api/v1/pages", { data: { title, slug, isActive: false } });
  expect(made.status(), await made.text()).toBe(201);
  const pageId: string = (await made.json()).data._id;
  await page.goto("/admin/site?part=navigation");
  const form = page.getByRole("form", { name: "Navigation" });
  await expect(form.getByRole("textbox", { name: "Menu item 1 label" })).toHaveValue("Home");
  await expect(form.getByRole("textbox", { name: "Menu item 3 label" })).toHaveValue("Services");

  await form.getByRole("button", { name: "Add a menu link" }).click();
  await form.getByRole("textbox", { name: "Menu item 8 label" }).fill("Pricing");
  const address = form.getByRole("textbox", { name: "Menu item 8 address" });
  await address.fill("javascript:alert(1)");
  await expect(form.getByText(navigationMessages.pathInvalid)).toBeVisible();
  await address.fill("/pricing");
  await expect(form.getByText(navigationMessages.pathInvalid)).toHaveCount(0);
  // Chosen from the pages, the link follows the page: its address is the page's, not typed.
  await form
    .getByRole("combobox", { name: "Menu item 8 links to" })
    .selectOption({ label: `${title} (not published: left out of the site)` });
  await expect(address).toHaveValue(`/${slug}`);
  await expect(address).toHaveAttribute("readonly", "");
  await expect(form.getByRole("textbox", { name: "Menu item 8 label" })).toHaveValue("Pricing");
  // The menu is full at eight: no more links.
  await expect(form.getByRole("button", { name: "Add a menu link" })).toBeDisabled();

  // One level under a menu link: "Projects" gets a link under it, a dropdown in the preview.
  await form.getByRole("button", { name: "Add a link under menu item 4" }).click();
  await form.getByRole("textbox", { name: "Menu item 4, link 1 label" }).fill("Case studies");
  await form.getByRole("textbox", { name: "Menu item 4, link 1 address" }).fill("/projects");

  await form.getByRole("button", { name: "Add a link to footer column 1" }).click();
  await form.getByRole("textbox", { name: "Footer column 1, link 7 label" }).fill("Our blog");
  await form.getByRole("textbox", { name: "Footer column 1, link 7 address" }).fill("https://blog.example.com/");
  await expect(form.getByText(navigationMessages.pathInvalid)).toBeVisible();
  // Marked as another site's address, the same address is sound: the address is checked again.
  await form
    .getByRole("combobox", { name: "Footer column 1, link 7 links to" })
    .selectOption({ label: "An address on another site (opens in a new tab)" });
  await expect(form.getByText(navigationMessages.pathInvalid)).toHaveCount(0);

  // A second column: its title, and a built-in page chosen from "Links to" (the label is suggested).
  await form.getByRole("button", { name: "Add a footer column" }).click();
  await form.getByRole("textbox", { name: "Footer column 2 title" }).fill("Read");
  await form.getByRole("button", { name: "Add a link to footer column 2" }).click();
  await form
    .getByRole("combobox", { name: "Footer column 2, link 1 links to" })
    .selectOption({ label: "Blog (/blog)" });
  await expect(form.getByRole("textbox", { name: "Footer column 2, link 1 label" })).toHaveValue("Blog");
  await expect(form.getByRole("textbox", { name: "Footer column 2, link 1 address" })).toHaveValue("/blog");

  const preview = page.getByRole("region", { name: "Preview of The menu and the footer" });
  const phone = page.frameLocator('iframe[title^="Preview of The menu and the footer"]');
  const footerLink = phone.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Our blog" });
  await expect(footerLink).toHaveAttribute("target", "_blank");
  const footerNav = phone.getByRole("navigation", { name: "Footer" });
  await expect(footerNav.getByRole("heading", { name: "Read" })).toBeVisible();
  await expect(footerNav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
  await preview.getByRole("button", { name: /Desktop/ }).click();
  const desktop = page.frameLocator('iframe[title^="Preview of The menu and the footer"]');
  await expect(
    desktop.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }),
  ).toHaveAttribute("href", `/${slug}`);
  const more = desktop.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects: more links" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(desktop.getByRole("link", { name: "Case studies" })).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(desktop.getByRole("link", { name: "Case studies" })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "navigation-submenu", preview);
  await more.press("Escape");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await screenshotsAtWidths(
    page,
    SHOTS,
    "navigation-editor",
    form.getByRole("textbox", { name: "Menu item 4, link 1 label" }),
  );
  await screenshotsAtWidths(page, SHOTS, "navigation-preview", preview);

  await form.getByRole("button", { name: "Discard draft" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Discard draft" }).click();
  await expect(form.getByRole("textbox", { name: "Menu item 8 label" })).toHaveCount(0);
  expect((await page.request.delete(`/api/v1/pages/${pageId}`)).ok()).toBe(true);
});
