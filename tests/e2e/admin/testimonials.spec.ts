import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { testimonialMessages } from "../../../domain/testimonials.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { type APIRequestContext, expect, test } from "../support/test";
import { chooseFromLibrary, screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at. */
const SHOTS = "test-results/admin-screens/testimonials";
const run = Date.now() % 1_000_000;
const PERSON = `Zara Testimonial ${run}`;
const ALT = `Zara smiling at the launch ${run}`;

test.use({ reducedMotion: "reduce" });

type Project = { _id: string; slug: string; name: string };

/** A portrait no earlier run stored, in the library with its alt text. */
async function portrait(request: APIRequestContext, name: string) {
  const channel = (shift: number) => (run * 7 + shift) % 256;
  const buffer = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: channel(30), g: channel(120), b: channel(200) } },
  })
    .png()
    .toBuffer();
  const headers = bearer(await adminToken());
  const res = await request.post("/api/v1/media", {
    headers,
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const item = (await res.json()).data;
  const described = await request.patch(`/api/v1/media/${item._id}`, { headers, data: { alt: ALT } });
  expect(described.status(), await described.text()).toBe(200);
  return item;
}

// The home page is read by other specs: what this one added goes to the trash.
test.afterAll(async ({ request }) => {
  const headers = bearer(await adminToken());
  const all = (await (await request.get("/api/v1/testimonials?all=true", { headers })).json()).data;
  for (const item of all.filter((t: { name: string }) => t.name === PERSON))
    await request.delete(`/api/v1/testimonials/${item._id}`, { headers });
});

test("staff add a testimonial with a library photo; it shows on the home page and its project's page with the alt text", async ({
  page,
  request,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const file = `zara-${run}.png`;
  await portrait(request, file);
  const project: Project = (await (await request.get("/api/v1/project?type=project")).json()).portfolios[0];
  await signInByApi(page);

  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonials" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  const add = page.getByRole("dialog", { name: "Add Testimonial" });
  await add.getByRole("textbox", { name: "Quote" }).fill("Too short");
  await add.getByRole("textbox", { name: "Name" }).fill(PERSON);
  await add.getByRole("textbox", { name: "Name" }).blur();
  await expect(add.getByText(testimonialMessages.quoteTooShort)).toBeVisible();
  await add
    .getByRole("textbox", { name: "Quote" })
    .fill("They rebuilt our shop in six weeks and sales went up at once.");
  await add.getByRole("textbox", { name: "Role" }).fill("Founder");
  await add.getByRole("textbox", { name: "Company" }).fill("Zara Crafts");
  await chooseFromLibrary(page, add.getByRole("button", { name: /Choose from library/ }), "Photo or logo", file);
  await expect(add.getByRole("img", { name: ALT })).toBeVisible();
  await add.getByLabel("Project").selectOption(project._id);
  await screenshotsAtWidths(page, SHOTS, "add-form", add.getByLabel("Project"));
  await add.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(toast(page, testimonialMessages.created)).toBeVisible();
  await expect(page.getByRole("cell", { name: PERSON, exact: true })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "list");

  for (const address of ["/", `/projects/${project.slug}`]) {
    await page.goto(address);
    const section = page.getByTestId("testimonials");
    const card = section.getByRole("listitem").filter({ hasText: PERSON });
    await expect(card).toContainText("They rebuilt our shop in six weeks");
    await expect(card).toContainText("Founder, Zara Crafts");
    await expect(card.getByRole("img", { name: ALT })).toBeVisible();
    const shot = address === "/" ? "home" : "project";
    await screenshotsAtWidths(page, SHOTS, shot, card);
    // The home page's islands wake as they scroll in: the card is shot again once it is on screen.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/${shot}-card-${width}.png` });
    }
  }
});
