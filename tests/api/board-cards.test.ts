import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstWords } from "../../domain/enquiry-board.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { validContact } from "../support/public-writes.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/**
 * Issue 69, the board and lists: a card says what tells one person's enquiries apart (when, from
 * where, the first words), marks a repeat and shows why a lost one was lost; the staff notice of a
 * repeat says so before anything else.
 */
let ctx: TestContext;
let smtp: SmtpServer;
let root: Record<string, string>;

type Card = {
  _id: string;
  fullname: string;
  source: string;
  excerpt: string;
  repeatOf: string | null;
  lostReason: string | null;
  createdAt: string;
};
type Column = { stage: string; count: number; cards: Card[] };

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, headers = root) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function enquire(fields: Partial<typeof validContact>) {
  const res = await call("POST", "/contact/create", { ...validContact, ...fields }, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function cardOf(id: string): Promise<Card & { stage: string }> {
  const board = (await call("GET", "/contact/board")).json().data as Column[];
  for (const column of board) {
    const card = column.cards.find((each) => each._id === id);
    if (card) return { ...card, stage: column.stage };
  }
  throw new Error(`no card ${id}`);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({
    mail: { smtpUrl: smtp.url, from: "Ravi Digital <no-reply@example.com>" },
    publicWriteLimit: 1000,
  });
  root = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe("a card's first words", () => {
  it("are the message's start, cut at a word, with line breaks read as spaces", () => {
    expect(firstWords("Short one.")).toBe("Short one.");
    expect(firstWords("  Two\n\nlines  ")).toBe("Two lines");
    const long = `We need a website for our clinic, ${"with online booking ".repeat(10)}`;
    const cut = firstWords(long);
    expect(cut.length).toBeLessThanOrEqual(91);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    // One word longer than a card: cut inside it.
    expect(firstWords("x".repeat(200))).toBe(`${"x".repeat(90)}…`);
  });
});

describe(`board cards on ${testDriver()}`, () => {
  it("tell one person's enquiries apart: date, source, first words; the second and later are repeats", async () => {
    const email = "three.times@example.com";
    const first = await enquire({ email, fullname: "Three Times", message: "A website for the clinic, please." });
    const second = await enquire({
      email,
      fullname: "Three Times",
      message: `Following up on the website:\n${"we also want a booking system and a patient portal ".repeat(4)}`,
    });
    const manual = await call("POST", "/leads", {
      name: "Three Times",
      email,
      source: "phone call",
      note: "Called about the app",
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const third = manual.json().data.enquiryId as string;

    const [a, b, c] = [await cardOf(first), await cardOf(second), await cardOf(third)];
    expect(a).toMatchObject({ source: "contact", excerpt: "A website for the clinic, please.", repeatOf: null });
    expect(b).toMatchObject({ source: "contact", repeatOf: first });
    expect(b.excerpt.startsWith("Following up on the website: we also want")).toBe(true);
    expect(b.excerpt.endsWith("…")).toBe(true);
    expect(c).toMatchObject({ source: "phone call", repeatOf: second });
    for (const card of [a, b, c]) expect(Number.isNaN(Date.parse(card.createdAt))).toBe(false);
  });

  it("move to lost only with a reason, which the lost card then shows; leaving lost clears it", async () => {
    const id = await enquire({ email: "lost.card@example.com", fullname: "Lost Card" });
    const without = await call("PATCH", `/contact/update/${id}`, { stage: "lost" });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      success: false,
      issues: [{ path: "lostReason", message: "Say why the enquiry was lost" }],
    });
    const blank = await call("PATCH", `/contact/update/${id}`, { stage: "lost", lostReason: "  " });
    expect(blank.statusCode).toBe(400);
    expect((await cardOf(id)).stage).toBe("new");

    const lost = await call("PATCH", `/contact/update/${id}`, { stage: "lost", lostReason: "Went with a freelancer" });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await cardOf(id)).toMatchObject({ stage: "lost", lostReason: "Went with a freelancer" });

    const reopened = await call("PATCH", `/contact/update/${id}`, { stage: "contacted" });
    expect(reopened.statusCode).toBe(200);
    expect(await cardOf(id)).toMatchObject({ stage: "contacted", lostReason: null });
  });
});

describe(`the staff notice of a repeat on ${testDriver()}`, () => {
  it("says the person wrote before, with links to the earlier enquiry and the person", async () => {
    const email = "notice.repeat@example.com";
    const first = await enquire({ email, fullname: "Notice Repeat" });
    await ctx.app.mail.settled();
    const notice = (since: number) =>
      smtp.received
        .slice(since)
        .find(
          (m) => m.to.includes(`${TEST_ADMIN.username}@example.com`) && m.mail.subject === "New enquiry on the website",
        );

    const firstNotice = notice(0);
    expect(firstNotice?.mail.text).not.toContain("REPEAT");

    const since = smtp.received.length;
    const second = await enquire({ email, fullname: "Notice Repeat", message: "Another question" });
    await ctx.app.mail.settled();
    const text = notice(since)?.mail.text ?? "";
    expect(text).toContain("REPEAT: Notice Repeat wrote before (once).");
    expect(text).toContain(`Their previous enquiry: http://localhost:3000/admin/enquiries?id=${first}`);
    expect(text).toContain(`http://localhost:3000/admin/enquiries?id=${second}`);
    expect(text).toMatch(/Everything about this person: http:\/\/localhost:3000\/admin\/people\/\S+/);
    // The mark comes first, before the details.
    expect(text.indexOf("REPEAT")).toBeLessThan(text.indexOf("A visitor sent an enquiry"));

    const later = smtp.received.length;
    await enquire({ email, fullname: "Notice Repeat", message: "A third one" });
    await ctx.app.mail.settled();
    expect(notice(later)?.mail.text).toContain("REPEAT: Notice Repeat wrote before (2 times).");
  });
});
