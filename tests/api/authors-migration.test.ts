import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

const photoUrl = "/uploads/0123456789abcdef0123.webp";

/** Staff as migration 0039 found them: a public name or none, a bio, a photo's address, a former slug. */
async function writeStaff(run: Run) {
  await run(sql`insert into privileges (role, permissions) values ('writer', '{}'::jsonb)`);
  await run(sql`insert into media (url, alt) values (${photoUrl}, 'Ayesha')`);
  await run(sql`
    insert into admin_users (id, username, full_name, public_name, bio, photo, public_slug, email, password_hash,
      contact_number, address, gender, date_of_birth, privilege_id)
    select v.id::uuid, v.username, v.full_name, v.public_name, v.bio, v.photo, v.slug, v.username || '@example.com', 'x',
      '03001234567', 'Lahore', 'Female', '1990-01-01', (select id from privileges where role = 'writer')
    from (values
      ('00000000-0000-4000-8000-000000000001', 'first', 'Ayesha Bibi', 'Ayesha Khan', 'Designs.', ${photoUrl}, 'ayesha-khan'),
      ('00000000-0000-4000-8000-000000000002', 'second', 'Bilal Ahmed', '', '', '/uploads/not-in-the-library.webp', 'bilal-ahmed'),
      ('00000000-0000-4000-8000-000000000003', 'third', 'Made Outside', '', '', '', null)
    ) as v (id, username, full_name, public_name, bio, photo, slug)`);
  await run(sql`insert into author_former_slugs (slug, admin_user_id)
    values ('ayesha-bibi', '00000000-0000-4000-8000-000000000001')`);
  await run(
    sql`insert into articles (title, slug, author_id) values ('Signed', 'signed', '00000000-0000-4000-8000-000000000001')`,
  );
}

async function readAuthors(run: Run) {
  const authors = await run(sql`
    select a.id, a.name, a.slug, a.bio, m.url as photo, a.admin_user_id = a.id as linked
    from authors a left join media m on m.id = a.photo_id order by a.id`);
  const article = await run(sql`select author_id from articles where slug = 'signed'`);
  const former = await run(sql`select slug, author_id from author_former_slugs`);
  const fullNames = await run(sql`select full_name from admin_users order by id`);
  return { authors: authors.rows, article: article.rows, former: former.rows, fullNames: fullNames.rows };
}

describe(`the authors migration on ${testDriver()}`, () => {
  it("gives every staff member an author profile with their id, the name, slug, bio and photo the blog showed (ADR 0245)", async () => {
    const found = await upgradeFrom("authors", writeStaff, readAuthors);
    expect(found.authors).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000001",
        name: "Ayesha Khan",
        slug: "ayesha-khan",
        bio: "Designs.",
        photo: photoUrl,
        linked: true,
      },
      {
        id: "00000000-0000-4000-8000-000000000002",
        name: "Bilal Ahmed",
        slug: "bilal-ahmed",
        bio: "",
        photo: null,
        linked: true,
      },
      {
        id: "00000000-0000-4000-8000-000000000003",
        name: "Made Outside",
        slug: "author-00000000",
        bio: "",
        photo: null,
        linked: true,
      },
    ]);
    expect(found.article).toEqual([{ author_id: "00000000-0000-4000-8000-000000000001" }]);
    expect(found.former).toEqual([{ slug: "ayesha-bibi", author_id: "00000000-0000-4000-8000-000000000001" }]);
    // The accounts' full names are left as they were.
    expect(found.fullNames).toEqual([
      { full_name: "Ayesha Bibi" },
      { full_name: "Bilal Ahmed" },
      { full_name: "Made Outside" },
    ]);
  }, 60_000);
});
