import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Attribution of leads (docs/api.md "Attribution and insights", ADR 0079): what the browser sends
 * with the JSON calls, and what the pages' own form posts tell without JavaScript.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let jobId: string;
let jobSlug: string;

beforeAll(async () => {
  // Pages are rendered (through Vite) for the form posts made without JavaScript.
  ctx = await createTestApp({ publicWriteLimit: 1000 }, undefined, "development");
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  ({ id: jobId, slug: jobSlug } = await insertJob(ctx.database.db, { title: "Designer" }));
  for (const url of ["/contact", `/career/${jobSlug}/apply`, "/newsletter"])
    await ctx.app.inject({ method: "GET", url });
}, 180_000);
afterAll(() => ctx?.close());

const visit = {
  landingPage: "/services/sub-services/7?utm_source=ignored&email=someone%40example.com#top",
  referrer: "https://www.Google.com/search?q=private+words",
  utmSource: " newsletter ",
  utmMedium: "email",
  utmCampaign: "spring-2026",
};
const kept = {
  landingPage: "/services/sub-services/7",
  referrerHost: "www.google.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring-2026",
};
const none = { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

const postJson = (url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: "198.51.100.7" });
const list = async <T>(url: string): Promise<T[]> =>
  (await ctx.app.inject({ method: "GET", url, headers: admin })).json().data;
/** The attribution of the row of `url`'s list whose `field` is `email`. */
const byEmail = async (url: string, field: "email" | "subscriberEmail", email: string) => {
  const rows = await list<Record<string, unknown>>(url);
  const row = rows.find((r) => r[field] === email);
  if (!row) throw new Error(`${email} is not in ${url}`);
  return row.attribution;
};
const customer = (email: string) => byEmail("/api/v1/potentialCustomer", "email", email);

const applicant = (email: string) => ({
  firstName: "Sana",
  lastName: "Iqbal",
  yourEmail: email,
  phoneNumber: "03001234567",
  city: "Lahore",
  address: "5 Canal View",
  state: "Punjab",
  postalCode: "54000",
});
function applicationForm(fields: Record<string, string>) {
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

describe("the JSON calls (forms with JavaScript)", () => {
  it("keep the landing page's path, only the referrer's host, and the campaign", async () => {
    const email = "json-visit@example.com";
    expect((await postJson("/api/v1/contact/create", { ...validContact, email, ...visit })).statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual(kept);
    expect(await customer(email)).toEqual(kept);

    const subscriber = "json-subscriber@example.com";
    expect((await postJson("/api/v1/newsletter/create", { subscriberEmail: subscriber, ...visit })).statusCode).toBe(
      201,
    );
    expect(await byEmail("/api/v1/newsletter", "subscriberEmail", subscriber)).toEqual(kept);

    const applicantEmail = "json-applicant@example.com";
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm({ ...applicant(applicantEmail), jobId, ...visit }),
    });
    expect(applied.statusCode).toBe(201);
    expect(await byEmail("/api/v1/career", "email", applicantEmail)).toEqual(kept);
  });

  it("keep nothing when nothing is sent, and never our own site as a referrer", async () => {
    const email = "json-direct@example.com";
    expect((await postJson("/api/v1/contact/create", { ...validContact, email })).statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual(none);

    const internal = "json-internal@example.com";
    for (const referrer of ["http://localhost:3000/about", "http://LOCALHOST/services"]) {
      const res = await postJson("/api/v1/contact/create", {
        ...validContact,
        email: internal,
        referrer,
        landingPage: "/",
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await list<{ email: string; attribution: unknown }>("/api/v1/contact");
    for (const row of rows.filter((r) => r.email === internal))
      expect(row.attribution).toEqual({ ...none, landingPage: "/" });

    const odd = "json-odd@example.com";
    const res = await postJson("/api/v1/contact/create", {
      ...validContact,
      email: odd,
      referrer: "not a url",
      landingPage: "javascript-free text",
      utmSource: "   ",
    });
    expect(res.statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", odd)).toEqual(none);
  });

  it("refuse a field over 300 characters, a control character or a non-text value, storing nothing", async () => {
    const before = (await list("/api/v1/contact")).length;
    const long = "x".repeat(301);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ landingPage: `/${long}` }, "landingPage", "Landing page must be at most 300 characters"],
      [{ referrer: `https://a.example/${long}` }, "referrer", "Referrer must be at most 300 characters"],
      [{ utmSource: long }, "utmSource", "UTM source must be at most 300 characters"],
      [{ utmMedium: long }, "utmMedium", "UTM medium must be at most 300 characters"],
      [{ utmCampaign: long }, "utmCampaign", "UTM campaign must be at most 300 characters"],
      [{ utmCampaign: "spring\u0000" }, "utmCampaign", "Text may not contain control characters"],
      [{ utmSource: 42 }, "utmSource", "UTM source must be text"],
    ];
    for (const [fields, path, message] of cases) {
      const res = await postJson("/api/v1/contact/create", { ...validContact, ...fields });
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ success: false, message, error: message, issues: [{ path, message }] });
      const signup = await postJson("/api/v1/newsletter/create", { subscriberEmail: "long@example.com", ...fields });
      expect(signup.statusCode, path).toBe(400);
      expect(signup.json().issues, path).toEqual([{ path, message }]);
      const applied = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/career/create",
        payload: applicationForm({ ...applicant("long@example.com"), jobId, [path]: String(fields[path]) }),
      });
      if (typeof fields[path] === "string") {
        expect(applied.statusCode, path).toBe(400);
        expect(applied.json().issues, path).toEqual([{ path, message }]);
      }
    }
    // Exactly 300 characters is still fine.
    const edge = await postJson("/api/v1/contact/create", { ...validContact, utmCampaign: "c".repeat(300) });
    expect(edge.statusCode).toBe(201);
    expect((await list("/api/v1/contact")).length).toBe(before + 1);
    expect(await list<{ subscriberEmail: string }>("/api/v1/newsletter")).not.toContainEqual(
      expect.objectContaining({ subscriberEmail: "long@example.com" }),
    );
  });

  it("a potential customer keeps the visit that first brought them", async () => {
    const email = "first-touch@example.com";
    await postJson("/api/v1/newsletter/create", { subscriberEmail: email, ...visit });
    await postJson("/api/v1/contact/create", {
      ...validContact,
      email,
      referrer: "https://other.example/",
      utmSource: "ads",
      landingPage: "/contact",
    });
    expect(await customer(email)).toEqual(kept);
  });

  it("appear as the last five columns of every lead list's CSV", async () => {
    const headers = ["Landing page", "Referrer", "UTM source", "UTM medium", "UTM campaign"];
    const values = ["/services/sub-services/7", "www.google.com", "newsletter", "email", "spring-2026"];
    const lists: [string, string][] = [
      ["/api/v1/contact?format=csv", "json-visit@example.com"],
      ["/api/v1/newsletter?format=csv", "json-subscriber@example.com"],
      ["/api/v1/career?format=csv", "json-applicant@example.com"],
      ["/api/v1/potentialCustomer?format=csv", "json-visit@example.com"],
    ];
    for (const [url, email] of lists) {
      const rows = parseCsv((await ctx.app.inject({ method: "GET", url, headers: admin })).body);
      expect(rows[0].slice(-5), url).toEqual(headers);
      const row = rows.find((r) => r.includes(email));
      expect(row?.slice(-5), url).toEqual(values);
    }
  });
});

