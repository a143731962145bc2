import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributionColumns } from "../../domain/attribution.ts";
import { csvBatches } from "../../server/db/csv-batches.ts";
import { type CsvColumn, csvStream, csvTextStream } from "../../server/http/csv-export.ts";
import {
  type EnquiryRow,
  enquiryCsvBatch,
  enquiryCsvFields,
  selectEnquiries,
} from "../../server/modules/contact/admin-queries.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { parseCsv } from "../support/csv.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

/** The enquiries' columns as the export wrote them in JavaScript before PostgreSQL did (ADR 0120). */
const javascriptColumns: CsvColumn<EnquiryRow>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "Name", value: (r) => r.fullname },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Address", value: (r) => r.address },
  { header: "Message", value: (r) => r.message },
  { header: "Source", value: (r) => r.source },
  { header: "Status", value: (r) => r.status },
  { header: "Stage", value: (r) => r.stage },
  { header: "Owner", value: (r) => r.ownerUsername ?? "" },
  { header: "Deal value", value: (r) => r.dealValue },
  { header: "Expected close", value: (r) => r.expectedCloseOn },
  { header: "Lost reason", value: (r) => r.lostReason },
  ...attributionColumns.map(([header, key]) => ({ header, value: (r: EnquiryRow) => r[key] })),
];

async function javascriptCsv(rows: EnquiryRow[]) {
  async function* each() {
    yield* rows;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(each(), javascriptColumns)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

describe("CSV written by PostgreSQL", () => {
  it("writes the same bytes as csv-stringify: quotes, doubled quotes, line breaks, formulas, empty and missing cells, Urdu", async () => {
    const awkward = [
      ["=SUM(A1:A9)", "comma,inside@x.example", "-300", 'say "hi"', "line one\nline two\r\nline three", "+landing"],
      [
        "@handle",
        "tab@x.example",
        "\tstarts with a tab",
        "\rstarts with a return",
        "ends with a return\r",
        "＝fullwidth",
      ],
      ["عائشہ خان", "urdu@x.example", "＋92", "＠home", "－minus", ""],
      ["Plain Name", "plain@x.example", "03001234567", "Lahore", "A message", null],
    ];
    for (const [i, [fullname, email, phone, address, message, landing]] of awkward.entries()) {
      await ctx.database.db.execute(sql`
        insert into enquiries (fullname, email, phone, address, message, landing_page, utm_source, created_at)
        values (${fullname}, ${email}, ${phone}, ${address}, ${message}, ${landing}, ${i % 2 === 0 ? "=cmd" : null},
          timestamptz '2026-03-04 05:06:07.891234+00' - ${i} * interval '1 second')`);
    }
    const db = ctx.database.db;
    const expected = await javascriptCsv(await selectEnquiries(db, {}));
    // Every column as a plain one: the phone column's text formula (ADR 0146) is checked below.
    const plain = enquiryCsvFields.map(({ kind: _kind, ...field }) => field);
    const chunks: Buffer[] = [];
    const written = csvTextStream(
      plain.map((field) => field.header),
      csvBatches(db, plain, enquiryCsvBatch(db, {})),
    );
    for await (const chunk of written) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(expected);

    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/contact?format=csv", headers: admin });
    expect(res.statusCode).toBe(200);
    // The download's moments are in the agency's zone (issue 69): 05:06 UTC is 10:06 in Karachi.
    expect(res.body).toContain("2026-03-04T10:06:07.891+05:00");
    // A phone cell is plain data, as stored (ADR 0233): -300 stays -300, no formula, no apostrophe.
    const phones = parseCsv(res.body)
      .slice(1)
      .map((row) => row[3]);
    expect(phones).toEqual(awkward.map(([, , phone]) => phone));
    expect(res.body).toContain(",-300,");
  });
});
