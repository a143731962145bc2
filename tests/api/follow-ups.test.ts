import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFollowUps } from "../../server/db/schema/people.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/**
 * The app's clock, moved by the tests: "today" and "overdue" are the agency's days (Asia/Karachi,
 * UTC+5), so 23:30 and 00:30 there fall on one UTC date while the local date turns.
 */
let clock = Date.parse("2026-12-01T23:30:00+05:00");

let ctx: TestContext;
let root: Record<string, string>;
let rootId: string;
let seller: Record<string, string>;
let sellerId: string;
let recruiter: Record<string, string>;
let recruiterId: string;
let reader: Record<string, string>;
let outsider: Record<string, string>;
let jobId: string;

type Headers = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, headers: Headers = root) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function enquire(fullname: string) {
  const email = `${fullname.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const res = await call("POST", "/contact/create", { ...validContact, fullname, email }, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function apply(firstName: string) {
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
    jobId,
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

const follow = (leadUrl: string, body: unknown, headers: Headers = root) =>
  call("POST", `${leadUrl}/follow-ups`, body, headers);

async function followUp(leadUrl: string, dueAt: string, task: string, ownerId = sellerId) {
  const res = await follow(leadUrl, { dueAt, task, ownerId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

const list = async (query = "", headers: Headers = root) => {
  const res = await call("GET", `/follow-ups${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; task: string; due: string; lead: { kind: string; _id: string } }[];
};
const tasks = async (query = "", headers: Headers = root) => (await list(query, headers)).map((f) => f.task);
const countRows = async () => (await ctx.database.db.select().from(leadFollowUps)).length;

beforeAll(async () => {
  ctx = await createTestApp(
    { publicWriteLimit: 1000, siteTimeZone: "Asia/Karachi" },
    undefined,
    "off",
    false,
    () => clock,
  );
  const superAdmin = await signInAsSuperAdmin(ctx);
  root = bearer(superAdmin.token);
  rootId = superAdmin.userId;
  await createRole(ctx, "Seller", { leads: { read: true, update: true } });
  await createRole(ctx, "Recruiter", { applications: { read: true, update: true } });
  await createRole(ctx, "Reader", { leads: { read: true }, applications: { read: true } });
  await createRole(ctx, "Outsider", { category: { update: true } });
  sellerId = (await createAdmin(ctx, "fu-seller", "Seller")).id;
  seller = bearer((await signIn(ctx, "fu-seller")).token);
  recruiterId = (await createAdmin(ctx, "fu-recruiter", "Recruiter")).id;
  recruiter = bearer((await signIn(ctx, "fu-recruiter")).token);
  await createAdmin(ctx, "fu-reader", "Reader");
  reader = bearer((await signIn(ctx, "fu-reader")).token);
  await createAdmin(ctx, "fu-outsider", "Outsider");
  outsider = bearer((await signIn(ctx, "fu-outsider")).token);
  jobId = (await insertJob(ctx.database.db, { title: "Follow-up Designer" })).id;
});
afterAll(() => ctx.close());

