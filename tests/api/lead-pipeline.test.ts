import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, leadNotes } from "../../server/db/schema/people.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

let ctx: TestContext;
let root: Record<string, string>;
let member: Record<string, string>;
let recruiter: Record<string, string>;
let rootId: string;
let memberId: string;
let recruiterId: string;
let jobId: string;
/** What the public page cache heard: a lead change must tell it nothing. */
const contentChanges: string[][] = [];

type Headers = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, headers: Headers = root) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function enquire(fullname: string, email = `${fullname.toLowerCase().replace(/\W+/g, ".")}@example.com`) {
  const res = await call("POST", "/contact/create", { ...validContact, fullname, email }, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function apply(firstName: string, job = jobId) {
  const form = new FormData();
  const fields = {
    firstName,
    lastName: "Applicant",
    yourEmail: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: "03001234567",
    city: "Lahore",
    address: "Gulberg",
    state: "Punjab",
    postalCode: "54000",
    jobId: job,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("resume", new Blob(["resume bytes"], { type: "application/pdf" }), "cv.pdf");
  const res = await ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form });
  expect(res.statusCode, res.body).toBe(201);
  const list = (await call("GET", "/career")).json().data as { _id: string; firstName: string }[];
  const found = list.find((application) => application.firstName === firstName);
  if (!found) throw new Error(`no application of ${firstName}`);
  return found._id;
}

const enquiryOf = async (id: string) =>
  (await call("GET", "/contact")).json().data.find((enquiry: { _id: string }) => enquiry._id === id);
const applicationOf = async (id: string) =>
  (await call("GET", "/career")).json().data.find((application: { _id: string }) => application._id === id);

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  ctx.app.publicContent.onChange((kinds) => {
    contentChanges.push([...kinds]);
  });
  const superAdmin = await signInAsSuperAdmin(ctx);
  root = bearer(superAdmin.token);
  rootId = superAdmin.userId;
  memberId = (await createAdmin(ctx, "pipeline-member", "Member")).id;
  member = bearer((await signIn(ctx, "pipeline-member")).token);
  // Moving applications along is the applications area's update right (ADR 0136).
  await createRole(ctx, "Recruiter", { career: { update: true }, applications: { read: true, update: true } });
  recruiterId = (await createAdmin(ctx, "pipeline-recruiter", "Recruiter")).id;
  recruiter = bearer((await signIn(ctx, "pipeline-recruiter")).token);
  jobId = (await insertJob(ctx.database.db, { title: "Pipeline Designer" })).id;
});
afterAll(() => ctx.close());

