import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

let ctx: TestContext;
let root: Record<string, string>;
let seller: Record<string, string>;
let sellerId: string;
let viewer: Record<string, string>;

type Headers = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, headers: Headers = root) =>
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
const patch = (id: string, body: unknown, headers: Headers = seller) =>
  call("PATCH", `/contact/update/${id}`, body, headers);
const enquiryOf = async (id: string) =>
  (await call("GET", "/contact?limit=100")).json().data.find((enquiry: { _id: string }) => enquiry._id === id);

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Deal Seller", { leads: { read: true, update: true } });
  await createRole(ctx, "Deal Viewer", { leads: { read: true } });
  sellerId = (await createAdmin(ctx, "deal-seller", "Deal Seller")).id;
  seller = bearer((await signIn(ctx, "deal-seller")).token);
  await createAdmin(ctx, "deal-viewer", "Deal Viewer");
  viewer = bearer((await signIn(ctx, "deal-viewer")).token);
});
afterAll(() => ctx.close());

describe(`enquiry deals on ${testDriver()}`, () => {
  it("start empty, take a value and an expected close date, and clear them with null", async () => {
    const id = await enquire("Deal Lead");
    expect(await enquiryOf(id)).toMatchObject({ dealValue: null, expectedCloseOn: null, lostReason: null });
    const { result, entries } = await entriesOf(ctx, () =>
      patch(id, { dealValue: 1_250_000, expectedCloseOn: "2026-12-31" }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toMatchObject({ dealValue: 1_250_000, expectedCloseOn: "2026-12-31", stage: "new" });
    expect(entries).toMatchObject([
      {
        action: "update",
        entity: "enquiry",
        summary: "Changed an enquiry: deal value, expected close date",
        before: { dealValue: null, expectedCloseOn: null },
        after: { dealValue: 1_250_000, expectedCloseOn: "2026-12-31" },
      },
    ]);
    const cleared = await patch(id, { dealValue: null });
    expect(cleared.json().data).toMatchObject({ dealValue: null, expectedCloseOn: "2026-12-31" });
  });

  it("are won, or lost with a reason that is required and kept only while lost", async () => {
    const id = await enquire("Lost Lead");
    const noReason = await patch(id, { stage: "lost" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([{ path: "lostReason", message: "Say why the enquiry was lost" }]);
    expect((await patch(id, { stage: "lost", lostReason: "   " })).json().message).toBe("Say why the enquiry was lost");
    expect((await patch(id, { stage: "lost", lostReason: "x".repeat(301) })).json().message).toBe(
      "Lost reason must be at most 300 characters",
    );
    expect((await patch(id, { lostReason: "Too early" })).json()).toMatchObject({
      message: "A lost reason is kept only for a lost enquiry",
    });
    expect(await enquiryOf(id)).toMatchObject({ stage: "new", lostReason: null });

    const { result, entries } = await entriesOf(ctx, () =>
      patch(id, { stage: "lost", lostReason: "  Chose a cheaper agency  " }),
    );
    expect(result.json().data).toMatchObject({
      stage: "lost",
      status: "completed",
      lostReason: "Chose a cheaper agency",
    });
    // The reason's words stay out of the year-long log, as a note's do.
    expect(entries[0].summary).toBe("Changed an enquiry: stage new → lost, lost reason");
    expect(JSON.stringify(entries[0])).not.toContain("cheaper");
    const reworded = await patch(id, { lostReason: "Budget cut" });
    expect(reworded.json().data).toMatchObject({ stage: "lost", lostReason: "Budget cut" });

    // Reopened, the reason goes; the older { status } call reopens too.
    expect((await patch(id, { status: "pending" })).json().data).toMatchObject({ stage: "new", lostReason: null });
    const won = await patch(id, { stage: "won", dealValue: 400_000 });
    expect(won.json().data).toMatchObject({ stage: "won", status: "completed", dealValue: 400_000, lostReason: null });
  });

  it("refuse values out of range or of the wrong kind, changing nothing", async () => {
    const id = await enquire("Bad Deal Lead");
    await patch(id, { dealValue: 10, expectedCloseOn: "2027-01-15" });
    const dealMessage = "Deal value must be a whole number from 0 to 1,000,000,000,000, or null";
    const closeMessage = "Expected close date must be a date like 2026-12-31, or null";
    for (const [body, message] of [
      [{ dealValue: -1 }, dealMessage],
      [{ dealValue: 1.5 }, dealMessage],
      [{ dealValue: "100" }, dealMessage],
      [{ dealValue: 1_000_000_000_001 }, dealMessage],
      [{ expectedCloseOn: "2026-02-30" }, closeMessage],
      [{ expectedCloseOn: "31/12/2026" }, closeMessage],
      [{ expectedCloseOn: 20261231 }, closeMessage],
    ] as const) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await enquiryOf(id)).toMatchObject({ dealValue: 10, expectedCloseOn: "2027-01-15" });
    expect((await patch(id, { dealValue: 5 }, viewer)).statusCode).toBe(403);
    expect((await enquiryOf(id)).dealValue).toBe(10);
  });

  it("are in the spreadsheet", async () => {
    const id = await enquire("Csv Deal Lead");
    await patch(id, { dealValue: 99_000, expectedCloseOn: "2027-03-01" });
    const [header, ...rows] = parseCsv((await call("GET", "/contact?format=csv")).body);
    const row = rows.find((cells) => cells[header.indexOf("Name")] === "Csv Deal Lead");
    expect(row?.[header.indexOf("Deal value")]).toBe("99000");
    expect(row?.[header.indexOf("Expected close")]).toBe("2027-03-01");
  });
});

describe(`the enquiry board on ${testDriver()}`, () => {
  it("counts and sums every stage on the server, with the newest cards", async () => {
    const before = (await call("GET", "/contact/board")).json().data as {
      stage: string;
      count: number;
      dealValue: number;
    }[];
    const a = await enquire("Board One");
    const b = await enquire("Board Two");
    const c = await enquire("Board Three");
    await patch(a, { stage: "qualified", dealValue: 300_000, ownerId: sellerId });
    await patch(b, { stage: "qualified", dealValue: 200_000 });
    await patch(c, { stage: "contacted" });

    const res = await call("GET", "/contact/board", undefined, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().data as {
      stage: string;
      count: number;
      dealValue: number;
      cards: { _id: string; fullname: string; dealValue: number | null; owner: unknown }[];
    }[];
    expect(board.map((column) => column.stage)).toEqual(["new", "contacted", "qualified", "won", "lost"]);
    const column = (stage: string) => board.find((each) => each.stage === stage);
    const was = (stage: string) => before.find((each) => each.stage === stage);
    expect(column("qualified")?.count).toBe((was("qualified")?.count ?? 0) + 2);
    expect(column("qualified")?.dealValue).toBe((was("qualified")?.dealValue ?? 0) + 500_000);
    expect(column("contacted")?.count).toBe((was("contacted")?.count ?? 0) + 1);
    expect(column("qualified")?.cards.slice(0, 2)).toMatchObject([
      { _id: b, fullname: "Board Two", dealValue: 200_000, owner: null },
      { _id: a, fullname: "Board One", dealValue: 300_000, owner: { _id: sellerId, username: "deal-seller" } },
    ]);

    const mine = (await call("GET", `/contact/board?owner=${sellerId}`)).json().data as typeof board;
    expect(mine.find((each) => each.stage === "qualified")).toMatchObject({ count: 1, dealValue: 300_000 });
    expect((await call("GET", "/contact/board?owner=someone")).statusCode).toBe(400);
    expect((await call("GET", "/contact/board", undefined, {})).statusCode).toBe(401);
  });
});