describe(`follow-ups on ${testDriver()}`, () => {
  it("are added to an enquiry with a due time, a task and an owner, and audited on the lead", async () => {
    const id = await enquire("Follow Lead");
    const { result: res, entries } = await entriesOf(ctx, () =>
      follow(
        `/contact/${id}`,
        { dueAt: "2026-12-02T10:00:00+05:00", task: "  Call about the quote  ", ownerId: sellerId },
        seller,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Follow-up added successfully!",
      data: {
        lead: { kind: "enquiry", _id: id, name: "Follow Lead" },
        dueAt: "2026-12-02T05:00:00.000Z",
        task: "Call about the quote",
        owner: { _id: sellerId, username: "fu-seller" },
        done: false,
        doneAt: null,
        due: "later",
      },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      entity: "enquiry",
      entityId: id,
      summary: "Added a follow-up to an enquiry for fu-seller, due 2026-12-02T05:00:00.000Z",
    });
    // The task's text stays out of the year-long log, as a note's does.
    expect(JSON.stringify(entries[0])).not.toContain("quote");
    expect(await tasks(`?lead=${id}`)).toEqual(["Call about the quote"]);
  });

  it("are due today or overdue by the agency's calendar, around its midnight", async () => {
    clock = Date.parse("2026-12-01T23:30:00+05:00");
    const id = await enquire("Midnight Lead");
    const lead = `/contact/${id}`;
    await followUp(lead, "2026-11-30T22:00:00+05:00", "yesterday evening");
    await followUp(lead, "2026-12-01T09:00:00+05:00", "this morning");
    await followUp(lead, "2026-12-01T23:45:00+05:00", "before midnight");
    // 19:15 UTC on 1 December: the same UTC date as "before midnight", yet tomorrow in Karachi.
    await followUp(lead, "2026-12-01T19:15:00Z", "after midnight");
    const q = (due: string) => tasks(`?lead=${id}&due=${due}`);

    expect(await q("today")).toEqual(["this morning", "before midnight"]);
    expect(await q("overdue")).toEqual(["yesterday evening"]);
    expect((await list(`?lead=${id}`)).map((f) => f.due)).toEqual(["overdue", "today", "today", "later"]);

    clock = Date.parse("2026-12-02T00:30:00+05:00");
    expect(await q("today")).toEqual(["after midnight"]);
    expect(await q("overdue")).toEqual(["yesterday evening", "this morning", "before midnight"]);
  });

  it("leave the due lists when done, and come back when opened again", async () => {
    clock = Date.parse("2026-12-01T12:00:00+05:00");
    const id = await enquire("Done Lead");
    const fu = await followUp(`/contact/${id}`, "2026-12-01T15:00:00+05:00", "send the proposal");
    const { result: done, entries } = await entriesOf(ctx, () =>
      call("PATCH", `/follow-ups/${fu}`, { done: true }, seller),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: "Follow-up updated successfully!",
      data: { done: true, doneAt: "2026-12-01T07:00:00.000Z", due: "done" },
    });
    expect(entries).toMatchObject([
      { action: "statusChange", entity: "enquiry", entityId: id, summary: "Changed a follow-up of an enquiry: done" },
    ]);
    expect(await tasks(`?lead=${id}&due=today`)).toEqual([]);
    const again = await call("PATCH", `/follow-ups/${fu}`, { done: false }, seller);
    expect(again.json().data).toMatchObject({ done: false, doneAt: null, due: "today" });
    expect(await tasks(`?lead=${id}&due=today`)).toEqual(["send the proposal"]);

    const moved = await call(
      "PATCH",
      `/follow-ups/${fu}`,
      { dueAt: "2026-12-03T10:00:00+05:00", task: "Send the revised proposal", ownerId: rootId },
      seller,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      dueAt: "2026-12-03T05:00:00.000Z",
      task: "Send the revised proposal",
      owner: { _id: rootId },
      due: "later",
    });
  });

  it("are listed by owner, and for nobody once their owner's account is gone", async () => {
    clock = Date.parse("2026-12-01T12:00:00+05:00");
    const id = await enquire("Owner Lead");
    await followUp(`/contact/${id}`, "2026-12-01T16:00:00+05:00", "seller's call", sellerId);
    await followUp(`/contact/${id}`, "2026-12-01T17:00:00+05:00", "root's call", rootId);
    expect(await tasks(`?lead=${id}&owner=${sellerId}`)).toEqual(["seller's call"]);
    expect(await tasks(`?lead=${id}&owner=${rootId}&due=today`)).toEqual(["root's call"]);
    expect(await tasks(`?lead=${id}&owner=none`)).toEqual([]);
  });

  it("filter the enquiry and application lists with ?followUp=today|overdue", async () => {
    clock = Date.parse("2026-12-01T23:30:00+05:00");
    const dueToday = await enquire("Filter Today");
    const late = await enquire("Filter Late");
    const doneLate = await enquire("Filter Done");
    await followUp(`/contact/${dueToday}`, "2026-12-01T23:50:00+05:00", "tonight");
    await followUp(`/contact/${late}`, "2026-11-29T10:00:00+05:00", "last week");
    const finished = await followUp(`/contact/${doneLate}`, "2026-11-29T10:00:00+05:00", "finished");
    await call("PATCH", `/follow-ups/${finished}`, { done: true });
    const applicant = await apply("Filterapplicant");
    await followUp(`/career/${applicant}`, "2026-12-01T08:00:00+05:00", "interview call", recruiterId);

    const names = async (url: string) =>
      ((await call("GET", url)).json().data as { fullname?: string; firstName?: string }[]).map(
        (row) => row.fullname ?? row.firstName,
      );
    const ours = (all: (string | undefined)[]) => all.filter((name) => name?.startsWith("Filter"));
    expect(ours(await names("/contact?followUp=today"))).toEqual(["Filter Today"]);
    expect(ours(await names("/contact?followUp=overdue"))).toEqual(["Filter Late"]);
    expect(ours(await names("/career?followUp=today"))).toEqual(["Filterapplicant"]);
    // After midnight in Karachi, tonight's call is late too; the UTC date has not turned.
    clock = Date.parse("2026-12-02T00:05:00+05:00");
    expect(ours(await names("/contact?followUp=overdue")).sort()).toEqual(["Filter Late", "Filter Today"]);
    expect(ours(await names("/contact?followUp=today"))).toEqual([]);
    const csv = await call("GET", "/contact?followUp=overdue&format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Filter Late");
    expect(csv.body).not.toContain("Filter Done");
    const bad = await call("GET", "/contact?followUp=tomorrow");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Due must be one of today, overdue");
  });

  it("go with their lead when it is deleted", async () => {
    const id = await enquire("Gone Lead");
    const fu = await followUp(`/contact/${id}`, "2026-12-05T10:00:00+05:00", "will vanish");
    expect((await call("DELETE", `/contact/delete/${id}`)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(leadFollowUps).where(eq(leadFollowUps.id, fu))).toEqual([]);
  });

  it("can be deleted, with an entry on the lead", async () => {
    const id = await enquire("Delete Lead");
    const fu = await followUp(`/contact/${id}`, "2026-12-05T10:00:00+05:00", "to delete");
    const { result, entries } = await entriesOf(ctx, () => call("DELETE", `/follow-ups/${fu}`, undefined, seller));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ success: true, message: "Follow-up deleted successfully" });
    expect(entries).toMatchObject([{ entity: "enquiry", entityId: id, summary: "Deleted a follow-up of an enquiry" }]);
    expect((await call("DELETE", `/follow-ups/${fu}`, undefined, seller)).statusCode).toBe(404);
  });
});

