import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

type Row = Record<string, unknown>;

/**
 * People as the phone key joined them before (ADR 0171): Hamza's enquiry on Ayesha's person through
 * their office phone, Bilal's first enquiry joined to Ayesha too while he already subscribed on his
 * own, and Sana merged into Kamran by staff, with a later enquiry from Sana's address.
 */
async function writePeople(run: Run) {
  const person = async (email: string | null, phone: string | null, name: string, at: string) =>
    (
      (await run(sql`insert into people (email, phone, name, created_at, last_seen_at)
        values (${email}, ${phone}, ${name}, ${at}, ${at}) returning id`)) as { rows: { id: string }[] }
    ).rows[0].id;
  const ayesha = await person("ayesha@example.com", "+924235761234", "Ayesha Khan", "2025-01-01T00:00:00Z");
  const bilal = await person("bilal@example.com", null, "", "2025-01-05T00:00:00Z");
  const kamran = await person("kamran@example.com", "+923331234567", "Kamran Ali", "2025-02-01T00:00:00Z");
  const sana = await person("sana@example.com", "+923459876543", "Sana Ali", "2025-02-02T00:00:00Z");
  const enquiry = (name: string, email: string, phone: string, personId: string, at: string) =>
    run(sql`insert into enquiries (fullname, phone, email, address, message, person_id, created_at)
      values (${name}, ${phone}, ${email}, 'x', 'Hello there', ${personId}, ${at}) returning id`);
  await enquiry("Ayesha Khan", "Ayesha@Example.com", "042-35761234", ayesha, "2025-01-01T00:00:00Z");
  await enquiry("Hamza Malik", "hamza@example.com", "+924235761234", ayesha, "2025-01-10T00:00:00Z");
  await enquiry("Bilal Shah", "bilal@example.com", "0300-1234567", ayesha, "2025-01-12T00:00:00Z");
  await run(sql`insert into newsletter_subscribers (email, person_id, created_at)
    values ('bilal@example.com', ${bilal}, '2025-01-05T00:00:00Z')`);
  const kamranEnquiry = (
    (await enquiry("Kamran Ali", "kamran@example.com", "+92 333 1234567", kamran, "2025-02-01T00:00:00Z")) as {
      rows: { id: string }[];
    }
  ).rows[0].id;
  const sanaEnquiry = (
    (await enquiry("Sana Ali", "sana@example.com", "+923459876543", kamran, "2025-02-02T00:00:00Z")) as {
      rows: { id: string }[];
    }
  ).rows[0].id;
  await enquiry("Sana Ali", "SANA@example.com", "+923459876543", kamran, "2025-03-01T00:00:00Z");
  await run(sql`update people set merged_into_id = ${kamran} where id = ${sana}`);
  await run(sql`insert into person_merges (person_id, other_id, moved, merged_at)
    values (${kamran}, ${sana}, ${JSON.stringify({
      enquiries: [sanaEnquiry],
      applications: [],
      subscribers: [],
      customers: [],
      emails: [],
    })}::jsonb, '2025-02-10T00:00:00Z')`);
  expect(kamranEnquiry).toBeTruthy();
}

async function readPeople(run: Run) {
  const people = (
    await run(sql`select p.email, p.phone, p.name, p.merged_into_id is not null as merged,
      (select count(*)::int from enquiries e where e.person_id = p.id) as enquiries,
      (select count(*)::int from newsletter_subscribers s where s.person_id = p.id) as subscriptions,
      (select coalesce(string_agg(c.kind || ':' || c.value || ':' || c.source, ' ' order by c.kind, c.value), '')
        from person_contacts c where c.person_id = p.id) as contacts
      from people p order by p.email`)
  ).rows as Row[];
  const phones = (await run(sql`select email, phone from enquiries order by email, created_at`)).rows as Row[];
  const moved = (
    await run(sql`select m.moved->'contacts' as contacts,
      (select coalesce(jsonb_agg(c.value order by c.value), '[]'::jsonb) from person_contacts c
        where c.id::text in (select jsonb_array_elements_text(m.moved->'contacts'))) as "values"
      from person_merges m`)
  ).rows as Row[];
  return { people, phones, moved };
}

describe(`the people identity migration on ${testDriver()}`, () => {
  it("gives every lead row the person of its own address, keeps what staff merged, and lists every address and number", async () => {
    const { people, phones, moved } = await upgradeFrom("_people_identity", writePeople, readPeople);
    expect(people).toEqual([
      {
        email: "ayesha@example.com",
        phone: "+924235761234",
        name: "Ayesha Khan",
        merged: false,
        enquiries: 1,
        subscriptions: 0,
        contacts: "email:ayesha@example.com:enquiry phone:+924235761234:enquiry",
      },
      {
        // Bilal's enquiry leaves Ayesha for the person of his address, who had subscribed on his own,
        // and gives him its name.
        email: "bilal@example.com",
        phone: "+923001234567",
        name: "Bilal Shah",
        merged: false,
        enquiries: 1,
        subscriptions: 1,
        contacts: "email:bilal@example.com:enquiry phone:+923001234567:enquiry",
      },
      {
        // Hamza had no person of his own: one is made, sharing the office phone with Ayesha.
        email: "hamza@example.com",
        phone: "+924235761234",
        name: "Hamza Malik",
        merged: false,
        enquiries: 1,
        subscriptions: 0,
        contacts: "email:hamza@example.com:enquiry phone:+924235761234:enquiry",
      },
      {
        // Sana, merged into Kamran by staff, stays with him with her address and number.
        email: "kamran@example.com",
        phone: "+923331234567",
        name: "Kamran Ali",
        merged: false,
        enquiries: 3,
        subscriptions: 0,
        contacts:
          "email:kamran@example.com:enquiry email:sana@example.com:enquiry phone:+923331234567:enquiry phone:+923459876543:enquiry",
      },
      {
        email: "sana@example.com",
        phone: "+923459876543",
        name: "Sana Ali",
        merged: true,
        enquiries: 0,
        subscriptions: 0,
        contacts: "",
      },
    ]);
    // Pakistani mobile numbers in any spelling are stored alike; a landline as written stays.
    expect(phones).toContainEqual({ email: "bilal@example.com", phone: "+923001234567" });
    expect(phones).toContainEqual({ email: "kamran@example.com", phone: "+923331234567" });
    expect(phones).toContainEqual({ email: "Ayesha@Example.com", phone: "042-35761234" });
    // The merge records Sana's address and number, so that undoing it moves them back to her.
    expect(moved).toEqual([{ contacts: expect.any(Array), values: ["+923459876543", "sana@example.com"] }]);
  }, 60_000);
});
