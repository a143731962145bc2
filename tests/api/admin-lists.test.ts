import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIST_MAX_ROWS, LIST_MAX_ROWS, listPagingMessages } from "../../domain/list-paging.ts";
import { potentialCustomerMessages } from "../../domain/potential-customers.ts";
import { rowsOf } from "../../server/db/rows.ts";
import { enquiryOrder, enquiryQuery } from "../../server/modules/contact/admin-queries.ts";
import { subscriberOrder, subscriberQuery } from "../../server/modules/newsletter/queries.ts";
import { peopleQuery, personOrder } from "../../server/modules/people/queries.ts";
import { requestLogList } from "../../server/modules/request-logs/queries.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: admin });
const ENQUIRIES = 300;
const SUBSCRIBERS = LIST_MAX_ROWS + 5;

/**
 * 300 enquiries, one a minute back from now: every 7th is "Zubair Khan n" (the rest "Person n"),
 * every 3rd at the stage contacted. Subscribers: one more than the plain answer's cap.
 */
async function seed() {
  const db = ctx.database.db;
  await db.execute(sql`
    insert into enquiries (fullname, phone, email, address, message, stage, created_at)
    select case when i % 7 = 0 then 'Zubair Khan ' || i else 'Person ' || lpad(i::text, 4, '0') end,
      '0300' || lpad(i::text, 7, '0'), 'lead' || i || '@example.com', 'Lahore', 'Hello there, call me',
      case when i % 3 = 0 then 'contacted' else 'new' end,
      now() - i * interval '1 minute'
    from generate_series(1, ${ENQUIRIES}) as i`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, created_at)
    select 'reader' || i || case when i % 10 = 0 then '@news.example' else '@example.com' end,
      now() - i * interval '1 minute'
    from generate_series(1, ${SUBSCRIBERS}) as i`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await seed();
});
afterAll(() => ctx.close());

type Enquiry = { fullname: string; stage: string; createdAt: string };

describe("GET /contact paged", () => {
  it("answers a page of 10 with the pagination, newest first", async () => {
    const res = await get("/api/v1/contact?page=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 2, limit: 10, total: ENQUIRIES, totalPages: 30, totalEstimated: false });
    expect(body.data.map((e: Enquiry) => e.fullname)).toEqual([
      "Person 0011",
      "Person 0012",
      "Person 0013",
      "Zubair Khan 14",
      "Person 0015",
      "Person 0016",
      "Person 0017",
      "Person 0018",
      "Person 0019",
      "Person 0020",
    ]);
  });

  it("answers the last page with what is left", async () => {
    const body = (await get("/api/v1/contact?page=8&limit=40")).json();
    expect(body.data).toHaveLength(20);
    expect(body.pagination.totalPages).toBe(8);
    expect(body.data.at(-1).fullname).toBe("Person 0300");
  });

  it("searches name, e-mail and phone, letter case ignored", async () => {
    const byName = (await get("/api/v1/contact?limit=5&q=zUBAIR")).json();
    expect(byName.pagination.total).toBe(Math.floor(ENQUIRIES / 7));
    expect(byName.data.every((e: Enquiry) => e.fullname.startsWith("Zubair Khan"))).toBe(true);
    const byEmail = (await get("/api/v1/contact?limit=5&q=lead123@")).json();
    expect(byEmail.data.map((e: Enquiry) => e.fullname)).toEqual(["Person 0123"]);
    const byPhone = (await get("/api/v1/contact?limit=5&q=03000000042")).json();
    expect(byPhone.data.map((e: Enquiry) => e.fullname)).toEqual(["Zubair Khan 42"]);
    // LIKE's wildcards are plain characters in a search.
    expect((await get("/api/v1/contact?limit=5&q=%25")).json().pagination.total).toBe(0);
  });

  it("filters and searches together, and the total counts only what matches", async () => {
    const body = (await get("/api/v1/contact?page=1&stage=contacted&q=zubair")).json();
    // Multiples of 21 up to 300.
    expect(body.pagination.total).toBe(14);
    expect(body.data.every((e: Enquiry) => e.stage === "contacted" && e.fullname.startsWith("Zubair"))).toBe(true);
  });

  it("sorts by a field either way", async () => {
    const up = (await get("/api/v1/contact?limit=3&sort=fullname")).json();
    expect(up.data.map((e: Enquiry) => e.fullname)).toEqual(["Person 0001", "Person 0002", "Person 0003"]);
    const down = (await get("/api/v1/contact?limit=2&sort=-fullname")).json();
    expect(down.data.map((e: Enquiry) => e.fullname)).toEqual(["Zubair Khan 98", "Zubair Khan 91"]);
    const oldest = (await get("/api/v1/contact?limit=1&sort=createdAt")).json();
    expect(oldest.data[0].fullname).toBe("Person 0300");
  });

  it.each([
    ["page=0", "page", listPagingMessages.pageInvalid],
    ["limit=101", "limit", listPagingMessages.limitInvalid],
    ["limit=ten", "limit", listPagingMessages.limitInvalid],
    ["sort=message", "sort", listPagingMessages.sortInvalid(["createdAt", "fullname", "email", "stage"])],
    [`q=${"x".repeat(101)}`, "q", listPagingMessages.searchTooLong],
  ])("refuses ?%s with 400 and the field's message", async (query, field, message) => {
    const res = await get(`/api/v1/contact?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, issues: [{ path: field, message }] });
  });

  it("streams the filtered CSV: as many rows as the filtered total, the filters in the file name", async () => {
    const total = (await get("/api/v1/contact?page=1&stage=new&q=person")).json().pagination.total;
    const res = await get("/api/v1/contact?format=csv&stage=new&q=person");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="enquiries-stage-new-q-person-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    expect(rows.length - 1).toBe(total);
    expect(total).toBeGreaterThan(0);
  });
});

