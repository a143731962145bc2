import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookMessages } from "../../domain/webhooks.ts";
import { type App, buildApp } from "../../server/app.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import { openDatabase } from "../../server/db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema/webhooks.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { verifySignature } from "../../server/modules/webhooks/signature.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { validContact } from "../support/public-writes.ts";
import { testConfig } from "../support/test-config.ts";
import {
  createSharedTestDatabase,
  createTestDatabase,
  createTestDatabaseUrl,
  testDriver,
} from "../support/test-database.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The clock retries are scheduled by: real time plus however far a test moved it. */
function movableClock() {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms: number) {
      ahead += ms;
    },
  };
}

/** An app over `database` that sends webhooks only when asked (no timer), so a test sees each step. */
async function appOn(database: Database, overrides: Partial<AppConfig>, clock: () => number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-webhooks-"));
  const app = await buildApp(testConfig({ dataDir, ...overrides }), {
    database,
    logger: false,
    clock,
    webhookPollMs: 0,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const job = {
  title: "Backend engineer",
  description: "Builds the API.",
  companyOverview: "A Lahore agency.",
  jobRole: ["Write services"],
  requirements: ["TypeScript"],
};

describe(`webhooks (${testDriver()})`, () => {
  let database: Database;
  /** Another instance's handle on the same database: its own pool on PostgreSQL, the same embedded one on PGlite. */
  let otherHandle: Database;
  let receiver: Receiver;
  let clock: ReturnType<typeof movableClock>;
  let app: App;
  let close: () => Promise<void>;
  let admin: { authorization: string };

  const addEndpoint = async (events: string[], url = receiver.url) => {
    const res = await app.inject({ method: "POST", url: "/api/v1/webhooks", headers: admin, payload: { url, events } });
    expect(res.statusCode).toBe(201);
    return res.json().data as { _id: string; secret: string };
  };
  const deliveries = async (endpointId: string) => {
    const res = await app.inject({ method: "GET", url: `/api/v1/webhooks/${endpointId}/deliveries`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      _id: string;
      eventId: string;
      event: string;
      status: string;
      nextAttemptAt: string | null;
      attemptLog: { attempt: number; ok: boolean; responseStatus: number | null; error: string | null }[];
    }[];
  };

  beforeEach(async () => {
    [database, otherHandle] =
      testDriver() === "postgres" ? await createSharedTestDatabase(2) : Array(2).fill(await createTestDatabase());
    receiver = await startWebhookReceiver();
    clock = movableClock();
    ({ app, close } = await appOn(database, { webhookAllowPrivate: true, publicWriteLimit: 1000 }, clock.now));
    admin = bearer((await signInAsSuperAdmin({ app, database, config: testConfig(), close })).token);
  });
  afterEach(async () => {
    await close();
    await receiver.stop();
    await database.close();
    if (otherHandle !== database) await otherHandle.close();
  });

  it("signs each delivery with the endpoint's secret over the timestamp and the body, as Stripe does", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const created = await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(created.statusCode).toBe(201);
    await app.webhooks.deliverDue();

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    const signature = String(headers["x-webhook-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const nowSeconds = Math.floor(clock.now() / 1000);
    expect(verifySignature(endpoint.secret, signature, body, nowSeconds)).toBe(true);
    expect(verifySignature(endpoint.secret, signature, body.replace("enquiry", "enquirY"), nowSeconds)).toBe(false);
    expect(verifySignature("whsec_other", signature, body, nowSeconds)).toBe(false);
    expect(verifySignature(endpoint.secret, signature, body, nowSeconds + 3600)).toBe(false);

    // What a lead sends: its kind, id, time and link, none of what the visitor wrote.
    const event = JSON.parse(body);
    expect(event).toMatchObject({ event: "lead.created", data: { kind: "enquiry" } });
    expect(Object.keys(event).sort()).toEqual(["data", "event", "id", "occurredAt", "version"]);
    expect(Object.keys(event.data).sort()).toEqual(["adminUrl", "createdAt", "id", "kind"]);
    expect(event.data.adminUrl).toBe(`http://localhost:3000/admin/enquiries?id=${event.data.id}`);
    for (const personal of [validContact.fullname, validContact.email, validContact.phone, validContact.message])
      expect(body).not.toContain(personal);
  });

  it("every staff content write queues its event in its own transaction; the list shows no secret", async () => {
    const endpoint = await addEndpoint(["content.published", "content.deleted"]);
    const made = await app.inject({ method: "POST", url: "/api/v1/job/create", headers: admin, payload: job });
    expect(made.statusCode).toBe(201);
    const jobId = made.json().data._id;
    const gone = await app.inject({ method: "DELETE", url: `/api/v1/job/delete/${jobId}`, headers: admin });
    expect(gone.statusCode).toBe(200);
    // A lead is not an event this endpoint chose.
    await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    await app.webhooks.deliverDue();

    const events = receiver.received.map((entry) => JSON.parse(entry.body));
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ["content.published", { kind: "job", id: jobId, action: "create" }],
      ["content.deleted", { kind: "job", id: jobId }],
    ]);
    const listed = await app.inject({ method: "GET", url: "/api/v1/webhooks", headers: admin });
    expect(listed.body).not.toContain(endpoint.secret);
    expect(listed.json().data[0]).not.toHaveProperty("secret");
  });

  it("content switched off the site is content.unpublished; switched on again, content.published", async () => {
    await addEndpoint(["content.published", "content.unpublished"]);
    const made = await app.inject({ method: "POST", url: "/api/v1/job/create", headers: admin, payload: job });
    const jobId = made.json().data._id;
    const switchTo = async (isActive: boolean) => {
      const current = await app.inject({ method: "GET", url: `/api/v1/job/${jobId}`, headers: admin });
      const res = await app.inject({
        method: "PATCH",
        url: `/api/v1/job/update/${jobId}`,
        headers: admin,
        payload: { isActive, version: current.json().data.version },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await switchTo(false);
    await switchTo(true);
    await app.webhooks.deliverDue();

    expect(receiver.received.map((entry) => [JSON.parse(entry.body).event, JSON.parse(entry.body).data])).toEqual([
      ["content.published", { kind: "job", id: jobId, action: "create" }],
      ["content.unpublished", { kind: "job", id: jobId, action: "statusChange" }],
      ["content.published", { kind: "job", id: jobId, action: "statusChange" }],
    ]);
  });

  it("a receiver that is down gets the event once it is back; the log shows each attempt and its retry", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    await receiver.stop();
    await app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "x@example.com" },
    });
    await app.webhooks.deliverDue();
    let [delivery] = await deliveries(endpoint._id);
    expect(delivery.status).toBe("pending");
    expect(delivery.attemptLog).toMatchObject([{ attempt: 1, ok: false, responseStatus: null }]);
    expect(delivery.attemptLog[0].error).toMatch(/ECONNREFUSED/);
    const firstRetry = Date.parse(delivery.nextAttemptAt ?? "");
    expect(firstRetry - clock.now()).toBeGreaterThan(25_000);

    // Not due yet: nothing is tried.
    await app.webhooks.deliverDue();
    expect((await deliveries(endpoint._id))[0].attemptLog).toHaveLength(1);

    // Back, but failing: a 503 is a failed attempt with its status; the next wait is longer.
    await receiver.start();
    receiver.answer(503);
    clock.advance(31_000);
    await app.webhooks.deliverDue();
    [delivery] = await deliveries(endpoint._id);
    expect(delivery.attemptLog.map((attempt) => attempt.responseStatus)).toEqual([null, 503]);
    expect(Date.parse(delivery.nextAttemptAt ?? "") - clock.now()).toBeGreaterThan(firstRetry - clock.now() + 31_000);

    receiver.answer(200);
    clock.advance(61_000);
    await app.webhooks.deliverDue();
    [delivery] = await deliveries(endpoint._id);
    expect(delivery.status).toBe("delivered");
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attemptLog.map((attempt) => [attempt.attempt, attempt.ok, attempt.responseStatus])).toEqual([
      [1, false, null],
      [2, false, 503],
      [3, true, 200],
    ]);
    // The two answered attempts carried the same event.
    expect(new Set(receiver.received.map((entry) => JSON.parse(entry.body).id)).size).toBe(1);
    expect(JSON.parse(receiver.received[0].body).id).toBe(delivery.eventId);
  });

  it("stops retrying 24 hours after the event and marks the delivery failed", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    receiver.answer(500);
    await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    for (let hour = 0; hour < 26; hour++) {
      await app.webhooks.deliverDue();
      clock.advance(60 * 60 * 1000);
    }
    const [delivery] = await deliveries(endpoint._id);
    expect(delivery.status).toBe("failed");
    expect(delivery.nextAttemptAt).toBeNull();
    const tries = delivery.attemptLog.length;
    expect(tries).toBeGreaterThan(5);
    expect(tries).toBeLessThan(30);
    await app.webhooks.deliverDue();
    expect((await deliveries(endpoint._id))[0].attemptLog).toHaveLength(tries);
  });

  it("an instance that stops between the commit and the send loses nothing: the next one delivers it once", async () => {
    await addEndpoint(["lead.created"]);
    await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    // Abandoned before its sender ran: the delivery is only in the outbox table.
    await close();
    expect(receiver.received).toHaveLength(0);
    expect(await database.db.select().from(webhookDeliveries)).toMatchObject([{ status: "pending", attempts: 0 }]);

    ({ app, close } = await appOn(otherHandle, { webhookAllowPrivate: true }, clock.now));
    await app.webhooks.deliverDue();
    await app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect(await database.db.select().from(webhookDeliveries)).toMatchObject([{ status: "delivered", attempts: 1 }]);
  });

  it("two instances send to one endpoint one delivery at a time, each delivery once", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    const second = await appOn(otherHandle, { webhookAllowPrivate: true }, clock.now);
    try {
      // Its start-up look at the outbox is over before anything is queued.
      await second.app.webhooks.deliverDue();
      for (const email of ["a@example.com", "b@example.com", "c@example.com"])
        await app.inject({ method: "POST", url: "/api/v1/newsletter/create", payload: { subscriberEmail: email } });
      receiver.holdAnswers();
      const first = app.webhooks.deliverDue();
      await expect.poll(() => receiver.received.length).toBe(1);
      // The endpoint is claimed: the other instance finds nothing it may send while the first waits.
      await second.app.webhooks.deliverDue();
      expect(receiver.received).toHaveLength(1);
      receiver.releaseAnswers();
      await Promise.all([first, second.app.webhooks.deliverDue()]);
      await second.app.webhooks.deliverDue();
      await app.webhooks.deliverDue();
      expect(receiver.received).toHaveLength(3);
      expect(receiver.mostInFlight).toBe(1);
      expect((await deliveries(endpoint._id)).map((delivery) => delivery.status)).toEqual([
        "delivered",
        "delivered",
        "delivered",
      ]);
    } finally {
      receiver.releaseAnswers();
      await second.close();
    }
  });

  it("Send test and Redeliver queue a delivery, answer with it, and are audited; only superAdmin may", async () => {
    const endpoint = await addEndpoint(["backup.completed"]);
    // The commit starts the sending at once; held, the delivery stays pending until its answer comes.
    receiver.holdAnswers();
    const test = await app.inject({ method: "POST", url: `/api/v1/webhooks/${endpoint._id}/test`, headers: admin });
    expect(test.statusCode).toBe(202);
    expect(test.json().data).toMatchObject({ event: "webhook.test", status: "pending" });
    const again = await app.inject({
      method: "POST",
      url: `/api/v1/webhooks/deliveries/${test.json().data._id}/redeliver`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(webhookMessages.alreadyQueued);
    receiver.releaseAnswers();
    await app.webhooks.deliverDue();

    const redone = await app.inject({
      method: "POST",
      url: `/api/v1/webhooks/deliveries/${test.json().data._id}/redeliver`,
      headers: admin,
    });
    expect(redone.statusCode).toBe(202);
    await app.webhooks.deliverDue();
    const [delivery] = await deliveries(endpoint._id);
    expect(delivery.attemptLog.map((attempt) => [attempt.attempt, attempt.ok])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(receiver.received.map((entry) => JSON.parse(entry.body).id)).toEqual([delivery.eventId, delivery.eventId]);

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "webhook"))
      .orderBy(auditLog.at);
    expect(actions.map((entry) => entry.action)).toEqual(["create", "webhookTest", "redeliver"]);

    const ctx = { app, database, config: testConfig(), close };
    await createAdmin(ctx, "hook-member", "Member");
    const member = bearer((await signIn(ctx, "hook-member")).token);
    for (const [method, url] of [
      ["GET", "/api/v1/webhooks"],
      ["POST", `/api/v1/webhooks/${endpoint._id}/test`],
      ["GET", `/api/v1/webhooks/${endpoint._id}/deliveries`],
      ["DELETE", `/api/v1/webhooks/${endpoint._id}`],
    ] as const)
      expect((await app.inject({ method, url, headers: member })).statusCode).toBe(403);

    const rotated = await app.inject({
      method: "PATCH",
      url: `/api/v1/webhooks/${endpoint._id}`,
      headers: admin,
      payload: { rotateSecret: true, enabled: false },
    });
    expect(rotated.json().data).toMatchObject({ enabled: false, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.json().data.secret).not.toBe(endpoint.secret);
    const removed = await app.inject({ method: "DELETE", url: `/api/v1/webhooks/${endpoint._id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(await database.db.select().from(webhookDeliveries)).toEqual([]);
    const missing = await app.inject({ method: "DELETE", url: `/api/v1/webhooks/${endpoint._id}`, headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it("lead events carry the lead only to an endpoint that includes the record; every body names its version", async () => {
    const carrying = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: admin,
      payload: { url: receiver.url, events: ["lead.created"], includeRecord: true },
    });
    expect(carrying.statusCode).toBe(201);
    expect(carrying.json().data.includeRecord).toBe(true);
    const withRecord = carrying.json().data as { _id: string; secret: string };
    const plain = await addEndpoint(["lead.created"]);

    const created = await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(created.statusCode).toBe(201);
    await app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(2);
    const signedBy = (secret: string) => {
      const found = receiver.received.find(({ headers, body }) =>
        verifySignature(secret, String(headers["x-webhook-signature"]), body, Math.floor(clock.now() / 1000)),
      );
      if (!found) throw new Error("no delivery signed with that secret");
      return found.body;
    };

    const carried = JSON.parse(signedBy(withRecord.secret));
    expect(carried).toMatchObject({ version: 1, event: "lead.created", data: { kind: "enquiry" } });
    // The lead as the enquiries list answers it: what the visitor wrote, for the system that asked.
    const listed = await app.inject({ method: "GET", url: "/api/v1/contact", headers: admin });
    const asRead = listed.json().data.find((lead: { _id: string }) => lead._id === carried.data.id);
    expect(carried.data.record).toEqual(asRead);
    expect(carried.data.record).toMatchObject({ fullname: validContact.fullname, email: validContact.email });

    const bare = signedBy(plain.secret);
    expect(JSON.parse(bare)).toMatchObject({ version: 1, event: "lead.created" });
    expect(Object.keys(JSON.parse(bare).data).sort()).toEqual(["adminUrl", "createdAt", "id", "kind"]);
    for (const personal of [validContact.fullname, validContact.email, validContact.message])
      expect(bare).not.toContain(personal);

    // Turning it off is a change like any other: audited, and the next lead carries nothing.
    const off = await app.inject({
      method: "PATCH",
      url: `/api/v1/webhooks/${withRecord._id}`,
      headers: admin,
      payload: { includeRecord: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.includeRecord).toBe(false);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, withRecord._id))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ action: "update", before: { includeRecord: true }, after: { includeRecord: false } });
    receiver.received.length = 0;
    await app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, fullname: "Second Lead" },
    });
    await app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(2);
    for (const { body } of receiver.received) expect(body).not.toContain("Second Lead");

    // Erasing the person takes the copy kept with the delivery too.
    const erased = await app.inject({
      method: "POST",
      url: "/api/v1/privacy/erase",
      headers: admin,
      payload: { email: validContact.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const kept = await database.db.select({ data: webhookDeliveries.data }).from(webhookDeliveries);
    expect(kept.length).toBeGreaterThan(0);
    for (const { data } of kept) expect(JSON.stringify(data)).not.toContain(validContact.email);
  });

  it("a lead moved to another stage is the lead.stage_changed event: the stages it left and entered", async () => {
    const endpoint = await addEndpoint(["lead.stage_changed"]);
    const created = await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    const id = created.json().data._id as string;
    // An owner alone is no stage change: nothing is sent for it.
    const me = await app.inject({ method: "GET", url: "/api/v1/admin/me", headers: admin });
    const owned = await app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${id}`,
      headers: admin,
      payload: { ownerId: me.json().data._id },
    });
    expect(owned.statusCode, owned.body).toBe(200);
    const moved = await app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${id}`,
      headers: admin,
      payload: { stage: "contacted" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await app.webhooks.deliverDue();

    expect(receiver.received).toHaveLength(1);
    const event = JSON.parse(receiver.received[0].body);
    expect(event).toMatchObject({
      version: 1,
      event: "lead.stage_changed",
      data: { kind: "enquiry", id, from: "new", to: "contacted" },
    });
    expect(event.data.adminUrl).toBe(`http://localhost:3000/admin/enquiries?id=${id}`);
    expect(event.data.record).toBeUndefined();
    expect((await deliveries(endpoint._id)).map((d) => d.event)).toEqual(["lead.stage_changed"]);
  });

  it("refuses bad input with the contract's 400 and changes nothing", async () => {
    for (const payload of [
      { url: "not a url", events: ["lead.created"] },
      { url: "ftp://example.com/x", events: ["lead.created"] },
      { url: "https://user:pw@example.com/x", events: ["lead.created"] },
      { url: "https://example.com/x", events: [] },
      { url: "https://example.com/x", events: ["lead.deleted"] },
      { url: "https://example.com/x", events: ["lead.created"], includeRecord: "yes" },
    ]) {
      const res = await app.inject({ method: "POST", url: "/api/v1/webhooks", headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
  });
});

describe.runIf(testDriver() === "postgres")("webhooks after an instance is killed (SIGKILL)", () => {
  it("a lead committed by a process killed before its sender ran is delivered once by the next instance", async () => {
    const receiver = await startWebhookReceiver();
    const { url, drop } = await createTestDatabaseUrl();
    const database = await openDatabase({ driver: "postgres", url, poolSize: 2 });
    let next: Awaited<ReturnType<typeof appOn>> | undefined;
    try {
      await database.db.insert(webhookEndpoints).values({ url: receiver.url, events: ["lead.created"], secret: "s" });
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/webhook-crash-child.ts", url], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let said = "";
      child.stdout.on("data", (chunk: Buffer) => {
        said += chunk.toString("utf8");
        if (said.includes("committed")) child.kill("SIGKILL");
      });
      const [, signal] = await once(child, "exit");
      expect(said.trim()).toBe("committed 201");
      expect(signal).toBe("SIGKILL");
      expect(receiver.received).toHaveLength(0);
      expect(await database.db.select().from(webhookDeliveries)).toMatchObject([{ status: "pending", attempts: 0 }]);

      next = await appOn(database, { webhookAllowPrivate: true }, Date.now);
      await next.app.webhooks.deliverDue();
      await next.app.webhooks.deliverDue();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({ event: "lead.created" });
      expect(await database.db.select().from(webhookDeliveries)).toMatchObject([{ status: "delivered", attempts: 1 }]);
    } finally {
      await next?.close();
      await database.close();
      await drop();
      await receiver.stop();
    }
  });
});

describe(`webhooks to private addresses without WEBHOOK_ALLOW_PRIVATE (${testDriver()})`, () => {
  let database: Database;
  let receiver: Receiver;
  let app: App;
  let close: () => Promise<void>;
  let admin: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver();
    ({ app, close } = await appOn(database, { webhookAllowPrivate: false }, Date.now));
    admin = bearer((await signInAsSuperAdmin({ app, database, config: testConfig(), close })).token);
  });
  afterAll(async () => {
    await close();
    await receiver.stop();
    await database.close();
  });

  it.each([
    "https://127.0.0.1/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::1]/hook",
    "https://localhost/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://10.0.0.7/hook",
    "https://192.168.1.1/hook",
  ])("refuses %s", async (url) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: admin,
      payload: { url, events: ["lead.created"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: "url", message: webhookMessages.privateAddress });
  });

  it("refuses plain http://", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: admin,
      payload: { url: "http://example.com/hook", events: ["lead.created"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe(webhookMessages.httpsRequired);
  });

  it("checks the address it connects to: an endpoint that now resolves to a private address gets nothing", async () => {
    // Saved while its name pointed elsewhere (DNS rebinding): the sender checks again at connect time.
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/hook`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/`,
    ])
      await database.db.insert(webhookEndpoints).values({ url, events: ["lead.created"], secret: "whsec_test" });
    await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    await app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(0);
    const rows = await database.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: "pending", attempts: 1 });
    const logged = await Promise.all(
      (await database.db.select().from(webhookEndpoints)).map(async (endpoint) => {
        const res = await app.inject({
          method: "GET",
          url: `/api/v1/webhooks/${endpoint.id}/deliveries`,
          headers: admin,
        });
        return res.json().data[0].attemptLog[0].error;
      }),
    );
    for (const error of logged) expect(error).toMatch(/refused: .* private, loopback or link-local/);
  });
});