describe(`enquiries in the pipeline on ${testDriver()}`, () => {
  it("start new and pending, owned by nobody, without notes", async () => {
    const id = await enquire("Fresh Lead");
    expect(await enquiryOf(id)).toMatchObject({ stage: "new", status: "pending", owner: null, notes: [] });
  });

  it("keep status and stage in step whichever is sent", async () => {
    const id = await enquire("Invariant Lead");
    const patch = (body: unknown) => call("PATCH", `/contact/update/${id}`, body, member);
    const expectState = async (body: unknown, stage: string, status: string) => {
      const res = await patch(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: "Enquiry updated successfully!",
        data: { stage, status },
      });
      expect(await enquiryOf(id)).toMatchObject({ stage, status });
    };
    await expectState({ stage: "contacted" }, "contacted", "pending");
    await expectState({ stage: "qualified" }, "qualified", "pending");
    await expectState({ stage: "lost", lostReason: "No budget" }, "lost", "completed");
    // The older call: a status the enquiry already has moves nothing; another one moves the stage.
    await expectState({ status: "completed" }, "lost", "completed");
    await expectState({ status: "pending" }, "new", "pending");
    await expectState({ status: "pending" }, "new", "pending");
    await expectState({ stage: "contacted" }, "contacted", "pending");
    await expectState({ status: "completed" }, "won", "completed");
    await expectState({ stage: "won", status: "completed" }, "won", "completed");

    const mismatch = await patch({ stage: "qualified", status: "completed" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([
      { path: "status", message: "Status must be completed exactly when the stage is won or lost" },
    ]);
    const badStage = await patch({ stage: "archived" });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toBe("Stage must be one of new, contacted, qualified, won, lost");
    const badStatus = await patch({ status: "archived" });
    expect(badStatus.json().message).toBe("Status must be pending or completed");
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("Send a stage, an owner, a status or deal details to change");
    expect(await enquiryOf(id)).toMatchObject({ stage: "won", status: "completed" });
  });

  it("hold the rule in the database too: the status is derived, a stage must be known", async () => {
    const id = await enquire("Database Lead");
    const db = ctx.database.db;
    await db.update(enquiries).set({ stage: "lost" }).where(eq(enquiries.id, id));
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ stage: "lost", status: "completed" });
    await expect(db.execute(sql`update enquiries set status = 'pending' where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`update enquiries set stage = 'archived' where id = ${id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`insert into enquiries (fullname, phone, email, address, message, status)
        values ('x', '03001234567', 'x@example.com', 'x', 'hello there', 'completed')`),
    ).rejects.toThrow();
  });

  it("take an owner, who must be a staff user; null gives it back to nobody", async () => {
    const id = await enquire("Owned Lead");
    const owned = await call("PATCH", `/contact/update/${id}`, { ownerId: memberId }, member);
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json().data.owner).toEqual({ _id: memberId, username: "pipeline-member" });
    expect(owned.json().data.stage).toBe("new");

    for (const ownerId of ["00000000-0000-4000-8000-000000000000", "someone"]) {
      const unknown = await call("PATCH", `/contact/update/${id}`, { ownerId }, member);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().issues).toEqual([{ path: "ownerId", message: "Owner must be an existing staff user" }]);
    }
    const wrongType = await call("PATCH", `/contact/update/${id}`, { ownerId: 42 }, member);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe("Owner must be a staff user's id, or null for nobody");
    expect((await enquiryOf(id)).owner).toEqual({ _id: memberId, username: "pipeline-member" });

    const both = await call("PATCH", `/contact/update/${id}`, { ownerId: rootId, stage: "contacted" }, member);
    expect(both.json().data).toMatchObject({ stage: "contacted", owner: { _id: rootId } });
    const cleared = await call("PATCH", `/contact/update/${id}`, { ownerId: null }, member);
    expect(cleared.json().data).toMatchObject({ stage: "contacted", owner: null });
  });

  it("answer 404 for an enquiry that does not exist, 401 to nobody signed in", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const patch = await call("PATCH", `/contact/update/${id}`, { stage: "won" }, member);
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe("Enquiry not found");
      const note = await call("POST", `/contact/${id}/notes`, { text: "Hello" }, member);
      expect(note.statusCode).toBe(404);
      expect(note.json().message).toBe("Enquiry not found");
    }
    const id = await enquire("Anonymous Target");
    for (const [method, url, body] of [
      ["GET", "/contact", undefined],
      ["PATCH", `/contact/update/${id}`, { stage: "won" }],
      ["POST", `/contact/${id}/notes`, { text: "Hello" }],
      ["GET", "/admin/staff", undefined],
    ] as const) {
      const res = await call(method, url, body, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Authentication DS_Token is required");
    }
  });

  it("keep staff notes, oldest first, with their author; 1 to 2000 characters after trimming", async () => {
    const id = await enquire("Noted Lead");
    const add = (text: unknown, headers = member) => call("POST", `/contact/${id}/notes`, { text }, headers);
    const first = await add("  Called them, no answer.\nTry again Monday.  ");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: "Note added successfully!",
      data: {
        text: "Called them, no answer.\nTry again Monday.",
        author: { _id: memberId, username: "pipeline-member" },
      },
    });
    expect(Number.isNaN(Date.parse(first.json().data.createdAt))).toBe(false);
    const longest = "x".repeat(2000);
    expect((await add(longest, root)).statusCode).toBe(201);

    for (const [text, message] of [
      ["", "Note cannot be empty"],
      ["   \n  ", "Note cannot be empty"],
      [undefined, "Note cannot be empty"],
      [17, "Note cannot be empty"],
      ["y".repeat(2001), "Note must be at most 2000 characters"],
      ["bell\u0007", "Text may not contain control characters"],
    ] as const) {
      const res = await add(text);
      expect(res.statusCode, String(text)).toBe(400);
      expect(res.json().issues).toEqual([{ path: "text", message }]);
    }

    const notes = (await enquiryOf(id)).notes;
    expect(notes.map((note: { text: string }) => note.text)).toEqual([
      "Called them, no answer.\nTry again Monday.",
      longest,
    ]);
    expect(notes[1].author).toEqual({ _id: rootId, username: TEST_ADMIN.username });
    // The change answers carry the thread too.
    const changed = await call("PATCH", `/contact/update/${id}`, { stage: "contacted" }, member);
    expect(changed.json().data.notes).toHaveLength(2);
  });

  it("filter by stage, status and owner, in JSON and CSV alike", async () => {
    const a = await enquire("Filter Alpha");
    const b = await enquire("Filter Beta");
    const c = await enquire("Filter Gamma");
    await call("PATCH", `/contact/update/${a}`, { stage: "qualified", ownerId: memberId });
    await call("PATCH", `/contact/update/${b}`, { stage: "qualified" });
    await call("PATCH", `/contact/update/${c}`, { stage: "lost", lostReason: "No budget", ownerId: memberId });
    const names = async (query: string) =>
      (await call("GET", `/contact?${query}`))
        .json()
        .data.map((enquiry: { fullname: string }) => enquiry.fullname)
        .filter((name: string) => name.startsWith("Filter"));
    expect(await names("stage=qualified")).toEqual(["Filter Beta", "Filter Alpha"]);
    expect(await names(`owner=${memberId}`)).toEqual(["Filter Gamma", "Filter Alpha"]);
    expect(await names(`stage=qualified&owner=${memberId}`)).toEqual(["Filter Alpha"]);
    expect(await names("stage=qualified&owner=none")).toEqual(["Filter Beta"]);
    expect(await names("status=completed&owner=none")).toEqual([]);
    expect(await names(`status=completed&owner=${memberId}`)).toEqual(["Filter Gamma"]);
    expect(await names("stage=&owner=")).toEqual(["Filter Gamma", "Filter Beta", "Filter Alpha"]);
    expect(await names("owner=00000000-0000-4000-8000-000000000000")).toEqual([]);

    const badStage = await call("GET", "/contact?stage=archived");
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toBe("Stage must be one of new, contacted, qualified, won, lost");
    const badOwner = await call("GET", "/contact?owner=someone");
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json().message).toBe("Owner must be a staff user's id or none");

    const csv = await call("GET", `/contact?format=csv&owner=${memberId}`, undefined, member);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      "Received (Asia/Karachi)",
      "Name",
      "Email",
      "Phone",
      "Address",
      "Message",
      "Source",
      "Status",
      "Stage",
      "Owner",
      "Deal value",
      "Expected close",
      "Lost reason",
      "Landing page",
      "Referrer",
      "UTM source",
      "UTM medium",
      "UTM campaign",
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[7], row[8], row[9]])).toEqual([
      ["Filter Gamma", "completed", "lost", "pipeline-member"],
      ["Filter Alpha", "pending", "qualified", "pipeline-member"],
    ]);
    const unowned = parseCsv((await call("GET", "/contact?format=csv&stage=qualified&owner=none")).body);
    expect(unowned.slice(1).map((row) => [row[1], row[8], row[9]])).toEqual([["Filter Beta", "qualified", ""]]);
  });
});