describe("the pages' own form posts (without JavaScript)", () => {
  const postPage = (url: string, fields: Record<string, string>, referer?: string) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(referer ? { referer } : {}),
      },
      remoteAddress: "198.51.100.8",
    });

  it("keep the form's page and its campaign from our own Referer, with no referring site", async () => {
    const email = "page-own@example.com";
    const res = await postPage(
      "/contact",
      { ...validContact, email },
      "http://localhost:3000/contact?utm_source=flyer&utm_medium=print&utm_campaign=expo&name=Ayesha",
    );
    expect(res.statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual({
      landingPage: "/contact",
      referrerHost: null,
      utmSource: "flyer",
      utmMedium: "print",
      utmCampaign: "expo",
    });

    const subscriber = "page-subscriber@example.com";
    const signup = await postPage("/newsletter", { subscriberEmail: subscriber }, "http://localhost/about");
    expect(signup.statusCode).toBe(201);
    expect(await byEmail("/api/v1/newsletter", "subscriberEmail", subscriber)).toEqual({
      ...none,
      landingPage: "/about",
    });
  });

  it("keep another site's host as the referrer, and the page posted to as the landing page", async () => {
    const email = "page-external@example.com";
    const res = await postPage(
      "/contact?utm_campaign=partner-week",
      { ...validContact, email },
      "https://blog.partner.example/posts/42?token=secret",
    );
    expect(res.statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual({
      ...none,
      landingPage: "/contact",
      referrerHost: "blog.partner.example",
      utmCampaign: "partner-week",
    });

    const applicantEmail = "page-applicant@example.com";
    const body = await declared(applicationForm(applicant(applicantEmail)));
    const applied = await ctx.app.inject({
      method: "POST",
      url: `/career/${jobSlug}/apply`,
      ...body,
      headers: { ...body.headers, referer: "https://jobs.example.net/listing" },
      remoteAddress: "198.51.100.9",
    });
    expect(applied.statusCode).toBe(201);
    expect(await byEmail("/api/v1/career", "email", applicantEmail)).toEqual({
      ...none,
      landingPage: `/career/${jobSlug}/apply`,
      referrerHost: "jobs.example.net",
    });
  });

  it("take attribution fields a client posts, checked as the API checks them", async () => {
    const email = "page-posted@example.com";
    const posted = await postPage("/contact", { ...validContact, email, utmSource: "qr-code" }, "http://localhost/");
    expect(posted.statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual({
      ...none,
      landingPage: "/",
      utmSource: "qr-code",
    });

    const tooLong = await postPage("/contact", {
      ...validContact,
      email: "page-long@example.com",
      utmMedium: "m".repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("UTM medium must be at most 300 characters");
  });

  it("drop control characters a page's address carries instead of failing", async () => {
    const email = "page-control@example.com";
    // A NUL is refused with the whole address, before the page (ADR 0265); the others are dropped.
    const res = await postPage("/contact?utm_source=bad%01value%0A", { ...validContact, email });
    expect(res.statusCode).toBe(201);
    expect(await byEmail("/api/v1/contact", "email", email)).toEqual({
      ...none,
      landingPage: "/contact",
      utmSource: "badvalue",
    });
  });
});
