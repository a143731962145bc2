import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isProbePath } from "../../domain/redirects.ts";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

/** Addresses the old scanner patterns marked, some of which a moving owner must redirect. */
const marked = [
  "/wp-content/uploads/2019/05/team.jpg",
  "/wp-json/wp/v2/posts",
  "/wp-content/plugins/revslider/temp.zip",
  "/wp-login.php",
  "/.env",
  "/wp-feed-old-page",
];

describe(`the 404 log's scanner marks after migration 0043 on ${testDriver()}`, () => {
  it("are those of today's patterns: /wp-content/uploads and the like are shown again (ADR 0247)", async () => {
    const probes = await upgradeFrom(
      "not_found_queries_and_referrers",
      async (run: Run) => {
        for (const path of marked)
          await run(sql`insert into not_found_paths (path, hits, first_seen, last_seen, probe)
            values (${path}, 1, now(), now(), true)`);
      },
      async (run: Run) => {
        const { rows } = await run(sql`select path, probe from not_found_paths order by path`);
        return Object.fromEntries((rows as { path: string; probe: boolean }[]).map((row) => [row.path, row.probe]));
      },
    );
    // The SQL of the migration and the patterns new addresses are marked by agree on every one.
    expect(probes).toEqual(Object.fromEntries(marked.map((path) => [path, isProbePath(path)])));
    expect(probes["/wp-content/uploads/2019/05/team.jpg"]).toBe(false);
    expect(probes["/wp-login.php"]).toBe(true);
  }, 60_000);
});