describe(`follow-up rights on ${testDriver()}`, () => {
  it("follow the lead's area: leads for enquiries, applications for applications", async () => {
    clock = Date.parse("2026-12-01T12:00:00+05:00");
    const enquiry = await enquire("Rights Lead");
    const application = await apply("Rightsapplicant");
    const onEnquiry = await followUp(`/contact/${enquiry}`, "2026-12-01T13:00:00+05:00", "enquiry task");
    const onApplication = await followUp(
      `/career/${application}`,
      "2026-12-01T14:00:00+05:00",
      "application task",
      recruiterId,
    );
    const body = { dueAt: "2026-12-01T15:00:00+05:00", task: "x", ownerId: sellerId };
    const forRecruiter = { ...body, ownerId: recruiterId };

    // The recruiter works applications only, the seller enquiries only.
    expect((await follow(`/contact/${enquiry}`, body, recruiter)).statusCode).toBe(403);
    expect((await follow(`/career/${application}`, forRecruiter, seller)).statusCode).toBe(403);
    expect((await follow(`/career/${application}`, forRecruiter, recruiter)).statusCode).toBe(201);
    const denied = await call("PATCH", `/follow-ups/${onEnquiry}`, { done: true }, recruiter);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You do not have permission to update leads");
    expect((await call("DELETE", `/follow-ups/${onApplication}`, undefined, seller)).json().message).toBe(
      "You do not have permission to update applications",
    );

    // Lists show only the areas the caller reads.
    const kinds = async (headers: Headers) => new Set((await list("?due=today", headers)).map((f) => f.lead.kind));
    expect(await kinds(recruiter)).toEqual(new Set(["application"]));
    expect(await kinds(seller)).toEqual(new Set(["enquiry"]));
    expect(await kinds(reader)).toEqual(new Set(["enquiry", "application"]));
    expect((await call("GET", "/follow-ups?kind=enquiry", undefined, recruiter)).statusCode).toBe(403);

    // Reading is not changing.
    expect((await follow(`/contact/${enquiry}`, body, reader)).statusCode).toBe(403);
    expect((await call("PATCH", `/follow-ups/${onEnquiry}`, { done: true }, reader)).statusCode).toBe(403);
    // One who reads neither area is shown none.
    expect(await list("", outsider)).toEqual([]);
    expect((await call("GET", "/follow-ups", undefined, {})).statusCode).toBe(401);

    // Nothing refused changed anything.
    expect((await list(`?lead=${enquiry}`)).map((f) => f.due)).toEqual(["today"]);
    expect(await tasks(`?lead=${application}`)).toEqual(["application task", "x"]);
  });
});