describe("GET /newsletter", () => {
  it("answers the spec's plain shape without paging parameters, cut at the lead lists' cap and saying so", async () => {
    const res = await get("/api/v1/newsletter");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-list-truncated"]).toBe("true");
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["data", "success"]);
    // Subscribers are personal data: their list is cut lower than a content list (ADR 0218).
    expect(LEAD_LIST_MAX_ROWS).toBeLessThan(LIST_MAX_ROWS);
    expect(body.data).toHaveLength(LEAD_LIST_MAX_ROWS);
  });

  it("answers a searched list under the cap whole, without the header", async () => {
    const res = await get("/api/v1/newsletter?q=news.example");
    expect(res.headers["x-list-truncated"]).toBeUndefined();
    expect(res.json().data).toHaveLength(Math.floor(SUBSCRIBERS / 10));
  });

  it("pages, searches and sorts by address", async () => {
    const body = (await get("/api/v1/newsletter?page=1&limit=3&q=NEWS&sort=subscriberEmail")).json();
    expect(body.pagination).toMatchObject({ total: 100, totalPages: 34 });
    expect(body.data.map((s: { subscriberEmail: string }) => s.subscriberEmail)).toEqual([
      "reader1000@news.example",
      "reader100@news.example",
      "reader10@news.example",
    ]);
  });

  it("exports every matching subscriber as CSV", async () => {
    const res = await get("/api/v1/newsletter?format=csv&q=news.example");
    expect(res.headers["content-disposition"]).toMatch(/filename="subscribers-q-news-example-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(res.body).length - 1).toBe(100);
    const all = await get("/api/v1/newsletter?format=csv");
    expect(parseCsv(all.body).length - 1).toBe(SUBSCRIBERS);
  });
});

