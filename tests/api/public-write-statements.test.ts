import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, people, personContacts } from "../../server/db/schema/people.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createTestDatabase, testDriver } from "../support/test-database.ts";

/**
 * A public enquiry is the site's commonest write, and on the embedded database every statement
 * waits its turn behind the others (issue 71): counted through the database's statement log, not
 * timed. Before, a first enquiry sent eleven statements in its transaction: six for its person
 * alone, two for a webhook outbox with no endpoint.
 */
let ctx: TestContext;
let statements: string[] | undefined;

beforeAll(async () => {
  const database = await createTestDatabase((statement) => statements?.push(statement));
  ctx = await createTestAppOn(database, { publicWriteLimit: 1000 });
});
afterAll(() => ctx.close());

let sender = 0;
const enquire = (fields: Partial<typeof validContact>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/contact/create",
    payload: { ...validContact, ...fields },
    remoteAddress: `203.0.113.${++sender}`,
  });

/** The tables an enquiry writes or reads to write: its person, itself, its sender's count, the webhook outbox. */
const written = /"(people|person_contacts|enquiries|potential_customers|webhook_endpoints|webhook_deliveries)"/;

/**
 * What the enquiry's request sends to those tables: not the notices that read the lead and its
 * recipients once the visitor has been answered (lead-notices/notices.ts), nor the work of the
 * instance's own background jobs meanwhile.
 */
async function sentBy(work: () => Promise<unknown>) {
  statements = [];
  await work();
  const sent = statements.filter(
    (statement) => written.test(statement) && !/^\s*select "(enquiries|admin_users)"/.test(statement),
  );
  statements = undefined;
  return sent;
}

const touches = (table: string) => (statement: string) => statement.includes(`"${table}"`);

describe(`a public enquiry's statements (${testDriver()})`, () => {
  it("a first enquiry makes its person in one statement and writes the webhook outbox in one", async () => {
    let status = 0;
    const sent = await sentBy(async () => {
      status = (await enquire({ email: "first.visit@example.com" })).statusCode;
    });
    expect(status).toBe(201);
    // Who holds the address (none), the person with their address and number, the enquiry, the
    // potential customer, the outbox: five.
    // What was sent is shown with a failure: a count alone does not say which statement came extra.
    const said = sent.join("\n---\n");
    expect(
      sent.filter((statement) => /insert into "people"|update "people"/.test(statement)),
      said,
    ).toHaveLength(1);
    expect(sent.filter(touches("webhook_deliveries")), said).toHaveLength(1);
    expect(sent, said).toHaveLength(5);
  });

  it("a repeat from a known address adds its number and is seen, in four statements for its person", async () => {
    await enquire({ email: "second.visit@example.com", phone: "03001234567" });
    const sent = await sentBy(async () => {
      expect((await enquire({ email: "Second.Visit@example.com", phone: "03217654321" })).statusCode).toBe(201);
    });
    // Who holds the address, whether they were merged, the new number, and one update of the person.
    expect(
      sent.filter((statement) => touches("people")(statement) || touches("person_contacts")(statement)),
    ).toHaveLength(4);
    const [person] = await ctx.database.db.select().from(people).where(eq(people.email, "second.visit@example.com"));
    const numbers = await ctx.database.db
      .select({ value: personContacts.value })
      .from(personContacts)
      .where(eq(personContacts.personId, person.id));
    expect(numbers.map((row) => row.value).sort()).toEqual([
      "+923001234567",
      "+923217654321",
      "second.visit@example.com",
    ]);
    expect(person.phone).toBe("+923001234567");
  });

  it("five first enquiries from one address at once all join one person", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_unused, index) =>
        enquire({ email: "all.at.once@example.com", fullname: `Caller Number ${index + 1}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const holders = await ctx.database.db.select().from(people).where(eq(people.email, "all.at.once@example.com"));
    expect(holders).toHaveLength(1);
    const leads = await ctx.database.db
      .select({ personId: enquiries.personId })
      .from(enquiries)
      .where(eq(enquiries.email, "all.at.once@example.com"));
    expect(leads).toHaveLength(5);
    expect(new Set(leads.map((lead) => lead.personId))).toEqual(new Set([holders[0].id]));
  });
});