describe(`my follow-ups on ${testDriver()}`, () => {
  type Mine = Record<"overdue" | "today" | "later", { _id: string; task: string; due: string }[]>;
  const mine = async (headers: Headers) => {
    const res = await call("GET", "/follow-ups/mine", undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().timeZone).toBe("Asia/Karachi");
    const data: Mine = res.json().data;
    const ours = (rows: Mine["today"]) => rows.map((row) => row.task).filter((task) => task.startsWith("mine:"));
    return { overdue: ours(data.overdue), today: ours(data.today), later: ours(data.later) };
  };

  it("lists the caller's open follow-ups as overdue, today and upcoming by the agency's calendar", async () => {
    clock = Date.parse("2026-12-01T23:30:00+05:00");
    const enquiry = await enquire("Mine Lead");
    const application = await apply("Mineapplicant");
    await followUp(`/contact/${enquiry}`, "2026-11-30T10:00:00+05:00", "mine: late call", sellerId);
    await followUp(`/contact/${enquiry}`, "2026-12-01T23:45:00+05:00", "mine: tonight", sellerId);
    // 19:15 UTC on 1 December is already 2 December in Karachi: upcoming, not today.
    await followUp(`/contact/${enquiry}`, "2026-12-01T19:15:00Z", "mine: after midnight", sellerId);
    await followUp(`/contact/${enquiry}`, "2026-12-01T09:00:00+05:00", "mine: root's own", rootId);
    const finished = await followUp(`/contact/${enquiry}`, "2026-11-29T10:00:00+05:00", "mine: finished", sellerId);
    await call("PATCH", `/follow-ups/${finished}`, { done: true });
    await followUp(`/career/${application}`, "2026-12-01T08:00:00+05:00", "mine: recruiter's", recruiterId);

    expect(await mine(seller)).toEqual({
      overdue: ["mine: late call"],
      today: ["mine: tonight"],
      later: ["mine: after midnight"],
    });
    expect(await mine(root)).toEqual({ overdue: [], today: ["mine: root's own"], later: [] });
    expect(await mine(recruiter)).toEqual({ overdue: [], today: ["mine: recruiter's"], later: [] });

    // Done leaves the lists at once; a snooze (a new due time) moves it to where it now stands.
    const overdueRows: Mine["overdue"] = (await call("GET", "/follow-ups/mine", undefined, seller)).json().data.overdue;
    const late = overdueRows.find((row) => row.task === "mine: late call");
    await call("PATCH", `/follow-ups/${late?._id}`, { dueAt: "2026-12-03T10:00:00+05:00" }, seller);
    expect(await mine(seller)).toEqual({
      overdue: [],
      today: ["mine: tonight"],
      later: ["mine: after midnight", "mine: late call"],
    });

    // After midnight in Karachi, tonight's is overdue and the one after midnight is today's.
    clock = Date.parse("2026-12-02T00:30:00+05:00");
    expect(await mine(seller)).toEqual({
      overdue: ["mine: tonight"],
      today: ["mine: after midnight"],
      later: ["mine: late call"],
    });

    // One who reads neither area has none; signed out is a 401.
    expect(await mine(outsider)).toEqual({ overdue: [], today: [], later: [] });
    expect((await call("GET", "/follow-ups/mine", undefined, {})).statusCode).toBe(401);
  });
});