describe("search indexes", { timeout: 180_000 }, () => {
  /** The plan of a statement, as text. */
  async function planOf(statement: SQLWrapper) {
    const result = await ctx.database.db.execute(sql`explain ${statement}`);
    return rowsOf<{ "QUERY PLAN": string }>(result)
      .map((row) => row["QUERY PLAN"])
      .join("\n");
  }

  it("reads a searched page of 10 through the indexes, not a sequential scan", async () => {
    const db = ctx.database.db;
    // Enough rows that a sequential scan costs more than the indexes, in statements small enough
    // for the test database's statement timeout on a busy machine.
    for (let from = 1; from <= 30_000; from += 3_000) {
      const to = from + 2_999;
      await db.execute(sql`
        insert into enquiries (fullname, phone, email, address, message, created_at)
        select 'Bulk ' || md5(i::text), '0311' || lpad(i::text, 7, '0'), md5(i::text) || '@bulk.example',
          'Karachi', 'A message long enough', now() - interval '1 day' - i * interval '1 second'
        from generate_series(${from}::int, ${to}::int) as i`);
      await db.execute(sql`
        insert into newsletter_subscribers (email, created_at)
        select md5(i::text) || '@bulk.example', now() - interval '1 day' - i * interval '1 second'
        from generate_series(${from}::int, ${to}::int) as i`);
    }
    // As autovacuum would: fresh statistics, and the GIN indexes' pending lists merged.
    await db.execute(sql`vacuum analyze enquiries`);
    await db.execute(sql`vacuum analyze newsletter_subscribers`);
    const newest = { field: "createdAt", descending: true } as const;
    const enquiryPlan = await planOf(
      enquiryQuery(db, { q: "zubair" }, { order: enquiryOrder(newest).forward, limit: 10, offset: 0 }, false),
    );
    expect(enquiryPlan).not.toMatch(/Seq Scan on enquiries/);
    expect(enquiryPlan).toMatch(/enquiries_(fullname|email|phone)_trgm|enquiries_created_idx/);
    // A number in another spelling (issue 69) is looked for through the same indexes.
    const phonePlan = await planOf(
      enquiryQuery(db, { q: "0311-0001234" }, { order: enquiryOrder(newest).forward, limit: 10, offset: 0 }, false),
    );
    expect(phonePlan).not.toMatch(/Seq Scan on enquiries/);
    const subscriberPlan = await planOf(
      subscriberQuery(db, { q: "news.example" }, { order: subscriberOrder(newest).forward, limit: 10, offset: 0 }),
    );
    expect(subscriberPlan).not.toMatch(/Seq Scan on newsletter_subscribers/);
    const firstPage = await planOf(
      enquiryQuery(db, {}, { order: enquiryOrder(newest).forward, limit: 10, offset: 0 }, false),
    );
    expect(firstPage).not.toMatch(/Seq Scan on enquiries/);
  });

  it("reads a searched page of people through the names' and the addresses' indexes, not every person", async () => {
    const db = ctx.database.db;
    for (let from = 1; from <= 30_000; from += 3_000) {
      await db.execute(sql`
        with made as (
          insert into people (email, phone, name, last_seen_at)
          select md5(i::text) || '@people.example', '+92311' || lpad(i::text, 7, '0'), 'Person ' || md5(i::text),
            now() - i * interval '1 second'
          from generate_series(${from}::int, ${from + 2_999}::int) as i
          returning id, email, phone)
        insert into person_contacts (person_id, kind, value, source)
        select id, 'email', email, 'enquiry' from made
        union all select id, 'phone', phone, 'enquiry' from made`);
    }
    await db.execute(sql`vacuum analyze people`);
    await db.execute(sql`vacuum analyze person_contacts`);
    const newest = personOrder({ field: "lastSeenAt", descending: true }).forward;
    for (const q of ["c4ca4238a0b9", "0311-0001234", "nobody-at-all"]) {
      const plan = await planOf(peopleQuery(db, q, { order: newest, limit: 10, offset: 0 }));
      expect(plan, q).not.toMatch(/Seq Scan on people/);
      // The matching addresses are read once (an InitPlan), and their people looked up by id beside
      // the names' index: not a lookup of addresses once per person read.
      expect(plan, q).toMatch(/InitPlan[\s\S]*person_contacts_value_trgm/);
      expect(plan, q).toMatch(/BitmapOr[\s\S]*people_name_trgm[\s\S]*people_pkey/);
    }
  });

  it("finds each row's earlier enquiry from the same person by the index, not by sorting all of theirs", async () => {
    const db = ctx.database.db;
    // One person who wrote 2,000 times (a busy client, or a form spammed from one phone).
    await db.execute(sql`
      with person as (insert into people (email, name) values ('often@repeat.example', 'Often') returning id)
      insert into enquiries (fullname, phone, email, address, message, person_id, created_at)
      select 'Often', '03110000000', 'often@repeat.example', 'Lahore', 'Once more', person.id,
        now() - interval '2 days' - i * interval '1 second'
      from person, generate_series(1, 2000) as i`);
    await db.execute(sql`vacuum analyze enquiries`);
    const newest = { field: "createdAt", descending: true } as const;
    const plan = await planOf(
      enquiryQuery(db, {}, { order: enquiryOrder(newest).forward, limit: LEAD_LIST_MAX_ROWS, offset: 0 }, true),
    );
    // Sorting the person's earlier enquiries for every row of the list is quadratic in their count.
    expect(plan).toMatch(/Index Only Scan Backward using enquiries_person_idx/);
    expect(plan).not.toMatch(/Sort Key: earlier/);
  });

  it("finds a rare route in the request log through its trigram index, not by reading the log newest first", async () => {
    const db = ctx.database.db;
    for (let from = 1; from <= 30_000; from += 3_000) {
      await db.execute(sql`
        insert into request_logs (method, route, ip, "timestamp", status_code, duration_ms)
        select 'GET', '/api/v1/thing/' || md5(i::text), '127.0.0.1', now() - i * interval '1 second', 200, 3
        from generate_series(${from}::int, ${from + 2_999}::int) as i`);
    }
    await db.execute(sql`vacuum analyze request_logs`);
    const plan = await planOf(requestLogList(db, { route: "thing/c4ca4238a0b9" }).read({ limit: 10, offset: 0 }));
    expect(plan).toMatch(/request_logs_route_trgm/);
    expect(plan).not.toMatch(/Seq Scan/);
    // A route part most entries have: newest first through the time index, stopping at ten.
    const common = await planOf(requestLogList(db, { route: "thing/" }).read({ limit: 10, offset: 0 }));
    expect(common).not.toMatch(/Seq Scan/);
  });

  it("answers a request-log search the planner puts above the exact-count threshold with its estimate, uncounted", async () => {
    const result = await ctx.database.db.execute(
      sql`explain (format json) select 1 from request_logs where route ilike ${"%thing/%"}`,
    );
    const plan = rowsOf<{ "QUERY PLAN": unknown }>(result)[0]["QUERY PLAN"];
    const parsed = typeof plan === "string" ? JSON.parse(plan) : plan;
    const estimate = Math.round(Number(parsed[0].Plan["Plan Rows"]));
    expect(estimate).toBeGreaterThan(10_000);
    const body = (await get("/api/v1/logger/get-all?page=1&route=thing/")).json();
    // The planner's figure as it is: a count would have given 30,000 or its estimate if that was more.
    expect(body.pagination).toMatchObject({ total: estimate, totalEstimated: true });
    const rare = (await get("/api/v1/logger/get-all?page=1&route=thing/c4ca4238a0b9")).json();
    expect(rare.pagination).toMatchObject({ total: 1, totalEstimated: false });
    expect(rare.data).toHaveLength(1);
  });

  it("gives an estimate, said to be one, above the exact-count threshold", async () => {
    const body = (await get("/api/v1/newsletter?page=1&q=bulk.example")).json();
    expect(body.pagination.totalEstimated).toBe(true);
    expect(body.pagination.total).toBeGreaterThan(10_000);
    const small = (await get("/api/v1/newsletter?page=1&q=news.example")).json();
    expect(small.pagination).toMatchObject({ total: 100, totalEstimated: false });
  });
});

