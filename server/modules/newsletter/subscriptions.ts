import { and, eq, lt, sql } from "drizzle-orm";
import type { Attribution } from "../../../domain/attribution.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales.ts";
import {
  CONFIRMATION_RESEND_MS,
  type ConsentForm,
  type NewsletterInput,
  newsletterConsentMessages,
} from "../../../domain/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { messageQueue } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema/people.ts";
import { recordLeadEvent } from "../../engines/audit-trail/webhook-outbox.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import type { MailQueue } from "../../mail/mail-queue.ts";
import { attachPerson } from "../people/attach.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { toSubscriberDto } from "./queries.ts";
import type { LinkSigner } from "./signed-links.ts";

export type SubscriptionParts = {
  db: Db;
  mail: MailQueue;
  links: LinkSigner;
  now: () => number;
  publicUrl: string;
  /** How long an unconfirmed address, and its confirmation link, last. */
  pendingDays: number;
};

/** Where a consent or a change of mind came from: the caller's address, as the request tells it. */
export type Requester = { ip: string | null };

/** What a signed link stands for, as the confirmation and unsubscribe pages show it. */
export type LinkState = { state: "invalid" | "expired" } | { state: "ready"; email: string; status: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signing up, confirming and leaving (issue 72, ADR 0261). A new address is `pending` and gets a
 * confirmation e-mail whose signed link expires; only a POST from the page that link opens confirms
 * it (mail scanners open links). A link never confirms or unsubscribes on a GET.
 */
export class Subscriptions {
  constructor(private readonly parts: SubscriptionParts) {}

  private get expiresAfterMs() {
    return this.parts.pendingDays * DAY_MS;
  }

  /**
   * Subscribes an address, ignoring letter case (the unique index on lower(email) decides, so two
   * simultaneous sign-ups cannot both win). `created` is false only for an address already
   * confirmed (the spec's "already subscribed"); a pending or departed one is asked to confirm
   * again (at most every few minutes, so nobody can flood an inbox with confirmations), and a
   * suppressed one is told the same as anyone but sent nothing. `language` is the signup page's.
   */
  async subscribe(
    input: NewsletterInput,
    attribution: Attribution,
    by: Requester,
    language: Locale = DEFAULT_LOCALE,
  ): Promise<{ created: boolean }> {
    if (isHoneypotFilled(input.website)) return { created: true };
    const now = new Date(this.parts.now());
    const consent = { consentAt: now, consentIp: by.ip, consentForm: "signup" as ConsentForm };
    const outcome = await this.parts.db.transaction(async (tx) => {
      const personId = await attachPerson(tx, { email: input.subscriberEmail, source: "newsletter" });
      const [inserted] = await tx
        .insert(subscribers)
        .values({
          email: input.subscriberEmail,
          personId,
          ...attribution,
          ...consent,
          confirmationSentAt: now,
          language,
        })
        .onConflictDoNothing()
        .returning();
      await recordPotentialCustomer(tx, input.subscriberEmail, "newsletter", attribution, personId);
      if (inserted) {
        await recordLeadEvent(tx, "subscription", inserted, async () => toSubscriberDto(inserted));
        return { created: true, confirm: inserted.id };
      }
      const [existing] = await tx
        .select()
        .from(subscribers)
        .where(sql`lower(${subscribers.email}) = lower(${input.subscriberEmail})`)
        .for("update");
      if (!existing || existing.status === "confirmed") return { created: false, confirm: null };
      if (existing.status === "bounced") return { created: true, confirm: null };
      const resendAfter = (existing.confirmationSentAt?.getTime() ?? 0) + CONFIRMATION_RESEND_MS;
      if (existing.status === "pending" && now.getTime() < resendAfter) return { created: true, confirm: null };
      await tx
        .update(subscribers)
        .set({ status: "pending", ...consent, confirmedAt: null, confirmationSentAt: now, language })
        .where(eq(subscribers.id, existing.id));
      return { created: true, confirm: existing.id };
    });
    if (outcome.confirm) this.sendConfirmation(outcome.confirm, input.subscriberEmail, now.getTime());
    return { created: outcome.created };
  }

  private sendConfirmation(subscriberId: string, email: string, sentAt: number) {
    this.parts.mail.later("newsletter confirmation", async () => {
      const token = await this.parts.links.sign({
        purpose: "confirm",
        subscriberId,
        expiresAt: sentAt + this.expiresAfterMs,
      });
      const link = `${this.parts.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      return [confirmationMail(email, link, this.parts.pendingDays, this.parts.publicUrl)];
    });
  }

  /** The subscriber a confirmation link names, or why it cannot be used: what the confirmation page shows. */
  async confirmationState(token: string): Promise<LinkState> {
    const claim = await this.parts.links.read(token);
    if (claim?.purpose !== "confirm") return { state: "invalid" };
    if (claim.expiresAt < this.parts.now()) return { state: "expired" };
    const [row] = await this.parts.db.select().from(subscribers).where(eq(subscribers.id, claim.subscriberId));
    return row ? { state: "ready", email: row.email, status: row.status } : { state: "invalid" };
  }

  /**
   * Confirms the address of a confirmation link (the page's POST): from then on it receives
   * campaigns. The consent is recorded as given now, from this address; clicks are counted for the
   * person only if they ticked the box. A suppressed address stays suppressed.
   */
  async confirm(token: string, countClicks: boolean, by: Requester): Promise<"confirmed" | "alreadyConfirmed"> {
    const state = await this.confirmationState(token);
    if (state.state !== "ready")
      throw InvalidInput.of(
        state.state === "expired" ? newsletterConsentMessages.linkExpired : newsletterConsentMessages.linkInvalid,
        "token",
      );
    const claim = await this.parts.links.read(token);
    if (claim?.purpose !== "confirm") throw InvalidInput.of(newsletterConsentMessages.linkInvalid, "token");
    const now = new Date(this.parts.now());
    const [changed] = await this.parts.db
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: now, consentAt: now, consentIp: by.ip, countClicks })
      .where(and(eq(subscribers.id, claim.subscriberId), eq(subscribers.status, "pending")))
      .returning({ id: subscribers.id });
    if (changed) return "confirmed";
    if (state.status === "bounced") throw InvalidInput.of(newsletterConsentMessages.suppressed, "token");
    return "alreadyConfirmed";
  }

  /** The subscriber behind an unsubscribe link (a message they were sent), for its page. */
  async unsubscribeState(token: string): Promise<LinkState | { state: "test" }> {
    const claim = await this.parts.links.read(token);
    if (claim?.purpose === "test") return { state: "test" };
    if (claim?.purpose !== "unsubscribe") return { state: "invalid" };
    const [row] = await this.parts.db
      .select({ email: subscribers.email, status: subscribers.status })
      .from(messageQueue)
      .innerJoin(subscribers, eq(subscribers.id, messageQueue.subscriberId))
      .where(eq(messageQueue.id, claim.messageId));
    return row ? { state: "ready", ...row } : { state: "invalid" };
  }

  /**
   * Unsubscribes the recipient of a message at once (RFC 8058's one-click POST, the page's button,
   * a mailto request): nothing more is sent to them, and the campaign counts one unsubscribe. A
   * test message's link answers the same and changes nothing. Repeating it is harmless.
   */
  async unsubscribe(token: string): Promise<void> {
    const claim = await this.parts.links.read(token);
    if (claim?.purpose === "test") return;
    if (claim?.purpose !== "unsubscribe") throw InvalidInput.of(newsletterConsentMessages.unsubscribeInvalid, "token");
    const now = new Date(this.parts.now());
    await this.parts.db.transaction(async (tx) => {
      const [message] = await tx
        .update(messageQueue)
        .set({ unsubscribedAt: sql`coalesce(${messageQueue.unsubscribedAt}, ${now})` })
        .where(eq(messageQueue.id, claim.messageId))
        .returning({ subscriberId: messageQueue.subscriberId });
      if (!message) throw InvalidInput.of(newsletterConsentMessages.unsubscribeInvalid, "token");
      if (!message.subscriberId) return;
      await tx
        .update(subscribers)
        .set({ status: "unsubscribed" })
        .where(and(eq(subscribers.id, message.subscriberId), sql`${subscribers.status} in ('confirmed', 'pending')`));
    });
  }

  /**
   * Subscribes again from the unsubscribe page (the same signed link: the person holds a message
   * sent to them). Their consent is given anew, now, on the resubscribe page.
   */
  async resubscribe(token: string, by: Requester): Promise<void> {
    const claim = await this.parts.links.read(token);
    if (claim?.purpose !== "unsubscribe") throw InvalidInput.of(newsletterConsentMessages.unsubscribeInvalid, "token");
    const now = new Date(this.parts.now());
    const [message] = await this.parts.db
      .select({ subscriberId: messageQueue.subscriberId })
      .from(messageQueue)
      .where(eq(messageQueue.id, claim.messageId));
    if (!message?.subscriberId) throw InvalidInput.of(newsletterConsentMessages.unsubscribeInvalid, "token");
    const [changed] = await this.parts.db
      .update(subscribers)
      .set({ status: "confirmed", consentAt: now, consentIp: by.ip, consentForm: "resubscribe", confirmedAt: now })
      .where(and(eq(subscribers.id, message.subscriberId), eq(subscribers.status, "unsubscribed")))
      .returning({ id: subscribers.id });
    if (!changed) {
      const [row] = await this.parts.db
        .select({ status: subscribers.status })
        .from(subscribers)
        .where(eq(subscribers.id, message.subscriberId));
      if (row?.status === "bounced") throw InvalidInput.of(newsletterConsentMessages.suppressed, "token");
    }
  }

  /** Removes addresses left unconfirmed past their time (every instance may run it: a delete is idempotent). */
  async purgeUnconfirmed(): Promise<number> {
    const before = new Date(this.parts.now() - this.expiresAfterMs);
    const gone = await this.parts.db
      .delete(subscribers)
      .where(and(eq(subscribers.status, "pending"), lt(subscribers.consentAt, before)))
      .returning({ id: subscribers.id });
    return gone.length;
  }
}