describe(`follow-up assignees on ${testDriver()}`, () => {
  it("must read the lead: one who may not is refused with a 400 naming ownerId, and nothing changes", async () => {
    clock = Date.parse("2026-12-01T12:00:00+05:00");
    const enquiry = await enquire("Assignee Lead");
    const application = await apply("Assigneeapplicant");
    const before = await countRows();
    const due = "2026-12-01T15:00:00+05:00";

    // The recruiter may not read enquiries, the seller applications, the outsider either.
    const cases: [string, string, string][] = [
      [`/contact/${enquiry}`, recruiterId, "fu-recruiter may not read leads"],
      [`/career/${application}`, sellerId, "fu-seller may not read applications"],
    ];
    for (const [lead, ownerId, words] of cases) {
      const res = await follow(lead, { dueAt: due, task: "Call back", ownerId });
      expect(res.statusCode, res.body).toBe(400);
      const message = `Owner ${words}, so would never see this follow-up: choose someone whose role reads ${words.split(" ").pop()}`;
      expect(res.json().message).toBe(message);
      expect(res.json().issues).toEqual([{ path: "ownerId", message }]);
    }
    expect(await countRows()).toBe(before);

    // Reassigning is checked the same way; a reader of the area is taken.
    const fu = await followUp(`/career/${application}`, due, "Interview call", recruiterId);
    const moved = await call("PATCH", `/follow-ups/${fu}`, { ownerId: sellerId, task: "Changed?" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues).toEqual([
      {
        path: "ownerId",
        message:
          "Owner fu-seller may not read applications, so would never see this follow-up: choose someone whose role reads applications",
      },
    ]);
    expect(await tasks(`?lead=${application}`)).toEqual(["Interview call"]);
    const fine = await call("PATCH", `/follow-ups/${fu}`, { ownerId: rootId });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.owner).toEqual({ _id: rootId, username: expect.any(String) });
  });
});

describe(`bad follow-up input on ${testDriver()}`, () => {
  it("is a 400 naming the field, and changes nothing", async () => {
    const id = await enquire("Bad Input Lead");
    const before = await countRows();
    const good = { dueAt: "2026-12-02T10:00:00+05:00", task: "Call", ownerId: sellerId };
    const cases: [unknown, string, string][] = [
      [
        { ...good, dueAt: "2026-12-02T10:00" },
        "dueAt",
        "Due date must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00",
      ],
      [
        { ...good, dueAt: "2026-13-45T10:00:00Z" },
        "dueAt",
        "Due date must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00",
      ],
      [
        { ...good, dueAt: 5 },
        "dueAt",
        "Due date must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00",
      ],
      [{ ...good, task: "   " }, "task", "Task cannot be empty"],
      [{ ...good, task: "x".repeat(201) }, "task", "Task must be at most 200 characters"],
      [{ ...good, task: "line\nbreak" }, "task", "Text may not contain control characters"],
      [{ ...good, ownerId: "00000000-0000-4000-8000-000000000000" }, "ownerId", "Owner must be an existing staff user"],
      [{ ...good, ownerId: "someone" }, "ownerId", "Owner must be an existing staff user"],
      [{ dueAt: good.dueAt, task: "Call" }, "ownerId", "Owner must be a staff user's id"],
    ];
    for (const [body, path, message] of cases) {
      const res = await follow(`/contact/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    expect(await countRows()).toBe(before);

    for (const lead of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await follow(`/contact/${lead}`, good);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Enquiry not found");
      expect((await follow(`/career/${lead}`, good)).json().message).toBe("Application not found");
    }
    expect(await countRows()).toBe(before);

    const fu = await followUp(`/contact/${id}`, good.dueAt, "Keep me");
    for (const [body, message] of [
      [{}, "Send a due date, a task, an owner or done to change"],
      [{ done: "yes" }, "Done must be true or false"],
      [{ ownerId: null }, "Owner must be a staff user's id"],
      [{ task: "" }, "Task cannot be empty"],
    ] as const) {
      const res = await call("PATCH", `/follow-ups/${fu}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownOwner = await call("PATCH", `/follow-ups/${fu}`, {
      task: "Changed?",
      ownerId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(await tasks(`?lead=${id}`)).toEqual(["Keep me"]);
    for (const missing of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await call("PATCH", `/follow-ups/${missing}`, { done: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Follow-up not found");
    }
    for (const query of ["?due=tomorrow", "?owner=someone", "?kind=subscriber", "?lead=nope"]) {
      expect((await call("GET", `/follow-ups${query}`)).statusCode, query).toBe(400);
    }
  });
});