describe("GET /career and GET /potentialCustomer", () => {
  let jobId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    jobId = (await insertJob(db)).id;
    const other = (await insertJob(db)).id;
    // 60 applications: even ones for the first job, every 4th a "Hamza", every 3rd at interview.
    await db.execute(sql`
      insert into applications (job_id, first_name, last_name, email, phone_number, city, address, state,
        postal_code, resume_key, resume_name, resume_type, resume_size, stage, created_at)
      select case when i % 2 = 0 then ${jobId}::uuid else ${other}::uuid end,
        case when i % 4 = 0 then 'Hamza' else 'Ayesha' end, 'Applicant ' || lpad(i::text, 2, '0'),
        'applicant' || i || '@example.com', '0321' || lpad(i::text, 7, '0'), 'Lahore', 'Street 1', 'Punjab',
        '54000', 'resumes/seeded-' || i, 'cv.pdf', 'application/pdf', 100,
        case when i % 3 = 0 then 'interview' else 'new' end, now() - i * interval '1 minute'
      from generate_series(1, 60) as i`);
    await db.execute(sql`
      insert into potential_customers (email, source, visit_count, created_at, last_seen_at)
      select 'person' || i || '@' || case when i % 5 = 0 then 'shop.example' else 'example.com' end,
        case when i % 2 = 0 then 'newsletter' else 'contact' end, 1 + i % 4,
        now() - interval '1 day', now() - i * interval '1 minute'
      from generate_series(1, 40) as i`);
  });

  it("pages applications, searches their names, e-mail and phone, filters by job and stage, sorts", async () => {
    const page = (await get(`/api/v1/career?page=1&limit=5&jobId=${jobId}&stage=interview&q=hamza`)).json();
    // Multiples of 12 up to 60: 5 of them.
    expect(page.pagination).toEqual({ page: 1, limit: 5, total: 5, totalPages: 1, totalEstimated: false });
    expect(page.data.map((a: { lastName: string }) => a.lastName)).toEqual([
      "Applicant 12",
      "Applicant 24",
      "Applicant 36",
      "Applicant 48",
      "Applicant 60",
    ]);
    const byPhone = (await get("/api/v1/career?limit=5&q=03210000007")).json();
    expect(byPhone.data.map((a: { lastName: string }) => a.lastName)).toEqual(["Applicant 07"]);
    const sorted = (await get("/api/v1/career?limit=2&sort=-lastName")).json();
    expect(sorted.data.map((a: { lastName: string }) => a.lastName)).toEqual(["Applicant 60", "Applicant 59"]);
    const unknownJob = (await get("/api/v1/career?page=1&jobId=nope")).json();
    expect(unknownJob).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 } });
    const csv = await get(`/api/v1/career?format=csv&jobId=${jobId}&q=hamza`);
    expect(parseCsv(csv.body).length - 1).toBe(15);
  });

  it("pages potential customers, most recently seen first, searched, filtered by source and sorted", async () => {
    const first = (await get("/api/v1/potentialCustomer?page=1")).json();
    expect(first.pagination).toMatchObject({ total: 40, totalPages: 4 });
    expect(first.data[0].email).toBe("person1@example.com");
    const shop = (await get("/api/v1/potentialCustomer?page=1&q=SHOP&source=newsletter")).json();
    expect(shop.pagination.total).toBe(4);
    expect(shop.data.map((c: { email: string }) => c.email)).toEqual([
      "person10@shop.example",
      "person20@shop.example",
      "person30@shop.example",
      "person40@shop.example",
    ]);
    const byVisits = (await get("/api/v1/potentialCustomer?limit=1&sort=-visitCount")).json();
    expect(byVisits.data[0].visitCount).toBe(4);
    const csv = await get("/api/v1/potentialCustomer?format=csv&q=shop");
    expect(csv.headers["content-disposition"]).toMatch(/filename="potential-customers-q-shop-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(csv.body).length - 1).toBe(8);
    expect((await get("/api/v1/potentialCustomer?sort=-email")).statusCode).toBe(200);
    expect((await get("/api/v1/potentialCustomer?sort=fullname")).statusCode).toBe(400);
    const unknownSource = await get("/api/v1/potentialCustomer?source=billboard");
    expect(unknownSource.statusCode).toBe(400);
    expect(unknownSource.json().message).toBe(potentialCustomerMessages.sourceInvalid);
  });
});

