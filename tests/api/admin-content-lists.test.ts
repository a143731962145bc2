import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MAX_ROWS, LIST_TRUNCATED_HEADER, listPagingMessages } from "../../domain/list-paging.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** Jobs, users and roles on the shared list contract (docs/api.md "Back-office lists at scale"). */

let ctx: TestContext;
let admin: Record<string, string>;

const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: "GET", url, headers });
const JOBS = LIST_MAX_ROWS + 5;
const ROLES = 30;
const USERS = 25;

/**
 * Jobs one minute apart, newest "n = 1": every 5th titled "Engineer n", the rest "Designer 000n";
 * even ones inactive. Roles "team-01"…"team-30" (every 3rd "sales-nn"); users "user01"… holding
 * "team-01" or, every 4th, "team-02", every 6th named "Ayesha".
 */
async function seed() {
  const db = ctx.database.db;
  await db.execute(sql`
    insert into jobs (title, slug, description, company_overview, job_role, requirements, is_active, created_at)
    select case when i % 5 = 0 then 'Engineer ' || i else 'Designer ' || lpad(i::text, 4, '0') end, 'job-' || i,
      'About the job', 'About us', array['Build'], array['Care'], i % 2 = 1, now() - i * interval '1 minute'
    from generate_series(1, ${JOBS}) as i`);
  await db.execute(sql`
    insert into privileges (role, permissions, created_at)
    select case when i % 3 = 0 then 'sales-' else 'team-' end || lpad(i::text, 2, '0'), '{}'::jsonb,
      now() - interval '1 day' + i * interval '1 minute'
    from generate_series(1, ${ROLES}) as i`);
  await db.execute(sql`
    insert into admin_users (username, full_name, email, password_hash, contact_number, address, gender,
      date_of_birth, privilege_id, created_at)
    select 'user' || lpad(i::text, 2, '0'), case when i % 6 = 0 then 'Ayesha ' || i else 'Staff ' || i end,
      'user' || i || '@example.com', 'x', '03001234567', 'Lahore', 'Female', '1990-01-01',
      (select id from privileges where role = case when i % 4 = 0 then 'team-02' else 'team-01' end),
      now() + i * interval '1 minute'
    from generate_series(1, ${USERS}) as i`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await seed();
});
afterAll(() => ctx.close());

type Titled = { title: string; isActive: boolean };

describe("GET /job?all=true (the back office's list)", () => {
  it("pages every job, newest first", async () => {
    const body = (await get("/api/v1/job?all=true&page=2&limit=3")).json();
    expect(body.pagination).toEqual({ page: 2, limit: 3, total: JOBS, totalPages: 335, totalEstimated: false });
    expect(body.data.map((j: Titled) => j.title)).toEqual(["Designer 0004", "Engineer 5", "Designer 0006"]);
  });

  it("searches titles, filters by status and sorts", async () => {
    const found = (await get("/api/v1/job?all=true&limit=100&q=ENGINEER&isActive=false")).json();
    expect(found.pagination.total).toBe(100);
    expect(found.data.every((j: Titled) => j.title.startsWith("Engineer") && !j.isActive)).toBe(true);
    const sorted = (await get("/api/v1/job?all=true&limit=2&sort=title")).json();
    expect(sorted.data.map((j: Titled) => j.title)).toEqual(["Designer 0001", "Designer 0002"]);
    const bad = await get("/api/v1/job?all=true&sort=salary");
    expect(bad.statusCode).toBe(400);
  });

  it("answers the plain shape without paging parameters, cut at the cap and saying so", async () => {
    const res = await get("/api/v1/job?all=true");
    expect(res.headers[LIST_TRUNCATED_HEADER]).toBe("true");
    expect(res.json().pagination).toBeUndefined();
    expect(res.json().data).toHaveLength(LIST_MAX_ROWS);
  });

  it("leaves the public list as it was: every active job, whole, paging parameters ignored", async () => {
    for (const url of ["/api/v1/job", "/api/v1/job?all=true&page=1&limit=2&q=zzz"]) {
      const res = await get(url, {});
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(["data", "success"]);
      expect(body.data).toHaveLength(Math.ceil(JOBS / 2));
      expect(body.data.every((j: Titled) => j.isActive)).toBe(true);
      expect(res.headers[LIST_TRUNCATED_HEADER]).toBeUndefined();
    }
  });
});

type User = { username: string; fullName: string; role: string };

describe("GET /admin", () => {
  it("pages the admins oldest first and searches name, username and e-mail", async () => {
    const page = (await get("/api/v1/admin?page=1&limit=2")).json();
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: USERS + 1, totalPages: 13, totalEstimated: false });
    const byName = (await get("/api/v1/admin?limit=50&q=ayesha")).json();
    expect(byName.data.map((u: User) => u.username)).toEqual(["user06", "user12", "user18", "user24"]);
    const byEmail = (await get("/api/v1/admin?limit=50&q=user7@")).json();
    expect(byEmail.data.map((u: User) => u.username)).toEqual(["user07"]);
  });

  it("filters by role and sorts", async () => {
    const team2 = (await get("/api/v1/admin?limit=50&role=TEAM-02&sort=-username")).json();
    expect(team2.data.map((u: User) => u.username)).toEqual([
      "user24",
      "user20",
      "user16",
      "user12",
      "user08",
      "user04",
    ]);
    expect(team2.data.every((u: User) => u.role === "team-02")).toBe(true);
    const plain = await get("/api/v1/admin?q=ayesha");
    expect(plain.json()).toEqual({ success: true, data: expect.any(Array) });
    expect(plain.json().data).toHaveLength(4);
  });

  it("refuses a bad page with the contract's message", async () => {
    const res = await get("/api/v1/admin?page=0");
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(listPagingMessages.pageInvalid);
  });
});

type Role = { role: string };

describe("GET /permission", () => {
  it("pages the roles, searches their names and sorts", async () => {
    const all = (await get("/api/v1/permission?limit=100")).json();
    const total = all.pagination.total;
    expect(total).toBeGreaterThanOrEqual(ROLES);
    const sales = (await get("/api/v1/permission?limit=3&q=SALES&sort=-role")).json();
    expect(sales.pagination.total).toBe(ROLES / 3);
    expect(sales.data.map((r: Role) => r.role)).toEqual(["sales-30", "sales-27", "sales-24"]);
    const plain = (await get("/api/v1/permission")).json();
    expect(plain.pagination).toBeUndefined();
    expect(plain.data).toHaveLength(total);
  });
});
