import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await signInAsSuperAdmin(ctx);
  await createAdmin(ctx, "reader", "Member");
  member = bearer((await signIn(ctx, "reader")).token);
  await insertJob(ctx.database.db, {
    title: "Closed role",
    isActive: false,
    createdAt: new Date("2025-01-01T00:00:00Z"),
  });
  await insertJob(ctx.database.db, {
    title: '=Formula, "quoted" role',
    jobRole: ["Build pages", "Review code"],
    createdAt: new Date("2025-02-01T00:00:00Z"),
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

describe("the jobs export", () => {
  it("gives a signed-in admin every job as a spreadsheet, newest first", async () => {
    const res = await get("/api/v1/job?all=true&format=csv", member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="jobs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      "Posted",
      "Title",
      "Status",
      "Location",
      "Employment type",
      "Job role",
      "Requirements",
      "Company overview",
      "Description",
    ]);
    const titles = rows.slice(1).map((row) => [row[1], row[2]]);
    expect(titles.slice(-2)).toEqual([
      ['=Formula, "quoted" role', "Active"],
      ["Closed role", "Inactive"],
    ]);
    const formula = rows.find((row) => row[1].includes("Formula"));
    expect(formula?.[5]).toBe("Build pages\nReview code");
  });

  it("gives anyone else only the active jobs", async () => {
    const rows = parseCsv((await get("/api/v1/job?all=true&format=csv")).body);
    expect(rows.map((row) => row[1])).not.toContain("Closed role");
  });

  it("still answers JSON without the format", async () => {
    const res = await get("/api/v1/job?all=true", member);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().data.map((job: { title: string }) => job.title)).toContain("Closed role");
  });
});