describe(`applications in the pipeline on ${testDriver()}`, () => {
  it("start new, owned by nobody, without notes; move along with an owner", async () => {
    const id = await apply("Hamid");
    expect(await applicationOf(id)).toMatchObject({ stage: "new", owner: null, notes: [] });
    const moved = await call("PATCH", `/career/update/${id}`, { stage: "interview", ownerId: recruiterId }, recruiter);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: "Application updated successfully!",
      data: { stage: "interview", owner: { _id: recruiterId, username: "pipeline-recruiter" }, job: { _id: jobId } },
    });
    const badStage = await call("PATCH", `/career/update/${id}`, { stage: "won" }, recruiter);
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toBe("Stage must be one of new, reviewing, interview, offer, hired, rejected");
    const nothing = await call("PATCH", `/career/update/${id}`, { status: "completed" }, recruiter);
    expect(nothing.json().message).toBe("Send a stage or an owner to change");
    const unknownOwner = await call(
      "PATCH",
      `/career/update/${id}`,
      { ownerId: "00000000-0000-4000-8000-000000000000" },
      recruiter,
    );
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json().message).toBe("Owner must be an existing staff user");
    const missing = await call("PATCH", "/career/update/00000000-0000-4000-8000-000000000000", { stage: "offer" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Application not found");

    const note = await call("POST", `/career/${id}/notes`, { text: "Strong portfolio." }, recruiter);
    expect(note.statusCode, note.body).toBe(201);
    expect((await applicationOf(id)).notes).toMatchObject([
      { text: "Strong portfolio.", author: { username: "pipeline-recruiter" } },
    ]);
    const tooLong = await call("POST", `/career/${id}/notes`, { text: "z".repeat(2001) }, recruiter);
    expect(tooLong.json().issues).toEqual([{ path: "text", message: "Note must be at most 2000 characters" }]);
    const noNote = await call("POST", "/career/nope/notes", { text: "Hello" });
    expect(noNote.statusCode).toBe(404);
  });

  it("need the applications update right; Member keeps reading the list", async () => {
    const id = await apply("Rights");
    const patch = await call("PATCH", `/career/update/${id}`, { stage: "reviewing" }, member);
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe("You do not have permission to update applications");
    const note = await call("POST", `/career/${id}/notes`, { text: "Sneaky" }, member);
    expect(note.statusCode).toBe(403);
    expect((await call("GET", "/career", undefined, member)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["GET", "/career", undefined],
      ["PATCH", `/career/update/${id}`, { stage: "reviewing" }],
      ["POST", `/career/${id}/notes`, { text: "Hello" }],
    ] as const) {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
    }
    expect(await applicationOf(id)).toMatchObject({ stage: "new", notes: [] });
    expect((await call("PATCH", `/career/update/${id}`, { stage: "reviewing" })).statusCode).toBe(200);
  });

  it("filter by job, stage and owner, in JSON and CSV alike", async () => {
    const otherJob = (await insertJob(ctx.database.db, { title: "Pipeline Tester" })).id;
    const one = await apply("Filterone");
    const two = await apply("Filtertwo", otherJob);
    const three = await apply("Filterthree");
    await call("PATCH", `/career/update/${one}`, { stage: "offer", ownerId: recruiterId });
    await call("PATCH", `/career/update/${two}`, { stage: "offer" });
    await call("PATCH", `/career/update/${three}`, { stage: "rejected", ownerId: recruiterId });
    const names = async (query: string) =>
      (await call("GET", `/career?${query}`))
        .json()
        .data.map((application: { firstName: string }) => application.firstName)
        .filter((name: string) => name.startsWith("Filter"));
    expect(await names("stage=offer")).toEqual(["Filtertwo", "Filterone"]);
    expect(await names(`stage=offer&jobId=${jobId}`)).toEqual(["Filterone"]);
    expect(await names("stage=offer&owner=none")).toEqual(["Filtertwo"]);
    expect(await names(`owner=${recruiterId}`)).toEqual(["Filterthree", "Filterone"]);
    expect((await call("GET", "/career?stage=lost")).statusCode).toBe(400);

    const rows = parseCsv((await call("GET", `/career?format=csv&owner=${recruiterId}`)).body);
    expect(rows[0].slice(10, 13)).toEqual(["Resume", "Stage", "Owner"]);
    const filterRows = rows.slice(1).filter((row) => row[2].startsWith("Filter"));
    expect(filterRows.map((row) => [row[2], row[11], row[12]])).toEqual([
      ["Filterthree", "rejected", "pipeline-recruiter"],
      ["Filterone", "offer", "pipeline-recruiter"],
    ]);
  });
});

