import { describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { draftsTestApp } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/**
 * The check before Publish (issue 52): the library pictures a record's publish would show with
 * neither alt text nor the decorative mark.
 */
const t = draftsTestApp({ ssr: "development", category: "Checked" });
const { api, saveDraft } = t;

type Media = { _id: string; url: string; version: number };
const missingAlt = async (path: string, id: string): Promise<Media[]> => {
  const res = await api("GET", `/${path}/${id}/draft/missing-alt`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const urlsOf = (items: Media[]) => items.map((item) => item.url).sort();

async function projectWithPictures(name: string) {
  const res = await api(
    "POST",
    "/project/create",
    multipart(
      {
        type: "project",
        category: t.categoryId,
        name,
        client: "Client",
        technology: "React",
        url: "https://example.com/p",
        date: "2026-10-01",
        description: "Shown on the site.",
      },
      { image: [await pngImage(300, 200), await pngImage(301, 200)] },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; image: string[] };
}

describe("pictures without alt text, asked before Publish", () => {
  it("lists the record's pictures while the draft leaves them, and the draft's once it names its own", async () => {
    const project = await projectWithPictures("Undescribed");
    await saveDraft("project", project._id, { version: 0, name: "Undescribed, renamed" });
    expect(urlsOf(await missingAlt("project", project._id))).toEqual([...project.image].sort());

    const saved = await api(
      "POST",
      `/project/${project._id}/draft`,
      multipart({ version: "1" }, { image: await pngImage(302, 200) }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const drafted: string[] = saved.json().data.fields.image;
    expect(urlsOf(await missingAlt("project", project._id))).toEqual([...drafted].sort());

    // Keeping only the new picture: the two the publish no longer shows are not asked about.
    const [added] = drafted.slice(2);
    await saveDraft("project", project._id, { version: 2, image: [added] });
    expect(urlsOf(await missingAlt("project", project._id))).toEqual([added]);
  });

  it("drops a picture once it is described or marked decorative in the library", async () => {
    const project = await projectWithPictures("Described later");
    await saveDraft("project", project._id, { version: 0, name: "Described later, draft" });
    const [first, second] = await missingAlt("project", project._id);
    if (!first || !second) throw new Error("both pictures are expected undescribed");

    const described = await api("PATCH", `/media/${first._id}`, { alt: "A harbour at dawn", version: first.version });
    expect(described.statusCode, described.body).toBe(200);
    expect(urlsOf(await missingAlt("project", project._id))).toEqual([second.url]);

    const decorative = await api("PATCH", `/media/${second._id}`, { decorative: true, version: second.version });
    expect(decorative.statusCode, decorative.body).toBe(200);
    expect(await missingAlt("project", project._id)).toEqual([]);
  });

  it("asks about a category's icon, answers nothing for a kind without pictures", async () => {
    const icon = await api(
      "POST",
      "/category/create",
      multipart({ name: "Iconic", description: "With an icon" }, { logo: await pngImage(64, 64) }),
    );
    expect(icon.statusCode, icon.body).toBe(201);
    const category = icon.json().data as { _id: string; icon: string };
    expect(urlsOf(await missingAlt("category", category._id))).toEqual([category.icon]);

    const job = await insertJob(t.db);
    expect(await missingAlt("job", job.id)).toEqual([]);
  });

  it("leaves out the author's photo of an article: the byline shows it beside the name, undescribed", async () => {
    const photo = await api("POST", "/media", multipart({}, { file: await pngImage(320, 320) }, "face.png"));
    expect(photo.statusCode, photo.body).toBe(201);
    const author = await api("POST", "/authors", { name: "Byline Only", photoId: photo.json().data._id });
    expect(author.statusCode, author.body).toBe(201);
    const article = await api("POST", "/articles", {
      title: "Signed",
      authorId: author.json().data._id,
      isActive: true,
    });
    expect(article.statusCode, article.body).toBe(201);
    const { _id } = article.json().data as { _id: string; author: { photo: string } };
    expect(article.json().data.author.photo).toBe(photo.json().data.url);
    await saveDraft("articles", _id, { version: 0, title: "Signed, edited" });
    expect(await missingAlt("articles", _id)).toEqual([]);
  });

  it("asks about a Site part's pictures: a fixed page's share picture in the draft", async () => {
    const uploaded = await api("POST", "/media", multipart({}, { file: await pngImage(120, 63) }, "share.png"));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json().data as Media;
    expect(await missingAlt("site", "seo")).toEqual([]);
    await saveDraft("site", "seo", { version: 0, pages: { about: { image: item.url } } });
    expect(urlsOf(await missingAlt("site", "seo"))).toEqual([item.url]);
  });

  it("answers 404 for an unknown record and 403 without the kind's right", async () => {
    const project = await projectWithPictures("Guarded");
    expect((await api("GET", "/project/3c9d0c1e-0000-4000-8000-000000000000/draft/missing-alt")).statusCode).toBe(404);
    expect((await api("GET", "/project/not-an-id/draft/missing-alt")).statusCode).toBe(404);
    await createRole(t.ctx, "LeadsReader", { leads: { read: true } });
    await createAdmin(t.ctx, "leads-reader", "LeadsReader");
    const outsider = bearer((await signIn(t.ctx, "leads-reader")).token);
    expect((await api("GET", `/project/${project._id}/draft/missing-alt`, undefined, outsider)).statusCode).toBe(403);
  });
});
