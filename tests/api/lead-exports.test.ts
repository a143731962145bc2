import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, enquiries } from "../../server/db/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/*
 * Lead exports keep phone numbers as text (ADR 0146): in the CSV as Excel's text formula ="…", in the
 * .xlsx as text cells. Both are read back here with libraries, leading 0 and + intact.
 */

let ctx: TestContext;
let owner: Record<string, string>;

/** What a spreadsheet shows for a CSV cell: ="…" is a text formula whose value is the text inside. */
function shown(cell: string): string {
  const formula = /^="((?:[^"]|"")*)"$/.exec(cell);
  return formula ? formula[1].replaceAll('""', '"') : cell;
}

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
    { ...validContact, email: "old@example.com", phone: "03001234567", source: "contact" },
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
  it("CSV: each phone is a text formula a spreadsheet shows as typed; other formulas are still defused", async () => {
    const answer = await download("/api/v1/contact?format=csv");
    const [header, ...rows] = parseCsv(answer.body);
    const phone = header.indexOf("Phone");
    const email = header.indexOf("Email");
    const byEmail = new Map(rows.map((row) => [row[email], row]));
    expect(byEmail.get("old@example.com")?.[phone]).toBe('="03001234567"');
    expect(shown(byEmail.get("old@example.com")?.[phone] ?? "")).toBe("03001234567");
    expect(shown(byEmail.get("new@example.com")?.[phone] ?? "")).toBe("+923001234567");
    expect(shown(byEmail.get("odd@example.com")?.[phone] ?? "")).toBe('0300"1');
    expect(byEmail.get("odd@example.com")?.[header.indexOf("Name")]).toBe("'=HYPERLINK(1)");
    // The received moment stays ISO text in a CSV.
    expect(byEmail.get("old@example.com")?.[header.indexOf("Received")]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
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
    expect(byEmail.get("old@example.com")?.[header.indexOf("Received")]).toBeInstanceOf(Date);
    expect(rows).toHaveLength(3);

    const entries = await ctx.database.db.select({ summary: auditLog.summary }).from(auditLog);
    expect(entries.map((entry) => entry.summary)).toContain("Exported the enquiries (stage new) as an Excel workbook");
  });

  it(".xlsx and CSV of applications, subscribers and potential customers: numbers stay numbers", async () => {
    const workbook = await download("/api/v1/career?format=xlsx");
    const [header, row] = await readSheet(workbook.rawPayload);
    expect(row[header.indexOf("Phone")]).toBe("0345 1234567");
    const csv = parseCsv((await download("/api/v1/career?format=csv")).body);
    expect(shown(csv[1][csv[0].indexOf("Phone")])).toBe("0345 1234567");

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
