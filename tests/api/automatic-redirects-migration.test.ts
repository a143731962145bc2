import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

const jobId = "11111111-1111-4111-8111-111111111111";
const categoryId = "22222222-2222-4222-8222-222222222222";
const authorId = "33333333-3333-4333-8333-333333333333";

describe(`former addresses after migration 0045 on ${testDriver()}`, () => {
  it("are automatic redirects of the manager, to the record or the author's page now; a person's own stays (ADR 0249)", async () => {
    const rows = await upgradeFrom(
      "automatic_redirects",
      async (run: Run) => {
        await run(sql`insert into jobs (id, title, slug, description, company_overview, job_role, requirements)
          values (${jobId}, 'Designer', 'now-role', 'Draw', 'An agency', '{Draw}', '{Care}')`);
        await run(
          sql`insert into categories (id, name, description, slug) values (${categoryId}, 'Design', 'Design work', 'cat-now')`,
        );
        await run(sql`insert into authors (id, name, slug) values (${authorId}, 'Sana Now', 'sana-now')`);
        await run(sql`insert into former_slugs (kind, slug, record_id) values
          ('job', 'was-role', ${jobId}), ('job', 'kept-role', ${jobId}), ('category', 'cat-was', ${categoryId})`);
        await run(sql`insert into author_former_slugs (slug, author_id) values ('sana-was', ${authorId})`);
        await run(sql`insert into redirects (from_path, to_url, status) values ('/career/kept-role', '/contact', 301)`);
      },
      async (run: Run) =>
        (await run(sql`select from_path, to_url, to_kind, to_id, status, automatic from redirects order by from_path`))
          .rows,
    );
    expect(rows).toEqual([
      {
        from_path: "/blog/author/sana-was",
        to_url: "/blog/author/sana-now",
        to_kind: null,
        to_id: null,
        status: 301,
        automatic: true,
      },
      { from_path: "/career/kept-role", to_url: "/contact", to_kind: null, to_id: null, status: 301, automatic: false },
      { from_path: "/career/was-role", to_url: null, to_kind: "job", to_id: jobId, status: 301, automatic: true },
      {
        from_path: "/services/cat-was",
        to_url: null,
        to_kind: "category",
        to_id: categoryId,
        status: 301,
        automatic: true,
      },
    ]);
  }, 60_000);
});
