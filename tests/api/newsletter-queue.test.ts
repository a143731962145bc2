import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { checkDocument } from "../../domain/blocks.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { campaigns, messageQueue } from "../../server/db/schema/campaigns.ts";
import { SEND_LEASE_MS } from "../../server/modules/campaigns/sender.ts";
import { startCampaign } from "../../server/modules/campaigns/start.ts";
import { doc, paragraph, text } from "../support/block-documents.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import {
  createSharedTestDatabase,
  createTestDatabase,
  createTestDatabaseUrl,
  testDriver,
} from "../support/test-database.ts";

const from = "Ravi Digital <news@agency.example>";

/** `count` confirmed subscribers and a campaign to all of them, queued as "send now" queues it. */
async function queuedCampaign(database: Database, count: number): Promise<string> {
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, status, consent_form, confirmed_at)
    select 'reader' || n || '@example.com', 'confirmed', 'signup', now() from generate_series(1, ${count}) as n`);
  const [row] = await database.db
    .insert(campaigns)
    .values({
      subject: "Queue news",
      senderName: "Ravi Digital",
      blocks: checkDocument(doc(paragraph(text("Hello from the queue.")))),
    })
    .returning();
  if (!row) throw new Error("no campaign");
  await database.db.transaction((tx) =>
    startCampaign(tx, row, { publicUrl: "http://localhost:3000", messageDomain: "agency.example", now: new Date() }),
  );
  return row.id;
}

/** Every recipient got exactly one message, and no Message-ID came twice. */
function expectEachOnce(smtp: SmtpServer, count: number) {
  const perRecipient = new Map<string, number>();
  for (const mail of smtp.received) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const twice = [...perRecipient].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
  expect(perRecipient.size).toBe(count);
  expect(new Set(smtp.received.map((mail) => mail.mail.messageId)).size).toBe(count);
}

const settings = (smtp: SmtpServer) => ({
  mail: { smtpUrl: smtp.url, from },
  newsletter: {
    linkSecret: undefined,
    ratePerMinute: 600_000,
    pendingDays: 7,
    bounceAddress: undefined,
    bounceImapUrl: undefined,
  },
});

describe(`the newsletter queue (${testDriver()})`, () => {
  it("delivers a 2,000-recipient campaign exactly once though its sender is killed (SIGKILL) mid-send and restarted", {
    timeout: 300_000,
  }, async () => {
    const total = 2000;
    const acceptedBeforeKill = 700;
    // Messages after the first 700 are held unanswered (the sender waits on them, mid-send); once the
    // sender is dead, they are refused, as a mail server refuses a message whose connection dropped.
    let admitted = 0;
    let held = 0;
    let gate = false;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startSmtpServer({
      deliver: async () => {
        if (gate && admitted >= acceptedBeforeKill) {
          held++;
          await released;
          throw new Error("the connection was lost before the message was accepted");
        }
        admitted++;
      },
    });
    const postgres = testDriver() === "postgres";
    const pgliteDir = postgres ? "" : await mkdtemp(path.join(os.tmpdir(), "agency-newsletter-pglite-"));
    const pg = postgres ? await createTestDatabaseUrl() : null;
    const open = () =>
      pg
        ? openDatabase({ driver: "postgres", url: pg.url, poolSize: 4 })
        : openDatabase({ driver: "pglite", dataDir: pgliteDir });
    let next: TestContext | undefined;
    try {
      // The embedded database lives in a folder both processes open in turn (never together).
      const seeding = pg
        ? await open()
        : await openDatabase({
            driver: "pglite",
            dataDir: pgliteDir,
            loadDataDir: new Blob([await readFile(inject("pgliteTemplate"))]),
          });
      const campaignId = await queuedCampaign(seeding, total);
      await seeding.close();

      gate = true;
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "tests/support/newsletter-crash-child.ts", pg?.url ?? pgliteDir, smtp.url],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let recorded = 0;
      let heldAtKill = 0;
      child.stdout.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString("utf8").split("\n")) {
          const sent = /^sent (\d+)$/.exec(line);
          if (sent) recorded = Number(sent[1]);
        }
        // Every accepted message is recorded as sent, and others are on their way: now.
        if (recorded >= acceptedBeforeKill && held > 0 && child.exitCode === null && !child.killed) {
          heldAtKill = held;
          child.kill("SIGKILL");
        }
      });
      const [, signal] = await once(child, "exit");
      expect(signal).toBe("SIGKILL");
      expect(heldAtKill).toBeGreaterThan(0);
      gate = false;
      release();
      expect(smtp.received).toHaveLength(acceptedBeforeKill);

      const database = await open();
      const states = await database.db
        .select({ status: messageQueue.status, n: sql<number>`count(*)::int` })
        .from(messageQueue)
        .groupBy(messageQueue.status);
      const byStatus = Object.fromEntries(states.map((row) => [row.status, row.n]));
      expect(byStatus.sent).toBe(acceptedBeforeKill);
      expect(byStatus.sending).toBeGreaterThan(0);

      // The restarted instance takes the rest, and the killed one's claims once their lease lapsed.
      next = await createTestAppOn(database, settings(smtp), "off", undefined, () => Date.now() + SEND_LEASE_MS + 1000);
      await next.app.newsletter.sender.drain();
      expectEachOnce(smtp, total);
      const [done] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(done?.status).toBe("sent");
    } finally {
      release();
      if (next) await next.close();
      await pg?.drop();
      if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
      await smtp.close();
    }
  });

  it("two instances sending one campaign together deliver each message once", { timeout: 120_000 }, async () => {
    const total = 600;
    const smtp = await startSmtpServer();
    // Two pools on one PostgreSQL database, as two servers have; the embedded database has one
    // process, so there the two instances share its connection.
    const databases = testDriver() === "postgres" ? await createSharedTestDatabase(2) : [await createTestDatabase()];
    const [first, second = first] = databases;
    if (!first) throw new Error("no database");
    const apps: TestContext[] = [];
    try {
      await queuedCampaign(first, total);
      apps.push(await createTestAppOn(first, settings(smtp)), await createTestAppOn(second, settings(smtp)));
      await Promise.all(apps.map((instance) => instance.app.newsletter.sender.drain()));
      expectEachOnce(smtp, total);
      const counts = await first.db
        .select({ status: messageQueue.status, n: sql<number>`count(*)::int` })
        .from(messageQueue)
        .groupBy(messageQueue.status);
      expect(counts).toEqual([{ status: "sent", n: total }]);
    } finally {
      for (const instance of apps) await instance.app.close();
      for (const database of databases) await database.close();
      await smtp.close();
    }
  });
});
