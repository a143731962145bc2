import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { mediaMessages } from "../../../domain/media.ts";
import { siteMessages } from "../../../domain/site.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { type APIRequestContext, expect, test } from "../support/test";
import {
  chooseFromLibrary,
  openEditDialog,
  screenshotsAtWidths,
  signInByApi,
  superAdminToken,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/library-fields";
const PARTNER = "Library Weavers";

test.use({ reducedMotion: "reduce" });

const run = Date.now() % 1_000_000;
/** A picture no earlier run stored: the library answers a file it holds with the item it has. */
async function picture(name: string, seed: number, width = 360, height = 240) {
  const channel = (shift: number) => (run * 11 + seed * 61 + shift) % 256;
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: channel(0), g: channel(85), b: channel(170) } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

type Media = { _id: string; url: string; name: string };

async function uploaded(request: APIRequestContext, name: string, seed: number): Promise<Media> {
  const res = await request.post("/api/v1/media", {
    headers: bearer(await adminToken()),
    multipart: { file: await picture(name, seed) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

// The partner strip and the projects list are read by other specs: what this one added goes.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  const site = (await (await request.get("/api/v1/site")).json()).data;
  for (const partner of site.partners.filter((p: { name: string }) => p.name === PARTNER))
    await request.delete(`/api/v1/site/partners/${partner._id}`, { headers });
  const projects = (await (await request.get("/api/v1/project?type=project&limit=100")).json()).data;
  for (const project of projects.filter((p: { name: string }) => p.name.startsWith("Library Project")))
    await request.delete(`/api/v1/project/delete/${project._id}`, { headers });
  const categories = (await (await request.get("/api/v1/category")).json()).data;
  for (const category of categories.filter((c: { name: string }) => c.name.startsWith("Library Category")))
    await request.delete(`/api/v1/category/delete/${category._id}`, { headers });
});

test("one library picture in a project and as a partner logo: replaced on the Media screen, both public pages show the new file", async ({
  page,
  request,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const name = `shared-${run}.png`;
  const item = await uploaded(request, name, 1);
  await signInByApi(page);

  // A new project whose only picture is the library's, chosen in the add form.
  const projectName = `Library Project ${run}`;
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "Add Project" }).click();
  const add = page.getByRole("dialog", { name: "Add Project" });
  await chooseFromLibrary(page, add.getByRole("button", { name: "Choose from library" }), "Project images", name, {
    dir: SHOTS,
    name: "project-images-picker",
  });
  await expect(add.getByRole("img", { name: `From the library 1: ${name}` })).toBeVisible();
  await expect(add.getByText("(1/4)")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "project-images", add.getByText("(1/4)"));
  await add.getByLabel("Category").selectOption({ index: 1 });
  await add.getByLabel("Project Name").fill(projectName);
  await add.getByLabel("Client").fill("Library Client");
  await add.getByLabel("Technology").fill("React");
  await add.getByLabel("URL").fill("https://example.com/library");
  await add.getByLabel("Date").fill("2024-03-15");
  await add.getByRole("textbox", { name: "Description", exact: true }).fill("A project showing a library picture.");
  const created = page.waitForResponse((res) => res.url().endsWith("/api/v1/project/create"));
  await add.getByRole("button", { name: "Add Project" }).click();
  const project = (await (await created).json()).data;
  await expect(toast(page, "Project added successfully!")).toBeVisible();
  expect(project.image).toEqual([item.url]);

  // The same picture as a new partner's logo, live at once.
  await page.goto("/admin/site?part=partners", { waitUntil: "load" });
  const partner = page.getByRole("region", { name: "Add a partner" });
  await partner.getByLabel("Name").fill(PARTNER);
  await partner.getByLabel("Link").fill("https://weavers.example.com/");
  await chooseFromLibrary(page, partner.getByRole("button", { name: "Choose from library" }), "Partner logo", name, {
    dir: SHOTS,
    name: "partner-logo-picker",
  });
  await expect(partner.getByRole("img", { name: `Chosen logo: ${name}` })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "partner-logo", partner);
  await partner.getByRole("button", { name: "Add partner" }).click();
  await expect(toast(page, siteMessages.updated)).toBeVisible();
  const site = async () => (await (await request.get("/api/v1/site")).json()).data;
  expect((await site()).partners.find((p: { name: string }) => p.name === PARTNER).logo).toBe(item.url);

  // Replace the item's file on the Media screen.
  await page.goto("/admin/media");
  await page.getByRole("searchbox", { name: "Search pictures" }).fill(name);
  await page.getByRole("button", { name: `Open ${name}` }).click();
  const details = page.getByRole("dialog", { name });
  const replaced = page.waitForResponse((res) => res.url().endsWith(`/api/v1/media/${item._id}/replace`));
  await details.getByTestId("replace-input").setInputFiles(await picture(`shared-new-${run}.png`, 2, 400, 400));
  const newUrl: string = (await (await replaced).json()).data.url;
  expect(newUrl).not.toBe(item.url);
  await expect(toast(page, mediaMessages.replaced)).toBeVisible();

  // Both public pages show the new file, and no longer the old one (nor any width or crop of it).
  const stem = (url: string) => url.replace(/\.webp$/, "");
  const pageText = async (path: string) => (await request.get(path)).text();
  const projectPath = `/projects/${project.slug}`;
  await expect.poll(() => pageText(projectPath)).toContain(newUrl);
  expect(await pageText(projectPath)).not.toContain(stem(item.url));
  await expect.poll(() => pageText("/")).toContain(newUrl);
  expect(await pageText("/")).not.toContain(stem(item.url));
  await page.goto(projectPath);
  // A card shows the picture cropped to its box: the crop's address carries the picture's stem.
  await expect(page.locator(`img[src^="${stem(newUrl)}"]`).first()).toBeAttached();
});

test("every picture field offers the library: a service's icon by id, a Site picture, screenshots of each", async ({
  page,
  request,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const name = `field-${run}.png`;
  const item = await uploaded(request, name, 3);
  await signInByApi(page);

  // A service's icon chosen from the library: the add form sends its id in place of a file.
  await page.goto("/admin/service");
  await page.getByRole("button", { name: "Add Service" }).click();
  const add = page.getByRole("dialog", { name: "Add Service" });
  const icon = add.getByRole("button", { name: "Choose from library" });
  await icon.scrollIntoViewIfNeeded();
  await screenshotsAtWidths(page, SHOTS, "service-icon", icon);
  await chooseFromLibrary(page, icon, "Icon", name, { dir: SHOTS, name: "service-icon-picker" });
  await expect(add.getByRole("img", { name: "Icon preview" })).toHaveAttribute("src", item.url);
  await expect(add.getByText("Icon is required")).toHaveCount(0);
  await screenshotsAtWidths(page, SHOTS, "service-icon-chosen", add.getByRole("img", { name: "Icon preview" }));
  await add.getByRole("button", { name: "Close" }).click();

  // Editing goes into the record's draft (ADR 0125): a category's icon and a project's images by id.
  const headers = bearer(await adminToken());
  const categoryName = `Library Category ${run}`;
  const category = await request.post("/api/v1/category/create", {
    headers,
    multipart: { name: categoryName, description: "Its icon comes from the library", logo: await picture("l.png", 4) },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId: string = (await category.json()).data._id;
  const editCategory = await openEditDialog(page, "category", categoryName);
  await chooseFromLibrary(page, editCategory.getByRole("button", { name: "Choose from library" }), "Icon", name);
  await expect(editCategory.getByRole("img", { name: "Icon preview" })).toHaveAttribute("src", item.url);
  const draftOf = async (path: string) =>
    (await (await request.get(`/api/v1/${path}/draft`, { headers })).json()).data.draft?.fields;
  expect((await draftOf(`category/${categoryId}`)).icon).toBe(item.url);
  await page.keyboard.press("Escape");
  await expect(editCategory).toHaveCount(0);

  const firstCategory = (await (await request.get("/api/v1/category")).json()).data[0]._id;
  const projectName = `Library Project edit ${run}`;
  const project = await request.post("/api/v1/project/create", {
    headers,
    multipart: {
      type: "project",
      category: firstCategory,
      name: projectName,
      client: "A client",
      technology: "React",
      url: "https://example.com",
      date: "2024-03-15",
      description: "A project given a library picture in its draft.",
      image: await picture("p.png", 5),
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { _id: projectId, image } = (await project.json()).data;
  const editProject = await openEditDialog(page, "project", projectName);
  await chooseFromLibrary(
    page,
    editProject.getByRole("button", { name: "Choose from library" }),
    "Project images",
    name,
  );
  await expect(editProject.getByText("(2/4)")).toBeVisible();
  await expect(editProject.getByRole("img", { name: "Gallery item 2" })).toHaveAttribute("src", item.url);
  expect((await draftOf(`project/${projectId}`)).image).toEqual([...image, item.url]);
  await screenshotsAtWidths(page, SHOTS, "project-draft-images", editProject.getByText("(2/4)"));
  await page.keyboard.press("Escape");
  await expect(editProject).toHaveCount(0);

  // A Site picture (the organisation logo, Search and sharing): the screen's pictures, picker offered.
  await page.goto("/admin/site?part=seo", { waitUntil: "load" });
  const pictures = page.getByRole("region", { name: "Pictures" });
  const choose = pictures.getByRole("button", { name: "Choose from library: Share picture" });
  await expect(choose).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "site-pictures", choose);
  await choose.click();
  const chooser = page.getByRole("dialog", { name: "Choose: Share picture" });
  await expect(chooser.getByRole("searchbox", { name: "Search pictures" })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "site-picture-picker", chooser.getByTestId("media-grid"));
  await chooser.getByRole("button", { name: "Close" }).click();
  await expect(chooser).toHaveCount(0);
});
