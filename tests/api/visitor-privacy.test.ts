import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { columnsHolding, textColumns } from "../support/text-columns.ts";

/**
 * "No IP address or user agent is stored anywhere" (docs/api.md; ADR 0084): a visitor reads pages and
 * the public API and sends every public form, with and without JavaScript, from a distinctive address
 * (directly and through a trusted proxy) with a distinctive browser; then every text-like column of
 * every table is searched for them. A signed-in admin's calls, which do keep theirs, show the search
 * finds what is there.
 */
const VISITOR_IP = "203.0.113.147";
const FORWARDED_IP = "198.51.100.173";
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) VisitorProbe/31337 (KHTML, like Gecko) Chrome/127.0 Safari/537.36";
const STAFF_IP = "192.0.2.211";
const STAFF_AGENT = "Mozilla/5.0 (Macintosh) StaffProbe/4242 Safari/605.1.15";
const visitorNeedles = [VISITOR_IP, FORWARDED_IP, "VisitorProbe/31337"];

let ctx: TestContext;
let jobId: string;
let jobSlug: string;

beforeAll(async () => {
  // Behind a trusted proxy: the client's address is the one X-Forwarded-For names.
  ctx = await createTestApp({ publicWriteLimit: 1000, trustProxy: true }, undefined, "development");
  ({ id: jobId, slug: jobSlug } = await insertJob(ctx.database.db, { title: "Privacy probe" }));
  // Vite compiles the route modules on first use: warm them up outside the tests' own time limits.
  for (const url of ["/", "/contact", "/newsletter", "/career", `/career/${jobSlug}`, `/career/${jobSlug}/apply`]) {
    await ctx.app.inject({ method: "GET", url });
  }
}, 180_000);
afterAll(() => ctx?.close());

/** What every request of the visitor carries: the browser, the proxy's header and a referring search. */
const visitor = {
  headers: {
    "user-agent": VISITOR_AGENT,
    "x-forwarded-for": FORWARDED_IP,
    referer: `https://search.example/?q=${VISITOR_IP}`,
  },
  remoteAddress: VISITOR_IP,
};

const applicant = (email: string) => ({
  jobId,
  firstName: "Zara",
  lastName: "Malik",
  yourEmail: email,
  phoneNumber: "03001234567",
  city: "Lahore",
  address: "7 Canal Bank",
  state: "Punjab",
  postalCode: "54000",
});
function withResume(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new Blob(["%PDF-1.4 cv"], { type: "application/pdf" }), "cv.pdf");
  return form;
}
/** A multipart body with a declared length, as a browser sends a page's form. */
async function declared(form: FormData) {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}
const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

describe("a visitor's address and user agent", () => {
  it("are searched for in every text, varchar, json and jsonb column of every table", async () => {
    const columns = (await textColumns(ctx.database.db)).map(({ table, column }) => `${table}.${column}`);
    expect(columns).toEqual(
      expect.arrayContaining(["request_logs.ip", "request_logs.user_agent", "audit_log.ip", "audit_log.before"]),
    );
    expect(columns.length).toBeGreaterThan(50);
  });

  it("are stored nowhere after pages, public reads and every public form, with and without JavaScript, but in a sign-up's consent", async () => {
    for (const url of ["/", "/about?utm_source=probe", "/contact", "/career", `/career/${jobSlug}`, "/privacy"]) {
      expect((await ctx.app.inject({ method: "GET", url, ...visitor })).statusCode, url).toBe(200);
    }
    for (const url of ["/api/v1/category", "/api/v1/services", "/api/v1/alertHeader", "/api/v1/no-such-thing"]) {
      await ctx.app.inject({ method: "GET", url, ...visitor });
    }

    // With JavaScript: the JSON and multipart calls, one refused.
    const api = (url: string, payload: object | FormData) =>
      ctx.app.inject({ method: "POST", url, payload, headers: visitor.headers, remoteAddress: visitor.remoteAddress });
    expect((await api("/api/v1/contact/create", { ...validContact, email: "js-visitor@example.com" })).statusCode).toBe(
      201,
    );
    expect((await api("/api/v1/contact/create", { ...validContact, email: "not an address" })).statusCode).toBe(400);
    expect((await api("/api/v1/newsletter/create", { subscriberEmail: "js-visitor@example.com" })).statusCode).toBe(
      201,
    );
    expect((await api("/api/v1/career/create", withResume(applicant("js-visitor@example.com")))).statusCode).toBe(201);

    // Without JavaScript: the pages' own form posts.
    const page = async (url: string, body: { payload: string | Buffer; headers: Record<string, string> }) =>
      ctx.app.inject({
        method: "POST",
        url,
        payload: body.payload,
        headers: { ...visitor.headers, ...body.headers },
        remoteAddress: visitor.remoteAddress,
      });
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: urlEncoded,
    });
    expect((await page("/contact", form({ ...validContact, email: "page-visitor@example.com" }))).statusCode).toBe(201);
    expect([200, 201]).toContain(
      (await page("/newsletter", form({ subscriberEmail: "page-visitor@example.com" }))).statusCode,
    );
    expect(
      (await page(`/career/${jobSlug}/apply`, await declared(withResume(applicant("page-visitor@example.com")))))
        .statusCode,
    ).toBe(201);

    await ctx.app.pageViews.flush();
    await ctx.app.requestLog.flush();
    // The one exception, on purpose: a newsletter sign-up's consent records the address it was given
    // from (issue 72, ADR 0261), kept with the subscriber and gone with them.
    expect(await columnsHolding(ctx.database.db, visitorNeedles)).toEqual(["newsletter_subscribers.consent_ip"]);

    // The visitor's calls are in the request log all the same, without address or user agent.
    const anonymous = (await ctx.database.db.select().from(requestLogs)).filter(
      (row) => row.route === "/api/v1/contact/create",
    );
    expect(anonymous.length).toBeGreaterThanOrEqual(2);
    expect(anonymous.every((row) => row.ip === null && row.userAgent === null && row.username === null)).toBe(true);
  });

  it("while a signed-in admin's calls keep theirs, in the request log and the audit log", async () => {
    const staff = {
      ...bearer((await signInAsSuperAdmin(ctx)).token),
      "user-agent": STAFF_AGENT,
      "x-forwarded-for": STAFF_IP,
    };
    await ctx.app.inject({ method: "GET", url: "/api/v1/contact", headers: staff });
    const update = await ctx.app.inject({
      method: "PUT",
      url: "/api/v1/alertHeader/update",
      headers: staff,
      payload: { textField: "Open for projects" },
    });
    expect(update.statusCode).toBe(200);
    await ctx.app.requestLog.flush();
    expect(await columnsHolding(ctx.database.db, [STAFF_IP])).toEqual(["audit_log.ip", "request_logs.ip"]);
    expect(await columnsHolding(ctx.database.db, ["StaffProbe/4242"])).toEqual(["request_logs.user_agent"]);
    expect(await columnsHolding(ctx.database.db, visitorNeedles)).toEqual(["newsletter_subscribers.consent_ip"]);
  });
});
