import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

/** Leads of two people in several spellings, as stored before people existed (ADR 0171). */
async function writeLeads(run: Run) {
  const [job] = (
    await run(sql`
      insert into jobs (title, slug, description, company_overview, job_role, requirements)
      values ('Designer', 'designer', 'd', 'c', '{a}', '{b}') returning id`)
  ).rows as { id: string }[];
  await run(sql`
    insert into enquiries (fullname, phone, email, address, message, created_at) values
      ('Old Name', '03001234567', 'Maria@Example.com', 'x', 'first', '2025-01-01T00:00:00Z'),
      ('Maria Khan', '+923001234567', ' maria@example.com ', 'x', 'second', '2025-02-01T00:00:00Z'),
      ('Someone Else', '+923111111111', 'other@example.com', 'x', 'hello', '2025-03-01T00:00:00Z')`);
  await run(sql`
    insert into applications (job_id, first_name, last_name, email, phone_number, city, address, state,
      postal_code, resume_key, resume_name, resume_type, resume_size, created_at)
    values (${job.id}, 'Maria', 'K', 'MARIA@example.com', '+923001234567', 'Lahore', 'x', 'Punjab', '54000',
      'resumes/one', 'cv.pdf', 'application/pdf', 10, '2025-01-15T00:00:00Z')`);
  await run(
    sql`insert into newsletter_subscribers (email, created_at) values ('maria@EXAMPLE.com', '2024-12-01T00:00:00Z')`,
  );
  await run(sql`insert into potential_customers (email, source) values ('maria@example.com', 'contact')`);
}

async function readPeople(run: Run) {
  const { rows: persons } = await run(sql`select email, phone, name, created_at from people order by email`);
  const { rows: links } = await run(sql`
    select 'enquiry' as kind, p.email from enquiries e join people p on p.id = e.person_id
    union all select 'application', p.email from applications a join people p on p.id = a.person_id
    union all select 'subscriber', p.email from newsletter_subscribers s join people p on p.id = s.person_id
    union all select 'customer', p.email from potential_customers c join people p on p.id = c.person_id
    order by 1, 2`);
  return { persons, links };
}

describe(`the people migration on ${testDriver()}`, () => {
  it("makes one person per address (case and spaces ignored) and links every existing lead row to them", async () => {
    const at = (value: unknown) => new Date(String(value)).toISOString();
    const { persons, links } = await upgradeFrom("_people", writeLeads, readPeople);
    expect(
      persons.map((row) => {
        const { created_at, ...rest } = row as Record<string, unknown>;
        return { ...rest, created_at: at(created_at) };
      }),
    ).toEqual([
      {
        email: "maria@example.com",
        phone: "+923001234567",
        name: "Maria Khan",
        created_at: "2024-12-01T00:00:00.000Z",
      },
      {
        email: "other@example.com",
        phone: "+923111111111",
        name: "Someone Else",
        created_at: "2025-03-01T00:00:00.000Z",
      },
    ]);
    expect(links).toEqual([
      { kind: "application", email: "maria@example.com" },
      { kind: "customer", email: "maria@example.com" },
      { kind: "enquiry", email: "maria@example.com" },
      { kind: "enquiry", email: "maria@example.com" },
      { kind: "enquiry", email: "other@example.com" },
      { kind: "subscriber", email: "maria@example.com" },
    ]);
  }, 60_000);
});
