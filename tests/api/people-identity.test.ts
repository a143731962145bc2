import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualLeadMessages } from "../../domain/manual-leads.ts";
import { identityMessages } from "../../domain/person-identity.ts";
import { enquiries, people } from "../../server/db/schema/people.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, validContact } from "../support/public-writes.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

type Person = {
  _id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string;
  notes: string;
  emails: { value: string; source: string }[];
  phones: { value: string; source: string }[];
  possibleDuplicates: { _id: string; name: string; reason: string }[];
  enquiries: { _id: string }[];
  applications: { _id: string }[];
  timeline: { type: string; summary: string; actor: string | null }[];
};

describe(`who a person is (${testDriver()})`, () => {
  let smtp: SmtpServer;
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      mail: { smtpUrl: smtp.url, from: "Ravi Digital <hello@ravidigital.pk>" },
      publicWriteLimit: 1000,
    });
    token = (await signInAsSuperAdmin(ctx)).token;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, as = token) =>
    ctx.app.inject({ method, url, headers: bearer(as), payload: payload as Record<string, unknown> });
  const enquire = async (fields: Partial<typeof validContact>) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const personOf = async (enquiryId: string) => {
    const [row] = await ctx.database.db
      .select({ personId: enquiries.personId })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId));
    return row.personId ?? "";
  };
  const person = async (id: string): Promise<Person> => {
    const res = await call("GET", `/api/v1/people/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const search = async (url: string, q: string) =>
    (await call("GET", `${url}?page=1&limit=50&q=${encodeURIComponent(q)}`))
      .json()
      .data.map((row: { _id: string }) => row._id);
  const entriesOf = async (entity: "person" | "enquiry", entityId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  it("makes two people of two addresses sharing a phone, each suggested as the other; kept apart, never again", async () => {
    const member = await createAdmin(ctx, "ayesha-owner", "Member");
    const ayeshaLead = await enquire({ email: "ayesha.k@example.com", phone: "042-35761234", fullname: "Ayesha Khan" });
    const assigned = await call("PATCH", `/api/v1/contact/update/${ayeshaLead}`, { ownerId: member.id });
    expect(assigned.statusCode).toBe(200);
    await ctx.app.mail.settled();
    const since = smtp.received.length;
    // Hamza writes from his own address on the office phone, spelled otherwise.
    const hamzaLead = await enquire({
      email: "hamza.m@example.com",
      phone: "+92 42 3576 1234",
      fullname: "Hamza Malik",
    });
    await ctx.app.mail.settled();

    const ayesha = await personOf(ayeshaLead);
    const hamza = await personOf(hamzaLead);
    expect(hamza).not.toBe(ayesha);
    // Nobody is told that "a lead of theirs wrote again".
    const told = smtp.received.slice(since).filter((m) => m.to.includes("ayesha-owner@example.com"));
    expect(told.map((m) => m.mail.subject)).not.toContain("A lead of yours wrote again");

    const ayeshaPage = await person(ayesha);
    expect(ayeshaPage.enquiries.map((e) => e._id)).toEqual([ayeshaLead]);
    expect(ayeshaPage.emails).toEqual([{ value: "ayesha.k@example.com", source: "enquiry" }]);
    expect(ayeshaPage.phones).toEqual([{ value: "+924235761234", source: "enquiry" }]);
    expect(ayeshaPage.possibleDuplicates).toEqual([
      { _id: hamza, name: "Hamza Malik", email: "hamza.m@example.com", reason: "phone" },
    ]);
    expect((await person(hamza)).possibleDuplicates).toEqual([
      { _id: ayesha, name: "Ayesha Khan", email: "ayesha.k@example.com", reason: "phone" },
    ]);

    // The same name of two words is suggested too, letter case ignored.
    const namesake = await personOf(
      await enquire({ email: "other.ayesha@example.com", phone: "03217654321", fullname: "ayesha  khan" }),
    );
    expect((await person(ayesha)).possibleDuplicates).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: namesake, reason: "name" })]),
    );

    const refused = await call("POST", `/api/v1/people/${ayesha}/keep-apart`, { otherId: ayesha });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "otherId", message: identityMessages.keepApartSelf }]);
    const kept = await call("POST", `/api/v1/people/${hamza}/keep-apart`, { otherId: ayesha });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe(identityMessages.keptApart);
    expect((await person(ayesha)).possibleDuplicates.map((d) => d._id)).toEqual([namesake]);
    expect((await person(hamza)).possibleDuplicates).toEqual([]);
    expect((await entriesOf("person", hamza)).map((entry) => entry.action)).toContain("keepApart");
    // Kept apart, they can still be merged: staff changed their mind.
    expect((await call("POST", `/api/v1/people/${ayesha}/merge`, { otherId: namesake })).statusCode).toBe(200);
  });

  it("splits off the leads a merge brought and the person stands again; a split of a lead of one's own makes a new person", async () => {
    const aLead = await enquire({ email: "round.a@example.com", phone: "03331110000", fullname: "Round Trip A" });
    const bLead = await enquire({ email: "round.b@example.com", phone: "03332220000", fullname: "Round Trip B" });
    const bLater = await enquire({ email: "round.b@example.com", phone: "03332220000", fullname: "Round Trip B" });
    const a = await personOf(aLead);
    const b = await personOf(bLead);
    const before = { a: await person(a), b: await person(b) };
    expect((await call("POST", `/api/v1/people/${a}/merge`, { otherId: b })).statusCode).toBe(200);
    const merged = await person(a);
    expect(merged.enquiries.map((e) => e._id).sort()).toEqual([aLead, bLead, bLater].sort());
    expect(merged.emails.map((e) => e.value).sort()).toEqual(["round.a@example.com", "round.b@example.com"]);

    // Leads of one address stay together; one lead must stay; only this person's leads.
    const half = await call("POST", `/api/v1/people/${a}/split`, { leadIds: [bLead] });
    expect(half.statusCode).toBe(400);
    expect(half.json().issues).toEqual([
      { path: "leadIds", message: identityMessages.addressOnStayingLead("round.b@example.com") },
    ]);
    const all = await call("POST", `/api/v1/people/${a}/split`, { leadIds: [aLead, bLead, bLater] });
    expect(all.json().issues).toEqual([{ path: "leadIds", message: identityMessages.leadMustStay }]);
    const stranger = await call("POST", `/api/v1/people/${a}/split`, { leadIds: [crypto.randomUUID()] });
    expect(stranger.json().issues).toEqual([{ path: "leadIds", message: identityMessages.leadNotOfPerson }]);
    expect((await call("POST", `/api/v1/people/${a}/split`, { leadIds: [] })).statusCode).toBe(400);

    const split = await call("POST", `/api/v1/people/${a}/split`, { leadIds: [bLead, bLater] });
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().message).toBe(identityMessages.split);
    // The person merged in stands again, as they were.
    expect(split.json().data._id).toBe(b);
    const after = { a: await person(a), b: await person(b) };
    for (const key of ["a", "b"] as const) {
      expect(after[key].enquiries.map((e) => e._id).sort()).toEqual(before[key].enquiries.map((e) => e._id).sort());
      expect(after[key].emails).toEqual(before[key].emails);
      expect(after[key].phones).toEqual(before[key].phones);
      expect(after[key]).toMatchObject({ email: before[key].email, phone: before[key].phone, name: before[key].name });
    }
    expect(await personOf(await enquire({ email: "ROUND.B@example.com", phone: "03332220000" }))).toBe(b);
    // Told apart once, never suggested again; the merge is no longer undoable.
    expect(after.a.possibleDuplicates.map((d) => d._id)).not.toContain(b);
    expect((await call("POST", `/api/v1/people/${a}/unmerge`, {})).statusCode).toBe(404);
    const split0 = (await entriesOf("person", a)).find((entry) => entry.action === "split");
    expect(split0?.after).toMatchObject({ personId: b, enquiries: 2, applications: 0, mergeUndone: true });

    // A person's own second address (Hamza's enquiry on Ayesha's person, as before) goes to a new person.
    const job = await insertJob(ctx.database.db, { title: "Split tester" });
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id, { email: "round.a@example.com" }),
    });
    expect(applied.statusCode).toBe(201);
    const own = await call("POST", `/api/v1/people/${a}/split`, { leadIds: [aLead] });
    // round.a@ also wrote the application, which stays: refused.
    expect(own.statusCode).toBe(400);
  });

  it("erasing one person leaves the other's leads with their person, findable under People", async () => {
    const ayeshaLead = await enquire({
      email: "erase.ayesha@example.com",
      phone: "042-35769999",
      fullname: "Erase Ayesha",
    });
    const hamzaLead = await enquire({
      email: "erase.hamza@example.com",
      phone: "042-35769999",
      fullname: "Erase Hamza",
    });
    const kamranLead = await enquire({
      email: "erase.kamran@example.com",
      phone: "03007770001",
      fullname: "Erase Kamran",
    });
    const sanaLead = await enquire({ email: "erase.sana@example.com", phone: "03007770002", fullname: "Erase Sana" });
    const kamran = await personOf(kamranLead);
    expect(
      (await call("POST", `/api/v1/people/${kamran}/merge`, { otherId: await personOf(sanaLead) })).statusCode,
    ).toBe(200);
    const hamza = await personOf(hamzaLead);

    for (const email of ["erase.ayesha@example.com", "erase.kamran@example.com"]) {
      const erased = await call("POST", "/api/v1/privacy/erase", { email });
      expect(erased.statusCode, erased.body).toBe(200);
    }
    expect(await personOf(hamzaLead)).toBe(hamza);
    expect(await search("/api/v1/people", "erase.hamza")).toEqual([hamza]);
    expect(await search("/api/v1/people", "Erase Hamza")).toEqual([hamza]);
    const [gone] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, ayeshaLead));
    expect(gone).toBeUndefined();

    // Kamran, who had Sana merged in, keeps her lead; nothing of his address or name remains on him.
    expect(await personOf(sanaLead)).toBe(kamran);
    const kept = await person(kamran);
    expect(kept).toMatchObject({ email: "erase.sana@example.com", name: "Erase Sana" });
    expect(kept.emails.map((e) => e.value)).toEqual(["erase.sana@example.com"]);
    expect(await search("/api/v1/people", "erase.sana")).toEqual([kamran]);
    expect(await search("/api/v1/people", "erase.kamran")).toEqual([]);
    expect(JSON.stringify(kept)).not.toContain("Erase Kamran");
  });

  it("edits a person: name, company, notes, and every address and number, kept with where they came from", async () => {
    const lead = await enquire({ email: "edit.me@example.com", phone: "03451234567", fullname: "Edit Me" });
    const id = await personOf(lead);
    await enquire({ email: "someone.else@example.com", phone: "03450000000", fullname: "Someone Else" });

    const taken = await call("PATCH", `/api/v1/people/${id}`, {
      emails: ["edit.me@example.com", "someone.else@example.com"],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toEqual([
      { path: "emails.1", message: identityMessages.emailTaken("someone.else@example.com") },
    ]);
    const inUse = await call("PATCH", `/api/v1/people/${id}`, { emails: ["edit.new@example.com"] });
    expect(inUse.json().issues).toEqual([
      { path: "emails", message: identityMessages.emailInUse("edit.me@example.com") },
    ]);
    const badPhone = await call("PATCH", `/api/v1/people/${id}`, { phones: ["12"] });
    expect(badPhone.json().issues).toEqual([{ path: "phones.0", message: identityMessages.phoneInvalid }]);
    expect((await call("PATCH", `/api/v1/people/${id}`, {})).statusCode).toBe(400);

    const saved = await call("PATCH", `/api/v1/people/${id}`, {
      name: "Edith Mehmood",
      company: "Mehmood Textiles",
      notes: "Prefers calls after 4 pm.\nAsk about the second store.",
      emails: ["Edith@Mehmood.example.com", "edit.me@example.com"],
      // The UK number she asked to be called on, then her own.
      phones: ["+44 20 7946 0958", "0345-1234567"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(identityMessages.saved);
    const page: Person = saved.json().data;
    expect(page).toMatchObject({
      name: "Edith Mehmood",
      company: "Mehmood Textiles",
      notes: "Prefers calls after 4 pm.\nAsk about the second store.",
      email: "edith@mehmood.example.com",
      phone: "+442079460958",
    });
    expect(page.emails).toEqual([
      { value: "edith@mehmood.example.com", source: "staff" },
      { value: "edit.me@example.com", source: "enquiry" },
    ]);
    expect(page.phones).toEqual([
      { value: "+442079460958", source: "staff" },
      { value: "+923451234567", source: "enquiry" },
    ]);
    // Found by any of them, in any spelling; the new address finds her for her next enquiry.
    for (const q of ["020 7946 0958", "+44 20 7946 0958", "edith@mehmood", "Edith Mehmood"])
      expect(await search("/api/v1/people", q), q).toEqual([id]);
    expect(await personOf(await enquire({ email: "edith@mehmood.example.com", fullname: "Edith M" }))).toBe(id);
    const entries = await entriesOf("person", id);
    expect(entries.find((entry) => entry.action === "update")?.summary).toBe(
      "Changed a person: e-mail addresses, phone numbers, name, company, notes",
    );
    expect(JSON.stringify(entries)).not.toContain("Prefers calls");
  });

  it("adds a lead from a phone call for a new person, and one for someone already known, each with its source", async () => {
    const refused = await call("POST", "/api/v1/leads", { name: "", source: "fax" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["name", "source"]);
    expect((await call("POST", "/api/v1/leads", { name: "Bad", source: "other", phone: "12" })).json().issues).toEqual([
      { path: "phone", message: identityMessages.phoneInvalid },
    ]);

    const added = await call("POST", "/api/v1/leads", {
      name: "Imran Caller",
      phone: "0300-9876543",
      email: "",
      source: "phone call",
      note: "Called about a mobile app for his pharmacy chain.",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(manualLeadMessages.added);
    const { enquiryId, personId } = added.json().data;
    const listed = await call("GET", `/api/v1/contact?page=1&limit=10&q=${encodeURIComponent("0300-9876543")}`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: enquiryId,
        personId,
        fullname: "Imran Caller",
        phone: "+923009876543",
        email: "",
        source: "phone call",
        message: "Called about a mobile app for his pharmacy chain.",
        owner: expect.objectContaining({ username: "admin" }),
        repeatOf: null,
      }),
    ]);
    const imran = await person(personId);
    expect(imran.phones).toEqual([{ value: "+923009876543", source: "lead" }]);
    expect(imran.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "enquiry",
          summary: expect.stringContaining("Enquiry (phone call): Called about"),
        }),
      ]),
    );
    expect((await entriesOf("enquiry", enquiryId)).map((entry) => entry.summary)).toEqual([
      "Added an enquiry by hand (Phone call)",
    ]);

    // Someone already known by their address gets the lead, whoever typed the address.
    const knownLead = await enquire({ email: "walk.in@example.com", phone: "03111234567", fullname: "Walk In" });
    const known = await personOf(knownLead);
    const walkIn = await call("POST", "/api/v1/leads", {
      name: "Walk In",
      email: "WALK.IN@example.com",
      source: "walk-in",
    });
    expect(walkIn.json().data.personId).toBe(known);
    const forPerson = await call("POST", "/api/v1/leads", {
      personId: known,
      name: "Walk In",
      source: "whatsapp",
      phone: "+44 7911 123456",
    });
    expect(forPerson.statusCode).toBe(201);
    const page = await person(known);
    expect(page.enquiries).toHaveLength(3);
    expect(page.phones.map((p) => p.value)).toEqual(["+923111234567", "+447911123456"]);
    const [repeat] = (await call("GET", `/api/v1/contact?page=1&limit=10&q=walk.in`)).json().data;
    expect(repeat).toMatchObject({ source: "walk-in", email: "walk.in@example.com", repeatOf: knownLead });
    // An address of someone else, or a person nobody has, is refused.
    const other = await call("POST", "/api/v1/leads", {
      personId: known,
      name: "Walk In",
      source: "event",
      email: "imran.other@example.com",
    });
    expect(other.statusCode).toBe(201);
    const clash = await call("POST", "/api/v1/leads", {
      personId,
      name: "Imran",
      source: "event",
      email: "walk.in@example.com",
    });
    expect(clash.json().issues).toEqual([{ path: "email", message: manualLeadMessages.emailOfOther }]);
    const nobody = await call("POST", "/api/v1/leads", { personId: crypto.randomUUID(), name: "X", source: "other" });
    expect(nobody.json().issues).toEqual([{ path: "personId", message: manualLeadMessages.personNotFound }]);

    // The leads area's update right is needed.
    await createRole(ctx, "Lead readers", { leads: { read: true } });
    await createAdmin(ctx, "lead-reader", "Lead readers");
    const reader = (await signIn(ctx, "lead-reader")).token;
    const forbidden = await call("POST", "/api/v1/leads", { name: "X", source: "other" }, reader);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You do not have permission to update leads");
    for (const [method, url, body] of [
      ["PATCH", `/api/v1/people/${known}`, { name: "X" }],
      ["POST", `/api/v1/people/${known}/keep-apart`, { otherId: personId }],
      ["POST", `/api/v1/people/${known}/split`, { leadIds: [knownLead] }],
      ["POST", `/api/v1/people/${known}/activities`, { kind: "call", note: "x" }],
    ] as const)
      expect((await call(method, url, body, reader)).statusCode, url).toBe(403);
  });

  it("finds enquiries and applications by any spelling of a phone number", async () => {
    const enquiry = await enquire({
      email: "spelling@example.com",
      phone: "+92 300 1234567",
      fullname: "Spelling Test",
    });
    const job = await insertJob(ctx.database.db, { title: "Spelling job" });
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id, { email: "spelling.applicant@example.com" }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [application] = await search("/api/v1/career", "spelling.applicant");
    for (const q of ["0300-1234567", "03001234567", "+92 300 1234567", "0092 300 1234567", "300 1234567"]) {
      expect(await search("/api/v1/contact", q), q).toContain(enquiry);
      expect(await search("/api/v1/career", q), q).toContain(application);
    }
    expect(await search("/api/v1/contact", "0300-7654321")).not.toContain(enquiry);
  });

  it("logs a call and a meeting on the person's timeline", async () => {
    const id = await personOf(await enquire({ email: "log.me@example.com", phone: "03219998877", fullname: "Log Me" }));
    const future = await call("POST", `/api/v1/people/${id}/activities`, {
      kind: "meeting",
      note: "Lunch",
      at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(future.json().issues).toEqual([
      { path: "at", message: "A call or meeting can only be logged once it has happened" },
    ]);
    expect((await call("POST", `/api/v1/people/${id}/activities`, { kind: "visit", note: "x" })).statusCode).toBe(400);
    const called = await call("POST", `/api/v1/people/${id}/activities`, {
      kind: "call",
      note: "Wants a quote by Friday.",
    });
    expect(called.statusCode, called.body).toBe(201);
    const met = await call("POST", `/api/v1/people/${id}/activities`, {
      kind: "meeting",
      note: "Showed the clinic demo at their office.",
      at: "2026-01-05T10:00:00+05:00",
    });
    expect(met.statusCode).toBe(201);
    const { timeline } = await person(id);
    const [admin] = await ctx.database.db.select().from(people).where(eq(people.id, id));
    expect(admin).toBeDefined();
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "call", summary: "Call: Wants a quote by Friday.", actor: expect.any(String) }),
        expect.objectContaining({
          type: "meeting",
          at: "2026-01-05T05:00:00.000Z",
          summary: "Meeting: Showed the clinic demo at their office.",
        }),
      ]),
    );
  });
});
