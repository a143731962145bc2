import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, inArray, lt, lte, notExists, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { campaigns, messageQueue } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema/people.ts";
import { DomainError } from "../../errors/domain-errors.ts";
import { QueueDrain } from "../../lib/queue-drain.ts";
import type { MailTransport } from "../../mail/mail-message.ts";
import { failureOf, type SmtpAnswer } from "../../mail/smtp-answer.ts";
import type { LinkSigner } from "../newsletter/signed-links.ts";
import { personalise } from "./compose.ts";
import { listHeaders, type UnsubscribeAddresses, unsubscribeAddresses } from "./list-headers.ts";
import { takeSends } from "./pacing.ts";
import { startCampaign } from "./start.ts";

/** A claimed message stays its sender's this long: far past nodemailer's bounds on one send. A crashed sender's lapses. */
export const SEND_LEASE_MS = 5 * 60_000;
/** Temporary failures are tried this many times in all, 1, 2, 4 … 64 minutes apart (about two hours). */
export const SEND_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;

export type SenderParts = {
  db: Db;
  /** Pooled SMTP (or the outbox folder), DKIM-signing when configured. */
  transport: MailTransport;
  links: LinkSigner;
  now: () => number;
  publicUrl: string;
  /** The domain of MAIL_FROM: every Message-ID and the List-Id are made in it. */
  messageDomain: string;
  /** Where bounces and mailto unsubscribes go: BOUNCE_ADDRESS, else MAIL_FROM's address. */
  bounceAddress: string;
  ratePerMinute: number;
  log: FastifyBaseLogger;
  /** Messages claimed at once (and handed to the pool together). */
  batch?: number;
};

type Claimed = { id: string; attempts: number };

/**
 * Sends the newsletter queue (ADR 0262). Any instance may run it, several at once: each batch is
 * claimed with FOR UPDATE SKIP LOCKED and a lease, under the shared rate (pacing.ts); a message is
 * marked sent in the statement that records its SMTP answer, and only by the sender whose claim it
 * still is. A crash leaves claimed messages `sending` until their lease lapses, then they are sent
 * again (same Message-ID): at least once, and exactly once unless the crash falls between the
 * server's 250 and that statement. Scheduled campaigns due now are started here too.
 */
export class CampaignSender {
  readonly #queue = new QueueDrain(() => this.#sendDue());
  readonly #batch: number;

  constructor(private readonly parts: SenderParts) {
    this.#batch = parts.batch ?? 20;
  }

  /** Sends everything due now; resolves when nothing due is left (a run already going is joined). */
  drain(): Promise<void> {
    return this.#queue.run();
  }

  /** Start sending without waiting (after "send now", at start, on each poll). */
  kick(): void {
    this.drain().catch((err) => this.parts.log.error({ err }, "the newsletter queue could not be sent"));
  }

  /** Takes no new batch and waits for the one under way. */
  stop(): Promise<void> {
    return this.#queue.stop();
  }

  async #sendDue(): Promise<void> {
    while (!this.#queue.stopped) {
      while (!this.#queue.stopped && (await this.#startDueCampaign()));
      const claim = await this.#claim();
      if (claim.messages.length > 0) {
        await this.#sendAll(claim.messages);
        continue;
      }
      if (claim.waitMs === null) break;
      await sleep(Math.min(claim.waitMs, 1000));
    }
  }