describe("deep pages", () => {
  it("reads a page past the middle from the end: the same rows, in the same order, as the forward read", async () => {
    const all = (await get("/api/v1/potentialCustomer?page=1&limit=100&sort=email")).json().data;
    const last = (await get("/api/v1/potentialCustomer?page=4&limit=12&sort=email")).json();
    expect(last.pagination).toMatchObject({ total: all.length, totalPages: Math.ceil(all.length / 12) });
    expect(last.data.map((c: { email: string }) => c.email)).toEqual(
      all.slice(36, 48).map((c: { email: string }) => c.email),
    );
    const third = (await get("/api/v1/potentialCustomer?page=3&limit=12&sort=email")).json();
    expect(third.data.map((c: { email: string }) => c.email)).toEqual(
      all.slice(24, 36).map((c: { email: string }) => c.email),
    );
    expect((await get("/api/v1/potentialCustomer?page=9&limit=12")).json().data).toEqual([]);
  });
});

describe("CSV batches", () => {
  it("exports rows that share one moment across the export's batches once each, none left out", async () => {
    // More rows than one batch (server/db/keyset.ts), all received at the same instant: only the
    // id orders them, so a batch that ends among them must go on from that id.
    const TIED = 1_234;
    await ctx.database.db.execute(sql`
      insert into enquiries (fullname, phone, email, address, message, created_at)
      select 'Tied ' || i, '0345' || lpad(i::text, 7, '0'), 'tied' || i || '@same.example', 'Multan', 'Same moment',
        timestamptz '2026-01-02 03:04:05.678901+00'
      from generate_series(1, ${TIED}) as i`);
    const total = (await get("/api/v1/contact?page=1&q=same.example")).json().pagination.total;
    expect(total).toBe(TIED);
    const rows = parseCsv((await get("/api/v1/contact?format=csv&q=same.example")).body).slice(1);
    expect(rows).toHaveLength(TIED);
    const emails = new Set(rows.map((row) => row[2]));
    expect(emails.size).toBe(TIED);
    // Written in the agency's zone (issue 69): 03:04 UTC is 08:04 in Karachi.
    expect(rows.every((row) => row[0] === "2026-01-02T08:04:05.678+05:00")).toBe(true);
  });
});