describe("the audit log of the pipeline", () => {
  it("records each change in its transaction: stage, owner, note (its length, not its text)", async () => {
    const id = await enquire("Audited Lead");
    const stage = await entriesOf(ctx, () => call("PATCH", `/contact/update/${id}`, { stage: "contacted" }, member));
    expect(stage.entries).toHaveLength(1);
    expect(stage.entries[0]).toMatchObject({
      actorUsername: "pipeline-member",
      action: "statusChange",
      entity: "enquiry",
      entityId: id,
      summary: "Changed an enquiry: stage new → contacted",
      before: { stage: "new" },
      after: { stage: "contacted" },
    });
    const status = await entriesOf(ctx, () => call("PATCH", `/contact/update/${id}`, { status: "completed" }, member));
    expect(status.entries[0]).toMatchObject({
      action: "statusChange",
      before: { stage: "contacted", status: "pending" },
      after: { stage: "won", status: "completed" },
    });
    const owner = await entriesOf(ctx, () => call("PATCH", `/contact/update/${id}`, { ownerId: memberId }, member));
    expect(owner.entries).toHaveLength(1);
    expect(owner.entries[0]).toMatchObject({
      action: "update",
      summary: "Changed an enquiry: assigned to pipeline-member",
      before: { owner: null },
      after: { owner: { _id: memberId, username: "pipeline-member" } },
    });
    const same = await entriesOf(ctx, () => call("PATCH", `/contact/update/${id}`, { ownerId: memberId }, member));
    expect(same.entries[0]).toMatchObject({ action: "update", before: {}, after: {} });

    const text = "Sender prefers WhatsApp on 0300 7654321";
    const note = await entriesOf(ctx, () => call("POST", `/contact/${id}/notes`, { text }, member));
    expect(note.entries).toHaveLength(1);
    const noteId = note.result.json().data._id;
    expect(note.entries[0]).toMatchObject({
      action: "update",
      entity: "enquiry",
      entityId: id,
      summary: "Added a note to an enquiry",
      before: null,
      after: { note: { _id: noteId, characters: text.length } },
    });
    expect(JSON.stringify(note.entries[0])).not.toContain("WhatsApp");

    const refused = await entriesOf(ctx, () => call("POST", `/contact/${id}/notes`, { text: "" }, member));
    expect(refused.entries).toEqual([]);

    const applicationId = await apply("Audited");
    const moved = await entriesOf(ctx, () =>
      call("PATCH", `/career/update/${applicationId}`, { stage: "hired", ownerId: recruiterId }, recruiter),
    );
    expect(moved.entries[0]).toMatchObject({
      actorUsername: "pipeline-recruiter",
      action: "update",
      entity: "application",
      entityId: applicationId,
      summary: "Changed an application: stage new → hired, assigned to pipeline-recruiter",
      before: { stage: "new", owner: null },
      after: { stage: "hired", owner: { _id: recruiterId } },
    });
    const appNote = await entriesOf(ctx, () =>
      call("POST", `/career/${applicationId}/notes`, { text: "Signed." }, recruiter),
    );
    expect(appNote.entries[0]).toMatchObject({ entity: "application", summary: "Added a note to an application" });

    const exported = await entriesOf(ctx, () => call("GET", "/contact?format=csv&stage=won"));
    expect(exported.entries[0]).toMatchObject({
      action: "export",
      summary: "Exported the enquiries (stage won) as CSV",
    });
  });
});

