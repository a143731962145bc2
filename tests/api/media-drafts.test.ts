import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "../../domain/images.ts";
import { mediaMessages } from "../../domain/media.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** Library pictures in drafts (ADR 0190): a draft save and a draft create take media ids as the update and create do. */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

type Media = { _id: string; url: string };

const api = (method: "GET" | "POST", url: string, payload?: FormData | object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner, payload });

async function upload(width = 320): Promise<Media> {
  const res = await api("POST", "/media", multipart({}, { file: await pngImage(width, 240) }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function created(url: string, form: FormData) {
  const res = await api("POST", url, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const projectFields = (name: string, category: string) => ({
  type: "project",
  category,
  name,
  client: "A client",
  technology: "React",
  url: "https://example.com/library",
  date: "2024-03-15",
  description: "A project with library pictures.",
});

describe("library pictures in drafts", () => {
  it("names a library picture as a category's draft icon (iconId), live once published", async () => {
    const first = await upload();
    const item = await upload(330);
    const category = await created(
      "/category/create",
      multipart({ name: "Draft Icon Category", description: "d", logoId: first._id }),
    );
    const saved = await api("POST", `/category/${category._id}/draft`, multipart({ iconId: item._id }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fields.icon).toBe(item.url);
    // Still the published icon on the site until the draft is published.
    expect((await api("GET", `/category/${category._id}`)).json().data.icon).toBe(first.url);
    expect((await api("POST", `/category/${category._id}/publish`, {})).statusCode).toBe(200);
    expect((await api("GET", `/category/${category._id}`)).json().data.icon).toBe(item.url);
  });

  it("appends a library picture to a project's draft images (imageIds), after the ones it shows", async () => {
    const category = await created(
      "/category/create",
      multipart({ name: "Draft Images", description: "d" }, { logo: await pngImage() }),
    );
    const project = await created(
      "/project/create",
      multipart(projectFields("Library Draft Project", category._id), { image: await pngImage(400, 300) }),
    );
    const item = await upload(340);
    const saved = await api("POST", `/project/${project._id}/draft`, multipart({ imageIds: item._id }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fields.image).toEqual([...project.image, item.url]);
    const again = await api("POST", `/project/${project._id}/draft`, multipart({ imageIds: item._id }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(imageMessages.alreadyShown);
  });

  it("keeps library pictures with a record saved as a draft on create: the icon named, the images first and published", async () => {
    const category = await created(
      "/category/create",
      multipart({ name: "Draft Create", description: "d" }, { logo: await pngImage() }),
    );
    const icon = await upload(350);
    const service = await created(
      "/services/create",
      multipart({ draft: "true", name: "Drafted Service", iconId: icon._id }),
    );
    expect(service.draft.fields.icon).toBe(icon.url);

    const picture = await upload(360);
    const drafted = await created(
      "/project/create",
      multipart(
        { ...projectFields("Drafted Library Project", category._id), draft: "true", imageIds: picture._id },
        { image: await pngImage(410, 300) },
      ),
    );
    const published = await api("POST", `/project/${drafted.recordId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const images: string[] = published.json().data.image;
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(picture.url);
  });

  it("takes a library picture as a Site picture (imageId), live and into the pictures' draft", async () => {
    const live = await upload(380);
    const patch = (url: string, form: FormData) =>
      ctx.app.inject({ method: "PATCH", url: `/api/v1${url}`, headers: owner, payload: form });
    const saved = await patch("/site/images/organisationLogo", multipart({ imageId: live._id }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.images.organisationLogo).toBe(live.url);
    const drafted = await upload(390);
    const inDraft = await patch("/site/images/organisationLogo?draft=true", multipart({ imageId: drafted._id }));
    expect(inDraft.statusCode, inDraft.body).toBe(200);
    expect(inDraft.json().data.draft.fields.organisationLogo).toBe(drafted.url);
    expect((await api("GET", "/site")).json().data.images.organisationLogo).toBe(live.url);
  });

  it("refuses an id the library does not hold, and more pictures than the field takes", async () => {
    const category = await created(
      "/category/create",
      multipart({ name: "Refusing", description: "d" }, { logo: await pngImage() }),
    );
    const unknown = await api(
      "POST",
      `/category/${category._id}/draft`,
      multipart({ iconId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toContainEqual({ path: "iconId", message: mediaMessages.notInLibrary });
    const item = await upload(370);
    const two = await api(
      "POST",
      `/category/${category._id}/draft`,
      multipart({ iconId: item._id }, { icon: await pngImage() }),
    );
    expect(two.statusCode).toBe(400);
    const drafted = await api(
      "POST",
      "/category/create",
      multipart({ draft: "true", name: "Two", logoId: `${item._id},${item._id}` }),
    );
    expect(drafted.statusCode).toBe(400);
  });
});
