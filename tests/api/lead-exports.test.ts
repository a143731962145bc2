import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, enquiries } from "../../server/db/schema/people.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/*
 * Lead exports keep phone numbers as text: in the CSV as plain data, written as stored (ADR 0233,
 * superseding ADR 0146's ="…"), in the .xlsx as text cells (ADR 0146). Both are read back here with
 * libraries, leading 0 and + intact; moments are in the agency's zone, named in the header (issue 69).
 */

let ctx: TestContext;
let owner: Record<string, string>;

const download = async (url: string) => {
  const answer = await ctx.app.inject({ method: "GET", url, headers: owner });
  expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
  return answer;
};

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
  const db = ctx.database.db;
  // Through the form: stored normalised. Straight into the table: numbers as older versions kept them.
  const posted = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/contact/create",
    payload: { ...validContact, email: "new@example.com", phone: "0300-1234567" },
  });
  expect(posted.statusCode).toBe(201);
  await db.insert(enquiries).values([
    // 20:33 in Lahore (UTC+5): the Received cells say 20:33, not 15:33.
    {
      ...validContact,
      email: "old@example.com",
      phone: "03001234567",
      source: "contact",
      createdAt: new Date("2026-11-28T15:33:00.000Z"),
    },
    { ...validContact, email: "odd@example.com", phone: '0300"1', fullname: "=HYPERLINK(1)", source: "contact" },
  ]);
  const job = await insertJob(db, { title: "Flutter Developer" });
  await db.insert(applications).values({
    jobId: job.id,
    firstName: "Sara",
    lastName: "Ali",
    email: "sara@example.com",
    phoneNumber: "0345 1234567",
    city: "Lahore",
    address: "Gulberg",
    state: "Punjab",
    postalCode: "54000",
    resumeKey: "resumes/none.pdf",
    resumeName: "cv.pdf",
    resumeType: "application/pdf",
    resumeSize: 10,
  });
});
afterAll(() => ctx.close());

describe(`lead exports keep phone numbers as text (${testDriver()})`, () => {
  it("CSV: plain RFC 4180 data, phones as stored, no formula wrapping; moments in the agency's zone", async () => {
    const answer = await download("/api/v1/contact?format=csv");
    // Not one cell is wrapped as a formula or prefixed with an apostrophe.
    expect(answer.body).not.toContain('"=""');
    expect(answer.body).not.toContain("'=");
    expect(answer.body).not.toContain("'+");
    const [header, ...rows] = parseCsv(answer.body);
    expect(header[0]).toBe("Received (Asia/Karachi)");
    const phone = header.indexOf("Phone");
    const email = header.indexOf("Email");
    const byEmail = new Map(rows.map((row) => [row[email], row]));
    expect(byEmail.get("old@example.com")?.[phone]).toBe("03001234567");
    expect(byEmail.get("new@example.com")?.[phone]).toBe("+923001234567");
    expect(byEmail.get("odd@example.com")?.[phone]).toBe('0300"1');
    expect(answer.body).toContain('"0300""1"');
    expect(byEmail.get("odd@example.com")?.[header.indexOf("Name")]).toBe("=HYPERLINK(1)");
    // ISO 8601 with the zone's offset: the wall time in Lahore, and the same instant for a program.
    const received = byEmail.get("old@example.com")?.[0] ?? "";
    expect(received).toBe("2026-11-28T20:33:00.000+05:00");
    expect(new Date(received).toISOString()).toBe("2026-11-28T15:33:00.000Z");
  });

  it(".xlsx of enquiries: phones are text cells with their 0 and +, moments are dates; the download is audited", async () => {
    const answer = await download("/api/v1/contact?format=xlsx&stage=new");
    expect(answer.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="enquiries-stage-new-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    const [header, ...rows] = await readSheet(answer.rawPayload);
    expect(header).toEqual(parseCsv((await download("/api/v1/contact?format=csv")).body)[0]);
    const phone = header.indexOf("Phone");
    const email = header.indexOf("Email");
    const byEmail = new Map(rows.map((row) => [row[email], row]));
    expect(byEmail.get("old@example.com")?.[phone]).toBe("03001234567");
    expect(byEmail.get("new@example.com")?.[phone]).toBe("+923001234567");
    expect(byEmail.get("odd@example.com")?.[phone]).toBe('0300"1');
    // A text cell is never a formula, so no apostrophe is needed there.
    expect(byEmail.get("odd@example.com")?.[header.indexOf("Name")]).toBe("=HYPERLINK(1)");
    // A date cell holding the wall time in Lahore (a sheet has no zones: the header names it).
    expect(header[0]).toBe("Received (Asia/Karachi)");
    const received = byEmail.get("old@example.com")?.[0];
    expect(received).toBeInstanceOf(Date);
    // (A date cell is a fraction of a day: read back, it may be a millisecond off.)
    const seconds = received instanceof Date ? Math.round(received.getTime() / 1000) * 1000 : 0;
    expect(new Date(seconds).toISOString()).toBe("2026-11-28T20:33:00.000Z");
    expect(rows).toHaveLength(3);

    const entries = await ctx.database.db.select({ summary: auditLog.summary }).from(auditLog);
    expect(entries.map((entry) => entry.summary)).toContain("Exported the enquiries (stage new) as an Excel workbook");
  });

  it(".xlsx and CSV of applications, subscribers and potential customers: numbers stay numbers", async () => {
    const workbook = await download("/api/v1/career?format=xlsx");
    const [header, row] = await readSheet(workbook.rawPayload);
    expect(row[header.indexOf("Phone")]).toBe("0345 1234567");
    const csv = parseCsv((await download("/api/v1/career?format=csv")).body);
    expect(csv[1][csv[0].indexOf("Phone")]).toBe("0345 1234567");
    expect(csv[0][0]).toBe("Received (Asia/Karachi)");

    const [customers, ...visits] = await readSheet(
      (await download("/api/v1/potentialCustomer?format=xlsx")).rawPayload,
    );
    const counts = visits.map((visit) => visit[customers.indexOf("Visits")]);
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(typeof count).toBe("number");

    const [subscribers] = await readSheet((await download("/api/v1/newsletter?format=xlsx")).rawPayload);
    expect(subscribers).toContain("Email");
  });

  it("refuses a format it does not make", async () => {
    const answer = await ctx.app.inject({ method: "GET", url: "/api/v1/contact?format=pdf", headers: owner });
    expect(answer.statusCode).toBe(400);
  });
});