describe("a staff user deleted", () => {
  it("leaves their leads unowned and their notes by an unknown author", async () => {
    const leaver = await createAdmin(ctx, "pipeline-leaver", "Member");
    const leaverAuth = bearer((await signIn(ctx, "pipeline-leaver")).token);
    const enquiry = await enquire("Orphaned Lead");
    const application = await apply("Orphaned");
    await call("PATCH", `/contact/update/${enquiry}`, { ownerId: leaver.id, stage: "qualified" }, leaverAuth);
    await call("POST", `/contact/${enquiry}/notes`, { text: "Handing over soon." }, leaverAuth);
    await call("PATCH", `/career/update/${application}`, { ownerId: leaver.id });

    const removed = await call("DELETE", `/admin/delete/${leaver.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await enquiryOf(enquiry)).toMatchObject({
      stage: "qualified",
      owner: null,
      notes: [{ text: "Handing over soon.", author: null }],
    });
    expect(await applicationOf(application)).toMatchObject({ owner: null });
    const staff = (await call("GET", "/admin/staff", undefined, member)).json().data;
    expect(staff.map((user: { username: string }) => user.username)).not.toContain("pipeline-leaver");
  });

  it("takes a lead's notes with it when the lead is deleted", async () => {
    const enquiry = await enquire("Erased Lead");
    await call("POST", `/contact/${enquiry}/notes`, { text: "To be erased." });
    expect((await call("DELETE", `/contact/delete/${enquiry}`)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(leadNotes).where(eq(leadNotes.enquiryId, enquiry))).toEqual([]);
  });
});

describe("the rest of the pipeline", () => {
  it("lists the staff by id and username to any signed-in admin", async () => {
    const res = await call("GET", "/admin/staff", undefined, member);
    expect(res.statusCode).toBe(200);
    const staff = res.json().data as { _id: string; username: string }[];
    for (const user of staff) expect(Object.keys(user).sort()).toEqual(["_id", "username"]);
    const names = staff.map((user) => user.username);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(["pipeline-member", "pipeline-recruiter"]));
  });

  it("counts open leads by stage on the dashboard", async () => {
    const before = (await call("GET", "/count/get-all-counts", undefined, member)).json().data;
    const id = await enquire("Counted Lead");
    await call("PATCH", `/contact/update/${id}`, { stage: "qualified" });
    const applicationId = await apply("Counted");
    await call("PATCH", `/career/update/${applicationId}`, { stage: "offer" });
    const after = (await call("GET", "/count/get-all-counts", undefined, member)).json().data;
    expect(after.openByStage.enquiries).toEqual({
      ...before.openByStage.enquiries,
      qualified: before.openByStage.enquiries.qualified + 1,
    });
    expect(after.openByStage.applications).toEqual({
      ...before.openByStage.applications,
      offer: before.openByStage.applications.offer + 1,
    });
    expect(after.PendingCount).toBe(before.PendingCount + 1);
    await call("PATCH", `/contact/update/${id}`, { stage: "won" });
    const closed = (await call("GET", "/count/get-all-counts")).json().data;
    expect(closed.openByStage.enquiries.qualified).toBe(before.openByStage.enquiries.qualified);
    expect(closed.CompletedCount).toBe(before.CompletedCount + 1);
  });

  it("never empties the public page cache", () => {
    expect(contentChanges).toEqual([]);
  });

  it("is described in the OpenAPI document", async () => {
    const spec = (await call("GET", "/docs/json", undefined, {})).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/contact/{id}/notes",
        "/api/v1/career/{id}/notes",
        "/api/v1/career/update/{id}",
        "/api/v1/admin/staff",
      ]),
    );
    const enquiry = spec.paths["/api/v1/contact"].get.responses["200"].content["application/json"].schema;
    const item = enquiry.properties.data.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(["stage", "owner", "notes", "status"]));
    expect(item.properties.stage.enum).toEqual(["new", "contacted", "qualified", "won", "lost"]);
    const params = spec.paths["/api/v1/contact"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["stage", "status", "owner", "format"]));
    const careerParams = spec.paths["/api/v1/career"].get.parameters.map((p: { name: string }) => p.name);
    expect(careerParams).toEqual(expect.arrayContaining(["stage", "owner", "jobId"]));
    const change = spec.paths["/api/v1/career/update/{id}"].patch.requestBody.content["application/json"].schema;
    expect(Object.keys(change.properties).sort()).toEqual(["ownerId", "stage"]);
  });
});