  /** Starts one scheduled campaign whose time has come (one instance wins it); whether one was found. */
  async #startDueCampaign(): Promise<boolean> {
    const now = new Date(this.parts.now());
    return this.parts.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.scheduledAt, now)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return false;
      try {
        await tx.transaction((inner) => startCampaign(inner, due, { ...this.parts, now }));
      } catch (error) {
        // Nobody left in its audience, or its article was unpublished: it stops, and says so on its screen.
        if (!(error instanceof DomainError)) throw error;
        this.parts.log.warn({ campaign: due.id, reason: error.message }, "a scheduled campaign could not start");
        await tx
          .update(campaigns)
          .set({ status: "cancelled", finishedAt: now, updatedAt: now })
          .where(eq(campaigns.id, due.id));
      }
      return true;
    });
  }

  /** Claims a batch: due messages, and those whose sender's lease lapsed, as many as the rate allows now. */
  async #claim(): Promise<{ messages: Claimed[]; waitMs: number | null }> {
    const now = new Date(this.parts.now());
    return this.parts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: messageQueue.id })
        .from(messageQueue)
        .where(
          or(
            and(eq(messageQueue.status, "queued"), lte(messageQueue.nextAttemptAt, now)),
            and(eq(messageQueue.status, "sending"), lt(messageQueue.leaseUntil, now)),
          ),
        )
        .orderBy(asc(messageQueue.nextAttemptAt))
        .limit(this.#batch)
        .for("update", { skipLocked: true });
      if (due.length === 0) return { messages: [], waitMs: null };
      const pace = await takeSends(tx, now, due.length, this.parts.ratePerMinute);
      if (pace.granted === 0) return { messages: [], waitMs: pace.waitMs };
      const messages = await tx
        .update(messageQueue)
        .set({
          status: "sending",
          leaseUntil: new Date(now.getTime() + SEND_LEASE_MS),
          attempts: sql`${messageQueue.attempts} + 1`,
        })
        .where(
          inArray(
            messageQueue.id,
            due.slice(0, pace.granted).map((row) => row.id),
          ),
        )
        .returning({ id: messageQueue.id, attempts: messageQueue.attempts });
      return { messages, waitMs: 0 };
    });
  }

  async #sendAll(claimed: Claimed[]): Promise<void> {
    const rows = await this.parts.db
      .select({
        id: messageQueue.id,
        messageId: messageQueue.messageId,
        campaignId: campaigns.id,
        campaignStatus: campaigns.status,
        subject: campaigns.subject,
        senderName: campaigns.senderName,
        html: campaigns.html,
        text: campaigns.textBody,
        email: subscribers.email,
        subscriberStatus: subscribers.status,
        countClicks: subscribers.countClicks,
      })
      .from(messageQueue)
      .innerJoin(campaigns, eq(campaigns.id, messageQueue.campaignId))
      .leftJoin(subscribers, eq(subscribers.id, messageQueue.subscriberId))
      .where(
        inArray(
          messageQueue.id,
          claimed.map((message) => message.id),
        ),
      );
    const attemptOf = new Map(claimed.map((message) => [message.id, message.attempts]));
    await Promise.all(rows.map((row) => this.#sendOne(row, attemptOf.get(row.id) ?? 1)));
    await this.#finishCampaigns([...new Set(rows.map((row) => row.campaignId))]);
  }

  async #sendOne(
    row: {
      id: string;
      messageId: string;
      campaignStatus: string;
      subject: string;
      senderName: string;
      html: string | null;
      text: string | null;
      email: string | null;
      subscriberStatus: string | null;
      countClicks: boolean | null;
    },
    attempt: number,
  ): Promise<void> {
    // Left, bounced or erased since the campaign started, or the campaign was stopped: never sent.
    if (!row.email || row.subscriberStatus !== "confirmed" || row.campaignStatus !== "sending" || !row.html) {
      await this.#record(row.id, attempt, { status: "skipped" });
      return;
    }
    const addresses: UnsubscribeAddresses = unsubscribeAddresses(
      await this.parts.links.sign({ purpose: "unsubscribe", messageId: row.id }),
      this.parts,
    );
    const click = row.countClicks ? await this.parts.links.sign({ purpose: "click", messageId: row.id }) : null;
    const copy = personalise({ html: row.html, text: row.text ?? "" }, addresses.page, click);
    try {
      const answer = await this.parts.transport.deliver({
        to: row.email,
        fromName: row.senderName,
        subject: row.subject,
        logAs: "newsletter campaign",
        text: copy.text,
        html: copy.html,
        messageId: `<${row.messageId}>`,
        returnPath: this.parts.bounceAddress,
        headers: listHeaders(addresses, this.parts.messageDomain),
      });
      await this.#record(row.id, attempt, { status: "sent", answer });
    } catch (error) {
      const failure = failureOf(error);
      const answer: SmtpAnswer = { code: failure.code, status: failure.status };
      if (failure.permanent || attempt >= SEND_ATTEMPTS) {
        this.parts.log.warn({ kind: failure.kind, code: failure.code }, "a newsletter message failed");
        await this.#record(row.id, attempt, { status: "failed", answer });
      } else {
        const retryAt = new Date(this.parts.now() + FIRST_RETRY_MS * 2 ** (attempt - 1));
        await this.#record(row.id, attempt, { status: "queued", answer, retryAt });
      }
    }
  }

  /**
   * The one statement that records what became of a claimed message: only while the claim is still
   * this sender's (its attempt number), so a sender whose lease lapsed cannot overwrite the next one's.
   */
  async #record(
    id: string,
    attempt: number,
    outcome: { status: "sent" | "failed" | "skipped" | "queued"; answer?: SmtpAnswer; retryAt?: Date },
  ): Promise<void> {
    await this.parts.db
      .update(messageQueue)
      .set({
        status: outcome.status,
        leaseUntil: null,
        smtpCode: outcome.answer?.code ?? null,
        smtpStatus: outcome.answer?.status ?? null,
        ...(outcome.status === "sent" ? { sentAt: new Date(this.parts.now()) } : {}),
        ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : {}),
      })
      .where(and(eq(messageQueue.id, id), eq(messageQueue.status, "sending"), eq(messageQueue.attempts, attempt)));
  }

  /** A campaign with nothing left to send is sent. */
  async #finishCampaigns(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const now = new Date(this.parts.now());
    const open = this.parts.db
      .select({ one: sql`1` })
      .from(messageQueue)
      .where(and(eq(messageQueue.campaignId, campaigns.id), inArray(messageQueue.status, ["queued", "sending"])));
    await this.parts.db
      .update(campaigns)
      .set({ status: "sent", finishedAt: now })
      .where(and(inArray(campaigns.id, ids), eq(campaigns.status, "sending"), notExists(open)));
  }
}
