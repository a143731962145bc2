import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slugMessages } from "../../domain/slugs.ts";
import { translationMessages } from "../../domain/translations.ts";
import { contentTranslations } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { publishedTranslation } from "../../server/modules/translations/reads.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { insertService } from "../support/content-fixtures.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/**
 * A record's Urdu translations through the admin API (issue 74, ADR 0290): a draft per language, published
 * under a translated slug, outdated once the original changes, removed; with the record's rights.
 */
const t = draftsTestApp({ category: "Web" });
const { api, saveDraft } = t;

type Method = "GET" | "PUT" | "POST" | "DELETE";
const call = (method: Method, url: string, payload?: object, headers = t.admin) =>
  t.ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const service = async (name: string) => (await insertService(t.db, t.categoryId, { name })).id;
/** A record's Urdu status as the back office's paged list shows it. */
const listStatus = async (list: string, id: string) => {
  const res = await call("GET", `${list}?page=1&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((row: { _id: string }) => row._id === id)?.translations?.ur?.status;
};
const pageId = async () => {
  const res = await api("POST", "/pages", { title: "About us", slug: `about-us-${Date.now()}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
};
const rowOf = async (id: string) =>
  (await t.db.select().from(contentTranslations).where(eq(contentTranslations.recordId, id)))[0];

describe("a service's Urdu translation", () => {
  it("is saved as a draft, published, goes out of date when the original changes, and is removed", async () => {
    const id = await service("Web design");
    const empty = await call("GET", `/services/${id}/translations/ur`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ locale: "ur", status: "missing", published: null, draft: null, slug: null });
    expect(empty.json().original).toMatchObject({ name: "Web design", slug: expect.any(String) });

    const fields = { name: "ویب ڈیزائن", slug: "ویب-ڈیزائن", description: "ہم ویب سائٹیں بناتے ہیں" };
    const saved = await call("PUT", `/services/${id}/translations/ur`, { fields });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: "missing", published: null, draft: fields, slug: null });
    expect(await publishedTranslation(t.db, "service", id, "ur")).toBeNull();

    const published = await call("POST", `/services/${id}/translations/ur/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: "done", published: fields, draft: null, slug: fields.slug });
    expect(await publishedTranslation(t.db, "service", id, "ur")).toMatchObject({ slug: fields.slug, fields });

    expect(await listStatus("/services", id)).toBe("done");

    await saveDraft("services", id, { name: "Web design and build" });
    const publish = await api("POST", `/services/${id}/publish`);
    expect(publish.statusCode, publish.body).toBe(200);
    const outdated = await call("GET", `/services/${id}/translations/ur`);
    expect(outdated.json()).toMatchObject({ status: "outdated", published: fields });
    expect(outdated.json().original.name).toBe("Web design and build");

    expect(await listStatus("/services", id)).toBe("outdated");

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Saved a draft of the Urdu translation of service "Web design"',
        'Published the Urdu translation of service "Web design"',
      ]),
    );

    const removed = await call("DELETE", `/services/${id}/translations/ur`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect((await call("GET", `/services/${id}/translations/ur`)).json().status).toBe("missing");
    expect((await call("DELETE", `/services/${id}/translations/ur`)).statusCode).toBe(404);
  });

  it("refuses a slug another service has in Urdu (409), NFC-normalised", async () => {
    const first = await service("Apps");
    const second = await service("Mobile apps");
    const slug = "ایپس";
    await call("PUT", `/services/${first}/translations/ur`, { fields: { slug } });
    expect((await call("POST", `/services/${first}/translations/ur/publish`)).statusCode).toBe(200);
    const clash = await call("PUT", `/services/${second}/translations/ur`, { fields: { slug: slug.normalize("NFD") } });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().message).toBe(translationMessages.slugTaken);
    expect(await rowOf(second)).toBeUndefined();
  });

  it("refuses a bad body with a 400 in the contract's shape, changing nothing", async () => {
    const id = await service("Hosting");
    const refused = [
      [{ fields: { name: "x".repeat(500) } }, "name"],
      [{ fields: { slug: "Bad Slug!" } }, "slug"],
      [{ fields: { color: "#fff" } }, "color"],
      [{ fields: { seo: { title: "x".repeat(200) } } }, "seo.title"],
      [{ fields: "none" }, "fields"],
      [{}, "fields"],
    ] as const;
    for (const [body, path] of refused) {
      const res = await call("PUT", `/services/${id}/translations/ur`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().issues?.[0]?.path ?? "").toContain(path);
    }
    const reserved = await call("PUT", `/category/${t.categoryId}/translations/ur`, {
      fields: { slug: "sub-services" },
    });
    expect(reserved.statusCode, reserved.body).toBe(400);
    expect(reserved.json().message).toBe(slugMessages.reserved);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("answers 404 for an unknown record, a language not served, or the default one", async () => {
    const id = await service("Design");
    expect((await call("GET", `/services/${crypto.randomUUID()}/translations/ur`)).statusCode).toBe(404);
    expect((await call("GET", `/services/not-an-id/translations/ur`)).statusCode).toBe(404);
    expect((await call("GET", `/services/${id}/translations/en`)).statusCode).toBe(404);
    expect((await call("GET", `/services/${id}/translations/fr`)).statusCode).toBe(404);
    expect((await call("POST", `/services/${id}/translations/ur/publish`)).statusCode).toBe(400);
  });

  it("takes the record's rights: 401 signed out, 403 without its area's update", async () => {
    const id = await service("SEO");
    const url = `/services/${id}/translations/ur`;
    expect((await call("GET", url, undefined, {})).statusCode).toBe(401);
    await createRole(t.ctx, "Recruiter", { career: { create: true, update: true } });
    await createAdmin(t.ctx, "recruiter", "Recruiter");
    const recruiter = bearer((await signIn(t.ctx, "recruiter")).token);
    expect((await call("GET", url, undefined, recruiter)).statusCode).toBe(403);
    expect((await call("PUT", url, { fields: { name: "ایس ای او" } }, recruiter)).statusCode).toBe(403);
    await createRole(t.ctx, "Service editor", { services: { update: true } });
    await createAdmin(t.ctx, "service-editor", "Service editor");
    const editor = bearer((await signIn(t.ctx, "service-editor")).token);
    expect((await call("PUT", url, { fields: { name: "ایس ای او" } }, editor)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeDefined();
  });

  it("show on every kind's list as their rows' statuses, the same as the translation's own read", async () => {
    const lists = [
      ["category", t.categoryId, "/category"],
      ["pages", await pageId(), "/pages"],
    ] as const;
    for (const [path, id, list] of lists) {
      expect(await listStatus(list, id)).toBe("missing");
      const saved = await call("PUT", `/${path}/${id}/translations/ur`, { fields: { slug: "اردو-صفحہ" } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call("POST", `/${path}/${id}/translations/ur/publish`)).json().status).toBe("done");
      expect(await listStatus(list, id)).toBe("done");
    }
  });

  it("translate the site's parts as one record, each field by its part's rule", async () => {
    const fields = { "home.headline": "خوش آمدید", "about.vision": "ہمارا خواب" };
    const saved = await call("PUT", "/site/site/translations/ur", { fields });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().original["home.headline"]).toEqual(expect.any(String));
    expect((await call("POST", "/site/site/translations/ur/publish")).json().status).toBe("done");
    const tooLong = await call("PUT", "/site/site/translations/ur", { fields: { "home.headline": "x".repeat(500) } });
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    const [row] = await t.db
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, "site"), eq(contentTranslations.recordId, "site")));
    expect(row.published).toEqual(fields);
  });
});
