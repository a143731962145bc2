import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

async function writeStaff(run: Run) {
  await run(sql`insert into privileges (role, permissions) values ('writer', '{}'::jsonb)`);
  await run(sql`
    insert into admin_users (username, full_name, public_name, email, password_hash, contact_number, address,
      gender, date_of_birth, privilege_id, created_at)
    select v.username, v.full_name, v.public_name, v.username || '@example.com', 'x', '03001234567', 'Lahore',
      'Female', '1990-01-01', (select id from privileges where role = 'writer'), now() + v.n * interval '1 minute'
    from (values
      (1, 'first', 'Ayesha Khan', ''),
      (2, 'second', 'Ayesha Bibi', 'Ayesha Khan'),
      (3, 'third', 'Ali O''Brien  Jr.', ''),
      (4, 'fourth', 'عائشہ', ''),
      (5, 'fifth', 'Ayesha Khan 2', '')
    ) as v (n, username, full_name, public_name)`);
}

/** Each username's slug: their author profile's since authors have their own (ADR 0245), which kept it. */
async function readSlugs(run: Run) {
  const { rows } = await run(
    sql`select u.username, a.slug as public_slug from admin_users u join authors a on a.admin_user_id = u.id order by u.username`,
  );
  return Object.fromEntries(
    (rows as { username: string; public_slug: string }[]).map((r) => [r.username, r.public_slug]),
  );
}

describe(`the staff public slug migration on ${testDriver()}`, () => {
  it("gives every staff member a distinct slug from their shown name (ADR 0219)", async () => {
    // "Ayesha Khan 2" reads as the second Ayesha Khan's numbered slug: the later one also takes its id's start.
    expect(await upgradeFrom("staff_public_slug", writeStaff, readSlugs)).toEqual({
      first: "ayesha-khan",
      second: "ayesha-khan-2",
      third: "ali-o-brien-jr",
      fourth: "author",
      fifth: expect.stringMatching(/^ayesha-khan-2-[0-9a-f]{8}$/),
    });
  }, 60_000);
});
