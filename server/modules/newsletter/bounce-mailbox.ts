import { eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ImapFlow } from "imapflow";
import type { Db } from "../../db/client.ts";
import { messageQueue } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema/people.ts";
import { type BounceReport, readBounceReport } from "./bounce-reports.ts";
import { newsletterJobs } from "./schema.ts";
import type { Subscriptions } from "./subscriptions.ts";

/** One reader at a time across instances; a reader that died gives way after this long. */
const READ_LEASE_MS = 10 * 60_000;
const JOB = "bounce-mailbox";

export type BounceMailboxParts = {
  db: Db;
  /** BOUNCE_IMAP_URL: `imap(s)://user:password@host:port/Mailbox` (INBOX when no path). */
  url: string;
  subscriptions: Subscriptions;
  now: () => number;
  log: FastifyBaseLogger;
};

/** The subscribers a report names: by the Message-ID of our message it quotes, else by the address it gives. */
async function subscribersOf(tx: Db, report: { recipients: string[]; messageIds: string[] }) {
  const byMessage =
    report.messageIds.length > 0
      ? await tx
          .select({ subscriberId: messageQueue.subscriberId, messageId: messageQueue.id })
          .from(messageQueue)
          .where(inArray(messageQueue.messageId, report.messageIds))
      : [];
  const byAddress =
    report.recipients.length > 0
      ? await tx
          .select({ subscriberId: subscribers.id })
          .from(subscribers)
          .where(inArray(sql`lower(${subscribers.email})`, report.recipients))
      : [];
  const ids = [...byMessage, ...byAddress].map((row) => row.subscriberId).filter((id): id is string => id !== null);
  return { subscriberIds: [...new Set(ids)], messageIds: byMessage.map((row) => row.messageId) };
}

/**
 * What a report changes (ADR 0263): a hard bounce or a complaint suppresses the address (`bounced`:
 * never sent to again, shown as such in Subscribers) and counts against the campaign it answers; a
 * soft bounce is counted on the subscriber; an unsubscribe request unsubscribes.
 */
export async function applyBounceReport(
  db: Db,
  subscriptions: Subscriptions,
  report: BounceReport,
  now: Date,
): Promise<void> {
  if (report.kind === "unsubscribe") {
    await subscriptions.unsubscribe(report.token).catch(() => {});
    return;
  }
  await db.transaction(async (tx) => {
    const { subscriberIds, messageIds } = await subscribersOf(tx, report);
    if (subscriberIds.length === 0) return;
    if (report.kind === "soft") {
      await tx
        .update(subscribers)
        .set({ softBounces: sql`${subscribers.softBounces} + 1` })
        .where(inArray(subscribers.id, subscriberIds));
      return;
    }
    await tx.update(subscribers).set({ status: "bounced" }).where(inArray(subscribers.id, subscriberIds));
    if (messageIds.length > 0)
      await tx
        .update(messageQueue)
        .set({ bouncedAt: sql`coalesce(${messageQueue.bouncedAt}, ${now})` })
        .where(inArray(messageQueue.id, messageIds));
  });
}

/** Claims the reader's turn for this instance; false while another instance holds it. */
async function claimTurn(db: Db, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + READ_LEASE_MS);
  const claimed = await db
    .insert(newsletterJobs)
    .values({ name: JOB, leaseUntil: until })
    .onConflictDoUpdate({
      target: newsletterJobs.name,
      set: { leaseUntil: until },
      setWhere: lt(newsletterJobs.leaseUntil, now),
    })
    .returning({ name: newsletterJobs.name });
  return claimed.length > 0;
}

const releaseTurn = (db: Db) =>
  db
    .update(newsletterJobs)
    .set({ leaseUntil: new Date(0) })
    .where(eq(newsletterJobs.name, JOB));

/**
 * Reads the bounce mailbox over IMAP (imapflow): every unseen message is read as a report, acted
 * on, and marked seen, so it is read once; messages that are no report are marked seen too and
 * left for a person. One instance reads at a time (a lease in the database). How many reports it
 * acted on.
 */
export async function readBounceMailbox(parts: BounceMailboxParts): Promise<number> {
  if (!(await claimTurn(parts.db, new Date(parts.now())))) return 0;
  const url = new URL(parts.url);
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "imaps:" ? 993 : 143),
    secure: url.protocol === "imaps:",
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
  });
  client.on("error", (err) => parts.log.warn({ err }, "the bounce mailbox connection failed"));
  let acted = 0;
  try {
    await client.connect();
    const lock = await client.getMailboxLock(decodeURIComponent(url.pathname.slice(1)) || "INBOX");
    try {
      const unseen = await client.search({ seen: false }, { uid: true });
      for (const uid of unseen || []) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const source = message ? message.source : undefined;
        const report = source ? await readBounceReport(source) : null;
        if (report) {
          await applyBounceReport(parts.db, parts.subscriptions, report, new Date(parts.now()));
          acted++;
        }
        await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } finally {
    client.close();
    await releaseTurn(parts.db);
  }
  return acted;
}
