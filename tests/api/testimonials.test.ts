import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testimonialMessages } from "../../domain/testimonials.ts";
import { media } from "../../server/db/schema/content.ts";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema/webhooks.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/**
 * Testimonials (issue 70, ADR 0283): a plain kind made by the engine from its declaration, with
 * drafts, schedules, history, trash, webhooks, audit, media uses and the site area's right.
 */
const t = draftsTestApp({ ssr: "development", category: "Web" });
const { api, publicGet, get, saveDraft, schedule } = t;

const create = async (payload: object) => {
  const res = await api("POST", "/testimonials", payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const publicNames = async (query = "") =>
  (await publicGet(`/testimonials${query}`)).json().data.map((item: { name: string }) => item.name);

/** A library picture (its file need not exist: the testimonial names the item). */
const libraryItem = async (alt: string) => {
  const [item] = await t.db
    .insert(media)
    .values({ url: `/uploads/${crypto.randomUUID()}.webp`, name: "photo.webp", alt, width: 320, height: 320 })
    .returning();
  return item;
};

describe("testimonials", () => {
  it("are refused with the domain's messages: a short quote, a short name, a missing picture or project", async () => {
    const refused = [
      [{ quote: "Too short", name: "Ayesha Khan" }, testimonialMessages.quoteTooShort, "quote"],
      [{ quote: "x".repeat(601), name: "Ayesha Khan" }, testimonialMessages.quoteTooLong, "quote"],
      [{ quote: "A fine partner for our launch.", name: "A" }, testimonialMessages.nameTooShort, "name"],
      [{ name: "Ayesha Khan" }, testimonialMessages.quoteRequired, "quote"],
      [
        { quote: "A fine partner for our launch.", name: "Ayesha Khan", imageId: crypto.randomUUID() },
        testimonialMessages.imageNotFound,
        "imageId",
      ],
      [
        { quote: "A fine partner for our launch.", name: "Ayesha Khan", projectId: crypto.randomUUID() },
        testimonialMessages.projectNotFound,
        "projectId",
      ],
    ] as const;
    for (const [payload, message, field] of refused) {
      const res = await api("POST", "/testimonials", payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors?.[0]?.path ?? field).toBe(field);
    }
  });

  it("are created, listed publicly in order with their filters, changed and moved to the trash and back", async () => {
    const project = await insertPortfolioItem(t.db, t.categoryId, { name: "Bazaar app", slug: "bazaar-app" });
    const service = await insertService(t.db, t.categoryId, { name: "Mobile apps" });
    const photo = await libraryItem("Ayesha Khan smiling");
    const second = await create({ quote: "They shipped on the day they promised.", name: "Bilal Ahmed", order: 2 });
    const first = await create({
      quote: "Our sales doubled after the new app.",
      name: "Ayesha Khan",
      role: "Founder",
      company: "Bazaar",
      imageId: photo.id,
      projectId: project.id,
      order: 1,
    });
    expect(first).toMatchObject({ name: "Ayesha Khan", imageId: photo.id, projectId: project.id, isActive: true });
    expect(first).toMatchObject({ version: 1, order: 1 });
    const hidden = await create({ quote: "Not ready to be shown yet.", name: "Chand Bibi", isActive: false });

    expect(await publicNames()).toEqual(["Ayesha Khan", "Bilal Ahmed"]);
    expect(await publicNames(`?projectId=${project.id}`)).toEqual(["Ayesha Khan"]);
    expect(await publicNames(`?serviceId=${service.id}`)).toEqual(["Ayesha Khan"]);
    expect((await publicGet("/testimonials?projectId=nope")).statusCode).toBe(400);
    const listed = (await publicGet("/testimonials")).json().data[0];
    expect(Object.keys(listed).sort()).toEqual(Object.keys(first).sort());
    expect(listed).not.toHaveProperty("status");

    const all = (await api("GET", "/testimonials?all=true")).json().data;
    expect(all.map((item: { name: string }) => item.name)).toContain("Chand Bibi");
    // The back office's search looks in the name, company, role and quote; a percent sign is a letter.
    const found = async (q: string) =>
      (await api("GET", `/testimonials?all=true&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((item: { name: string }) => item.name);
    expect(await found("bazaar")).toEqual(["Ayesha Khan"]);
    expect(await found("promised")).toEqual(["Bilal Ahmed"]);
    expect(await found("founder")).toEqual(["Ayesha Khan"]);
    expect(await found("100%")).toEqual([]);
    expect((await api("GET", `/testimonials?all=true&q=${"x".repeat(201)}`)).statusCode).toBe(400);
    expect((await api("GET", `/testimonials/${hidden._id}`)).json().data).toMatchObject({
      status: "published",
      hasDraft: false,
      isActive: false,
    });

    const changed = await api("PATCH", `/testimonials/${second._id}`, { order: 0, version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: testimonialMessages.updated, data: { order: 0, version: 2 } });
    expect(await publicNames()).toEqual(["Bilal Ahmed", "Ayesha Khan"]);
    expect((await api("PATCH", `/testimonials/${second._id}`, { order: 5, version: 1 })).statusCode).toBe(409);

    // The picture's library item lists the testimonial among its uses.
    const uses = (await api("GET", `/media/${photo.id}`)).json().data.usedBy;
    expect(uses).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "testimonial", id: first._id })]));

    const removed = await api("DELETE", `/testimonials/${first._id}`);
    expect(removed.json()).toEqual({ success: true, message: testimonialMessages.deleted });
    expect((await api("GET", `/testimonials/${first._id}`)).statusCode).toBe(404);
    expect(await publicNames()).toEqual(["Bilal Ahmed"]);
    const trashed = (await api("GET", "/trash?kind=testimonial")).json().data;
    expect(trashed[0]).toMatchObject({ kind: "testimonial", _id: first._id });
    expect((await api("POST", `/trash/testimonial/${first._id}/restore`)).statusCode).toBe(200);
    expect(await publicNames()).toEqual(["Bilal Ahmed", "Ayesha Khan"]);
  });

  it("are shown on the home page, their service's page and their project's page with the picture's alt text", async () => {
    const project = await insertPortfolioItem(t.db, t.categoryId, { name: "Ledger site", slug: "ledger-site" });
    const service = await insertService(t.db, t.categoryId, { name: "Web design", slug: "web-design" });
    const logo = await libraryItem("Ledger & Co logo");
    await create({
      quote: "The new site brings us clients every week.",
      name: "Danish Iqbal",
      company: "Ledger & Co",
      imageId: logo.id,
      projectId: project.id,
    });
    const home = (await get("/")).body;
    expect(home).toContain("The new site brings us clients every week.");
    expect(home).toContain('alt="Ledger &amp; Co logo"');
    expect((await get("/projects/ledger-site")).body).toContain("The new site brings us clients every week.");
    const servicePage = (await t.followed(`/services/web/web-design`)).body;
    expect(servicePage).toContain("The new site brings us clients every week.");
    expect(service.id).toEqual(expect.any(String));
  });

  it("keep drafts, publish on schedule, restore an earlier version, and audit and announce every change", async () => {
    t.now = START;
    await t.db.insert(webhookEndpoints).values({
      url: "http://127.0.0.1:9/never",
      events: ["content.published", "content.unpublished", "content.deleted"],
      secret: "whsec_testimonials",
    });
    const made = await create({ quote: "Good work, done on time, every time.", name: "Esha Malik" });
    await saveDraft("testimonials", made._id, { quote: "Great work, done on time, every time." });
    expect((await publicGet("/testimonials")).body).not.toContain("Great work");
    const at = new Date(START + HOUR).toISOString();
    expect(await schedule("testimonials", made._id, { publishAt: at })).toMatchObject({ status: "scheduled" });
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect((await publicGet("/testimonials")).body).toContain("Great work, done on time");

    const revisions = (await api("GET", `/testimonials/${made._id}/revisions`)).json().data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await api("POST", `/testimonials/${made._id}/revisions/${revisions[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ quote: "Good work, done on time, every time.", version: 3 });

    const unpublished = await api("PATCH", `/testimonials/${made._id}`, { isActive: false });
    expect(unpublished.json().data.isActive).toBe(false);

    const entries = await t.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "testimonial"), eq(auditLog.entityId, made._id)));
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Created testimonial "Esha Malik"',
        'Restored testimonial "Esha Malik" to version 1',
        'Unpublished testimonial "Esha Malik"',
      ]),
    );
    const events = await t.db
      .select({ event: webhookDeliveries.event, data: webhookDeliveries.data })
      .from(webhookDeliveries);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "content.published", data: expect.objectContaining({ kind: "testimonial" }) }),
        expect.objectContaining({
          event: "content.unpublished",
          data: expect.objectContaining({ kind: "testimonial" }),
        }),
      ]),
    );
  });

  it("need the site area's update right", async () => {
    await createRole(t.ctx, "Site editor", { site: { update: true } });
    await createAdmin(t.ctx, "site-editor", "Site editor");
    const editor = bearer((await signIn(t.ctx, "site-editor")).token);
    await createRole(t.ctx, "Recruiter", { career: { create: true, update: true } });
    await createAdmin(t.ctx, "recruiter", "Recruiter");
    const recruiter = bearer((await signIn(t.ctx, "recruiter")).token);

    const payload = { quote: "Kind people who know their craft.", name: "Farah Naz" };
    const made = await api("POST", "/testimonials", payload, editor);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id;
    expect((await api("POST", "/testimonials", payload, recruiter)).statusCode).toBe(403);
    expect((await api("GET", `/testimonials/${id}`, undefined, recruiter)).statusCode).toBe(403);
    expect((await api("PATCH", `/testimonials/${id}`, { order: 3 }, recruiter)).statusCode).toBe(403);
    expect((await api("DELETE", `/testimonials/${id}`, undefined, recruiter)).statusCode).toBe(403);
    expect((await api("POST", `/testimonials/${id}/draft`, { order: 3 }, recruiter)).statusCode).toBe(403);
    expect((await api("PATCH", `/testimonials/${id}`, { order: 3 }, editor)).statusCode).toBe(200);
    expect((await api("DELETE", `/testimonials/${id}`, undefined, editor)).statusCode).toBe(200);
  });
});
