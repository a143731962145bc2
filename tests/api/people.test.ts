import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSON_UNMERGE_MS, personMessages } from "../../domain/people.ts";
import { enquiries, people } from "../../server/db/schema/people.ts";
import { adminUsers } from "../../server/db/schema/staff.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { repeatOfEnquiry } from "../../server/modules/people/queries.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, validContact } from "../support/public-writes.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

const from = "Ravi Digital <no-reply@example.com>";
const DAY = 24 * 60 * 60 * 1000;

describe(`people (${testDriver()})`, () => {
  let smtp: SmtpServer;
  let ctx: TestContext;
  let token: string;
  /** The app's clock: the wall clock plus what a test moves it on by. */
  let offset = 0;
  const clock = () => Date.now() + offset;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp(
      { mail: { smtpUrl: smtp.url, from }, publicWriteLimit: 1000 },
      undefined,
      "off",
      false,
      clock,
    );
    token = (await signInAsSuperAdmin(ctx)).token;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const get = (url: string, as = token) => ctx.app.inject({ method: "GET", url, headers: bearer(as) });
  const post = (url: string, payload: unknown, as = token) =>
    ctx.app.inject({ method: "POST", url, headers: bearer(as), payload: payload as Record<string, unknown> });
  const enquire = async (fields: Partial<typeof validContact>) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, ...fields },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };
  const personOf = async (enquiryId: string) => {
    const [row] = await ctx.database.db
      .select({ personId: enquiries.personId, repeatOf: repeatOfEnquiry })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId));
    return row;
  };

  it("attaches a repeat enquiry to the person, whatever the address's case and spaces or the phone's format", async () => {
    const first = await enquire({ email: "maria.khan@example.com", phone: "03001112233", fullname: "Maria Khan" });
    const shouting = await enquire({ email: "  MARIA.Khan@Example.COM ", phone: "0300 1112233" });
    const again = await enquire({ email: "maria.khan@example.com", phone: "+92 300 111-2233" });
    const person = (await personOf(first)).personId;
    expect(person).not.toBeNull();
    expect(await personOf(shouting)).toEqual({ personId: person, repeatOf: first });
    expect(await personOf(again)).toEqual({ personId: person, repeatOf: shouting });

    const [row] = await ctx.database.db
      .select()
      .from(people)
      .where(eq(people.id, person ?? ""));
    expect(row).toMatchObject({ email: "maria.khan@example.com", phone: "+923001112233", name: "Maria Khan" });

    const listed = await get(`/api/v1/contact?page=1&limit=10&q=${encodeURIComponent("maria")}`);
    const shown = listed.json().data.find((e: { _id: string }) => e._id === shouting);
    expect(shown).toMatchObject({ personId: person, repeatOf: first });
  });

  it("links applications and the newsletter subscription, and searches by name, e-mail and phone in any format", async () => {
    const job = await insertJob(ctx.database.db, { title: "Designer" });
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id, { email: "Sara.Person@example.com" }),
    });
    expect(applied.statusCode).toBe(201);
    const subscribed = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "sara.person@example.com " },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    const enquiry = await enquire({ email: "sara.person@EXAMPLE.com", phone: "0311 2223344", fullname: "Sara Ali" });
    const personId = (await personOf(enquiry)).personId;

    // The person's number is the first one they gave (the application's).
    for (const q of ["sara.person", "Sara", "0300-1234567", "+923001234567"]) {
      const res = await get(`/api/v1/people?page=1&limit=10&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.map((p: { _id: string }) => p._id),
        q,
      ).toContain(personId);
    }
    const res = await get(`/api/v1/people?page=1&limit=10&q=sara.person`);
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(res.json().data[0]).toMatchObject({
      email: "sara.person@example.com",
      enquiryCount: 1,
      applicationCount: 1,
      subscribed: true,
    });

    const applicationsListed = await get(`/api/v1/career?page=1&limit=10&q=${encodeURIComponent("sara.person")}`);
    expect(applicationsListed.json().data.map((a: { personId: string }) => a.personId)).toEqual([personId]);

    const page = await get(`/api/v1/people/${personId}`);
    expect(page.statusCode).toBe(200);
    const person = page.json().data;
    expect(person.enquiries).toHaveLength(1);
    expect(person.applications).toEqual([expect.objectContaining({ jobTitle: "Designer", stage: "new" })]);
    expect(person.subscribed).toBe(true);
    expect(person.visits).toBe(3);
    const types = person.timeline.map((entry: { type: string }) => entry.type);
    expect(types).toEqual(expect.arrayContaining(["enquiry", "application", "subscription", "visit"]));
  });

  it("marks a person's second application as repeating their first in the applications list", async () => {
    const apply = async (title: string, email: string) => {
      const job = await insertJob(ctx.database.db, { title });
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/career/create",
        payload: applicationForm(job.id, { email }),
      });
      expect(res.statusCode).toBe(201);
      return job.id;
    };
    const firstJob = await apply("Writer", "omar.repeat@example.com");
    const againJob = await apply("Editor", " Omar.Repeat@EXAMPLE.com");
    const listed = (await get(`/api/v1/career?page=1&limit=10&q=omar.repeat`)).json().data;
    const first = listed.find((a: { job: { _id: string } }) => a.job._id === firstJob);
    const again = listed.find((a: { job: { _id: string } }) => a.job._id === againJob);
    expect(again.personId).toBe(first.personId);
    expect(first.repeatOf).toBeNull();
    expect(again.repeatOf).toBe(first._id);
  });

  it("shows stage changes, notes and where a submission came from on the timeline, newest first", async () => {
    const id = await ctx.app
      .inject({
        method: "POST",
        url: "/api/v1/contact/create",
        payload: {
          ...validContact,
          email: "timeline@example.com",
          phone: "03214445566",
          utmSource: "google",
          utmMedium: "cpc",
          landingPage: "/services",
        },
      })
      .then((res) => res.json().data._id as string);
    const session = await signInAsSuperAdmin(ctx);
    const staged = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${id}`,
      headers: bearer(session.token),
      payload: { stage: "contacted", ownerId: session.userId },
    });
    expect(staged.statusCode).toBe(200);
    expect((await post(`/api/v1/contact/${id}/notes`, { text: "Called her back" })).statusCode).toBe(201);
    const followUp = await post(`/api/v1/contact/${id}/follow-ups`, {
      dueAt: "2030-01-02T09:00:00.000Z",
      task: "Send the estimate",
      ownerId: session.userId,
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    const done = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/follow-ups/${followUp.json().data._id}`,
      headers: bearer(session.token),
      payload: { done: true },
    });
    expect(done.statusCode, done.body).toBe(200);

    const personId = (await personOf(id)).personId;
    const { data } = (await get(`/api/v1/people/${personId}`)).json();
    expect(data.owner).toEqual({ _id: session.userId, username: TEST_ADMIN.username });
    const timeline: { at: string; type: string; actor: string | null; summary: string }[] = data.timeline;
    expect(timeline.map((entry) => entry.at)).toEqual([...timeline.map((entry) => entry.at)].sort().reverse());
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "enquiry",
          actor: null,
          summary: expect.stringContaining(validContact.message),
        }),
        expect.objectContaining({ type: "source", summary: expect.stringContaining("campaign google / cpc") }),
        expect.objectContaining({
          type: "stageChange",
          actor: TEST_ADMIN.username,
          summary: expect.stringContaining("stage new → contacted"),
        }),
        expect.objectContaining({ type: "note", actor: TEST_ADMIN.username, summary: "Note: Called her back" }),
        expect.objectContaining({
          type: "followUp",
          actor: TEST_ADMIN.username,
          summary: "Follow-up due 2 Jan 2030, 14:00: Send the estimate",
        }),
        expect.objectContaining({ type: "followUp", summary: "Follow-up done: Send the estimate" }),
      ]),
    );
  });

  it("tells the owner of the earlier lead when their person writes again", async () => {
    const member = await createAdmin(ctx, "owner-of-lead", "Member");
    const first = await enquire({ email: "returning@example.com", phone: "03335556677", fullname: "Returning Rabia" });
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: `/api/v1/contact/update/${first}`,
          headers: bearer(token),
          payload: { ownerId: member.id },
        })
      ).statusCode,
    ).toBe(200);
    await ctx.app.mail.settled();
    const since = smtp.received.length;
    const repeat = await enquire({
      email: "RETURNING@example.com",
      phone: "0333 5556677",
      fullname: "Returning Rabia",
    });
    await ctx.app.mail.settled();
    const told = smtp.received.slice(since).filter((m) => m.to.includes("owner-of-lead@example.com"));
    expect(told).toHaveLength(1);
    expect(told[0].mail.subject).toBe("A lead of yours wrote again");
    expect(told[0].mail.text).toContain(`http://localhost:3000/admin/enquiries?id=${repeat}`);
    expect(told[0].mail.text).toContain(`http://localhost:3000/admin/enquiries?id=${first}`);
  });

  it("tells an owner who hears of every lead once, in the repeat's words", async () => {
    const session = await signInAsSuperAdmin(ctx);
    const first = await enquire({ email: "twice@example.com", phone: "03347778899", fullname: "Twice Told" });
    const assigned = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${first}`,
      headers: bearer(session.token),
      payload: { ownerId: session.userId },
    });
    expect(assigned.statusCode).toBe(200);
    await ctx.app.mail.settled();
    const since = smtp.received.length;
    await enquire({ email: "twice@example.com", phone: "03347778899", fullname: "Twice Told" });
    await ctx.app.mail.settled();
    const toOwner = smtp.received.slice(since).filter((m) => m.to.includes(`${TEST_ADMIN.username}@example.com`));
    expect(toOwner.map((m) => m.mail.subject)).toEqual(["A lead of yours wrote again"]);
  });

  it("merges two people (audited) and undoes it within 30 days, not after, by the app's clock", async () => {
    const a = await enquire({ email: "merge.a@example.com", phone: "03451112233", fullname: "Merge A" });
    const b = await enquire({ email: "merge.b@example.com", phone: "03459998877", fullname: "Merge B" });
    const personA = (await personOf(a)).personId ?? "";
    const personB = (await personOf(b)).personId ?? "";
    expect(personA).not.toBe(personB);

    expect((await post(`/api/v1/people/${personA}/merge`, { otherId: personA })).statusCode).toBe(400);
    const merged = await post(`/api/v1/people/${personA}/merge`, { otherId: personB });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().message).toBe(personMessages.merged);
    const page = (await get(`/api/v1/people/${personA}`)).json().data;
    expect(page.enquiries.map((e: { _id: string }) => e._id).sort()).toEqual([a, b].sort());
    expect(page.merged).toEqual([expect.objectContaining({ _id: personB, email: "merge.b@example.com" })]);
    expect(page.timeline).toEqual(expect.arrayContaining([expect.objectContaining({ type: "merge" })]));
    // The merged-away person answers as the survivor, and their address reaches it.
    expect((await get(`/api/v1/people/${personB}`)).json().data._id).toBe(personA);
    const later = await enquire({ email: "Merge.B@example.com", phone: "03459998877" });
    expect((await personOf(later)).personId).toBe(personA);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "person"));
    expect(entries.map((entry) => entry.action)).toContain("merge");

    const undone = await post(`/api/v1/people/${personA}/unmerge`, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({ otherId: personB });
    expect((await personOf(b)).personId).toBe(personB);
    expect((await personOf(a)).personId).toBe(personA);
    expect((await get(`/api/v1/people/${personB}`)).json().data._id).toBe(personB);
    expect((await post(`/api/v1/people/${personA}/unmerge`, {})).statusCode).toBe(404);

    // Merged again; 30 days on, the undo is refused.
    expect((await post(`/api/v1/people/${personA}/merge`, { otherId: personB })).statusCode).toBe(200);
    offset = PERSON_UNMERGE_MS + DAY;
    try {
      const tooLate = await post(`/api/v1/people/${personA}/unmerge`, { otherId: personB });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe(personMessages.unmergeExpired);
      expect((await get(`/api/v1/people/${personA}`)).json().data.merged).toEqual([]);
    } finally {
      offset = 0;
    }
  });

  it("sends a reply over SMTP from the agency's address under the sender's name, and records it", async () => {
    const enquiry = await enquire({ email: "reply.me@example.com", phone: "03006667788", fullname: "Hina Reply" });
    const personId = (await personOf(enquiry)).personId;
    await ctx.app.mail.settled();
    const since = smtp.received.length;
    const sent = await post(`/api/v1/people/${personId}/email`, {
      subject: "About your website, {name}",
      body: "Dear {name},\n\nThank you for writing.\n\n{sender}",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.subject).toBe("About your website, Hina Reply");
    await ctx.app.mail.settled();
    const delivered = smtp.received.slice(since);
    expect(delivered).toHaveLength(1);
    const [admin] = await ctx.database.db
      .select({ fullName: adminUsers.fullName })
      .from(adminUsers)
      .where(eq(adminUsers.username, TEST_ADMIN.username));
    expect(delivered[0].to).toEqual(["reply.me@example.com"]);
    expect(delivered[0].mail.from?.value[0]).toEqual({
      name: `${admin.fullName} (Ravi Digital)`,
      address: "no-reply@example.com",
    });
    expect(delivered[0].mail.text).toContain("Dear Hina Reply,");
    expect(delivered[0].mail.text).toContain(admin.fullName);

    const { data } = (await get(`/api/v1/people/${personId}`)).json();
    // One entry per e-mail: its audit entry is not shown again.
    expect(data.timeline.filter((entry: { at: string }) => entry.at === data.timeline[0].at)).toHaveLength(1);
    expect(data.timeline[0]).toMatchObject({
      type: "email",
      actor: admin.fullName,
      summary: 'E-mail "About your website, Hina Reply" sent to reply.me@example.com',
    });

    const empty = await post(`/api/v1/people/${personId}/email`, { subject: "", body: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((e: { path: string }) => e.path)).toEqual(["subject", "body"]);
  });

  it("fills a reply template staff edited in, and keeps template names unique", async () => {
    const created = await post("/api/v1/reply-templates", {
      name: "First reply",
      subject: "Your enquiry, {name}",
      body: "Hello {name},\n\nWe will call you on {phone}.\n\n{sender}",
    });
    expect(created.statusCode).toBe(201);
    const templateId = created.json().data._id;
    expect((await post("/api/v1/reply-templates", { name: "FIRST reply", subject: "x", body: "y" })).statusCode).toBe(
      409,
    );
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/v1/reply-templates/${templateId}`,
      headers: bearer(token),
      payload: { name: "First reply", subject: "About your enquiry, {name}", body: "Hello {name}, on {phone}." },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get("/api/v1/reply-templates")).json().data.map((t: { name: string }) => t.name)).toContain(
      "First reply",
    );

    const enquiry = await enquire({ email: "templated@example.com", phone: "0301 2345678", fullname: "Zara T" });
    const personId = (await personOf(enquiry)).personId;
    await ctx.app.mail.settled();
    const since = smtp.received.length;
    const sent = await post(`/api/v1/people/${personId}/email`, { templateId });
    expect(sent.statusCode).toBe(201);
    await ctx.app.mail.settled();
    const [mail] = smtp.received.slice(since);
    expect(mail.mail.subject).toBe("About your enquiry, Zara T");
    expect(mail.mail.text?.trim()).toBe("Hello Zara T, on +923012345678.");

    const unknown = await post(`/api/v1/people/${personId}/email`, { templateId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: "templateId", message: personMessages.templateNotFound }]);
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/reply-templates/${templateId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it("refuses people to a role without the leads area's read right, and merges and replies without its update right", async () => {
    await createRole(ctx, "No leads", { category: { update: true } });
    await createRole(ctx, "Leads reader", { leads: { read: true } });
    await createAdmin(ctx, "no-leads", "No leads");
    await createAdmin(ctx, "leads-reader", "Leads reader");
    const outsider = (await signIn(ctx, "no-leads")).token;
    const reader = (await signIn(ctx, "leads-reader")).token;
    const enquiry = await enquire({ email: "private@example.com", phone: "03007778899" });
    const personId = (await personOf(enquiry)).personId;

    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/people" })).statusCode).toBe(401);
    for (const url of ["/api/v1/people?page=1&limit=10", `/api/v1/people/${personId}`]) {
      const res = await get(url, outsider);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("You do not have permission to read leads");
    }
    expect((await get(`/api/v1/people/${personId}`, reader)).statusCode).toBe(200);
    expect((await get("/api/v1/reply-templates", outsider)).statusCode).toBe(403);
    expect((await get("/api/v1/reply-templates", reader)).statusCode).toBe(200);
    for (const [url, body] of [
      [`/api/v1/people/${personId}/merge`, { otherId: personId }],
      [`/api/v1/people/${personId}/unmerge`, {}],
      [`/api/v1/people/${personId}/email`, { subject: "Hi", body: "Hello" }],
      ["/api/v1/reply-templates", { name: "Mine", subject: "Hi", body: "Hello" }],
    ] as const) {
      const res = await post(url, body, reader);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("You do not have permission to update leads");
    }
    expect((await get("/api/v1/people/not-a-uuid")).statusCode).toBe(404);
  });
});
