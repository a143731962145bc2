import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { boardTexts } from "../../../domain/enquiry-board.ts";
import { e2eAdmin } from "../../../playwright.config.ts";
import { seriousA11yViolations } from "../support/axe.ts";

export { e2eAdmin };
export const LIMITED_PASSWORD = "Limited#Pass-2024";

/** Signs the page's browser context in through the API: the HttpOnly cookie lands in its jar. */
export async function signInByApi(page: Page, username = e2eAdmin.username, password = e2eAdmin.password) {
  const res = await page.request.post("/api/v1/admin/login", { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the form, as a person would. */
export async function signInByForm(page: Page, username = e2eAdmin.username, password = e2eAdmin.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A bearer token of the superAdmin, for preparing data through the API. */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/admin/login", { data: e2eAdmin });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

type Rights = Partial<Record<"category" | "services" | "product" | "projects" | "career", Record<string, boolean>>>;

/** A custom role and an admin holding it, created by the superAdmin through the API (idempotent). */
export async function ensureLimitedAdmin(
  request: APIRequestContext,
  username: string,
  role: string,
  permissions: Rights,
) {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  if (role !== "Member") {
    const created = await request.post("/api/v1/permission/create", { headers, data: { role, permissions } });
    expect([201, 409]).toContain(created.status());
  }
  const res = await request.post("/api/v1/admin/register", {
    headers,
    data: {
      username,
      fullName: `${username.charAt(0).toUpperCase()}${username.slice(1)} Tester`,
      email: `${username}@example.com`,
      password: LIMITED_PASSWORD,
      contactNumber: "03001234567",
      address: "Gulberg, Lahore",
      gender: "Female",
      dateOfBirth: "1994-04-04",
      role,
    },
  });
  expect([201, 409]).toContain(res.status());
}

/** A real picture (sharp encodes it), so the server's decoder accepts it. */
export async function pngFile(name: string, color = "#2563eb") {
  const buffer = await sharp({ create: { width: 120, height: 180, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The multipart body of `POST /services/create`: a whole service in the first category, with its icon. */
export async function serviceCreateBody(request: APIRequestContext, name: string, description: string) {
  const categories = await (await request.get("/api/v1/category")).json();
  return {
    categoryId: categories.data[0]._id,
    name,
    description,
    approach: "Measure, fix, measure again",
    color: "#0f766e",
    workUrl: "https://example.com/audits",
    benefits: "Faster pages",
    feature: JSON.stringify([{ name: "Report", description: "In plain words" }]),
    icon: await pngFile("icon.png"),
  };
}

/** A job made through the API with what its form requires, by whoever `headers` sign in; its id and version. */
export async function createJob(
  request: APIRequestContext,
  headers: Record<string, string>,
  job: { title: string; description: string; isActive?: boolean },
): Promise<{ _id: string; version: number }> {
  const created = await request.post("/api/v1/job/create", {
    headers,
    data: { companyOverview: "A software agency in Lahore", jobRole: ["Build things"], requirements: ["Care"], ...job },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data;
}

/**
 * Resolves once the page's running transitions and finite animations have ended, however they end:
 * one that is cancelled (its element removed, a new one in its place) rejects `finished` with an
 * AbortError, which is an ending too.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * axe-core: no serious or critical violation on the page as it is now, once its running transitions
 * and finite animations have finished (a toast sliding in is half transparent, and its contrast with it).
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await animationsSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The list screens whose rows open an edit dialog: where they are and how they are searched. */
const editableScreens = {
  category: { path: "/admin/category", search: "Search by name...", dialog: "Edit Category" },
  service: { path: "/admin/service", search: "Search by name or category...", dialog: "Edit Service" },
  project: { path: "/admin/projects", search: "Search by Code/Name......", dialog: "Edit Project" },
  job: { path: "/admin/jobs", search: "Search by title...", dialog: "Edit Job" },
} as const;

/**
 * Opens the edit dialog of the record called `name` from its list screen (signed in already), found
 * through the screen's search by `searchFor` (its name unless said); returns the dialog.
 */
export async function openEditDialog(
  page: Page,
  screen: keyof typeof editableScreens,
  name: string,
  searchFor = name,
): Promise<Locator> {
  const { path, search, dialog } = editableScreens[screen];
  await page.goto(path, { waitUntil: "load" });
  await page.getByPlaceholder(search).fill(searchFor);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  return page.getByRole("dialog", { name: dialog });
}

/** The toast with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * Every back-office screen, with its page heading (h1, the sidebar's word), the header card's title
 * (h2, the spec's "Project" for projects) and the name of its table.
 */
export const adminScreens = [
  { path: "/admin", heading: "Dashboard", name: "dashboard" },
  { path: "/admin/category", heading: "Categories", card: "Category", table: "Categories", name: "categories" },
  { path: "/admin/service", heading: "Services", card: "Service", table: "Services", name: "services" },
  { path: "/admin/projects", heading: "Projects", card: "Project", table: "Projects", name: "projects" },
  { path: "/admin/products", heading: "Products", card: "Product", table: "Products", name: "products" },
  { path: "/admin/jobs", heading: "Jobs", card: "Job", table: "Jobs", name: "jobs" },
  {
    path: "/admin/applications",
    heading: "Applications",
    card: "Application",
    table: "Applications",
    name: "applications",
  },
  { path: "/admin/enquiries", heading: "Enquiries", card: "Enquiry", table: "Enquiries", name: "enquiries" },
  { path: "/admin/subscribers", heading: "Subscribers", card: "Subscriber", table: "Subscribers", name: "subscribers" },
  {
    path: "/admin/potential-customers",
    heading: "Potential customers",
    card: "Potential customer",
    table: "Potential Customers",
    name: "potential-customers",
  },
  { path: "/admin/users", heading: "Users", card: "User", table: "Users", name: "users" },
  { path: "/admin/permission", heading: "Permissions", card: "Privilege", table: "Privileges", name: "permission" },
  { path: "/admin/logs", heading: "Logs", card: "Log entry", table: "Request log", name: "logs" },
  { path: "/admin/audit", heading: "Audit log", card: "Audit entry", table: "Audit log", name: "audit" },
] as const;

/** The list screens: every screen but the dashboard. */
export const listScreens = adminScreens.filter((screen) => screen.path !== "/admin");

/** The widths every back-office screen is looked at in (HELPERS.md). */
export const screenshotWidths = [375, 768, 1440] as const;

/**
 * The screen as it is now at each width (saved under `dir` for a person to look at), back at 1440
 * after; `show` is scrolled into view first (a part of a long dialog). None may scroll sideways.
 */
export async function screenshotsAtWidths(page: Page, dir: string, name: string, show?: Locator) {
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    // The sidebar slides between its narrow and wide layouts: let it settle.
    await animationsSettled(page);
    await show?.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows by ${overflow}px at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Opens the library picker from `button`, searches `name` and chooses it; the picker titled
 * "Choose: `title`" must close. `shots` names the picker's screenshots, taken before the choice.
 */
export async function chooseFromLibrary(
  page: Page,
  button: Locator,
  title: string,
  name: string,
  shots?: { dir: string; name: string },
) {
  await button.click();
  const chooser = page.getByRole("dialog", { name: `Choose: ${title}` });
  await chooser.getByRole("searchbox", { name: "Search pictures" }).fill(name);
  const item = chooser.getByRole("button", { name: `Choose ${name}` });
  await expect(item).toBeVisible();
  if (shots) await screenshotsAtWidths(page, shots.dir, shots.name, chooser.getByTestId("media-grid"));
  await item.click();
  await expect(chooser).toHaveCount(0);
}

/** The check before Publish (issue 52): the dialog listing the pictures without alt text. */
export const missingAltDialog = (page: Page) => page.getByRole("dialog", { name: /no alt text/ });

/** Publish from a draft bar whose new pictures have no alt text: the check asks, they go as they are. */
export async function publishAnyway(page: Page, scope: Locator) {
  await scope.getByRole("button", { name: "Publish", exact: true }).click();
  await missingAltDialog(page).getByRole("button", { name: "Publish anyway" }).click();
}

/**
 * A visitor's application for the first open job (through the public API, with a PDF resume named
 * after `firstName`), found signed in through the Applications search by `lastName` and opened.
 */
export async function openNewApplication(
  page: Page,
  request: APIRequestContext,
  applicant: { firstName: string; lastName: string; email: string; phoneNumber: string; address: string },
) {
  const jobs = (await (await request.get("/api/v1/job")).json()).data as { _id: string; title: string }[];
  const { firstName, lastName, email, phoneNumber, address } = applicant;
  const applied = await request.post("/api/v1/career/create", {
    multipart: {
      firstName,
      lastName,
      yourEmail: email,
      phoneNumber,
      city: "Lahore",
      address,
      state: "Punjab",
      postalCode: "54000",
      jobId: jobs[0]._id,
      resume: {
        name: `${firstName.toLowerCase()}-cv.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4 resume"),
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const name = `${firstName} ${lastName}`;
  await signInByApi(page);
  await page.goto("/admin/applications");
  await page.getByRole("searchbox", { name: "Search applications" }).fill(lastName.toLowerCase());
  const row = page.getByRole("table", { name: "Applications" }).getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `View ${name}` }).click();
  return { job: jobs[0], name, row, details: page.getByRole("dialog", { name: "Application details" }) };
}

/**
 * A changed field of a comparison in words (History, an edit conflict) as one version reads: the
 * words both share with those only in it (`before`: struck through, `after`: underlined).
 */
export async function comparedText(change: Locator, side: "before" | "after"): Promise<string> {
  const own = side === "before" ? "del" : "ins";
  return (await change.locator(`p > :is(span, ${own})`).allTextContents()).join("");
}

/** Today's date in the agency's zone (YYYY-MM-DD), where follow-ups fall due. */
export const karachiToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Karachi",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/**
 * Carries a board card by keyboard: picks it up with its Move button, one arrow per stage of `stages`
 * (the columns it passes, each waited for until announced), and drops it. dnd-kit listens for the
 * arrows only a moment after the pick-up and cancels a carry when the window resizes, so on a busy
 * machine an arrow can go unseen; then the carry is cancelled (Escape puts the card back) and begun again.
 */
export async function moveByKeyboard(
  page: Page,
  name: string,
  stages: string[],
  direction: "ArrowRight" | "ArrowLeft" = "ArrowRight",
) {
  const handle = page.getByRole("button", { name: boardTexts.moveHandle(name) });
  const announced = (stage: string) => page.getByRole("status").filter({ hasText: boardTexts.over(name, stage) });
  await expect(async () => {
    if ((await handle.getAttribute("aria-pressed")) === "true") await page.keyboard.press("Escape");
    await expect(handle).not.toHaveAttribute("aria-pressed", "true");
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true", { timeout: 2000 });
    for (const stage of stages) {
      await page.keyboard.press(direction);
      await expect(announced(stage)).toHaveCount(1, { timeout: 2000 });
    }
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Space");
}
