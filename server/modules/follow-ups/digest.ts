import { DIGEST_HOUR, digestTexts as t } from "../../../domain/follow-up-rules.ts";
import { localDate, localDayBounds, localHour, nextDate, zonedInstant } from "../../../domain/zone-days.ts";
import type { Db } from "../../db/client.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import type { MailQueue } from "../../mail/mail-queue.ts";
import { claimDigestDay, type DigestItem, type DigestRecipient, digestRecipients } from "./digest-queries.ts";

type Options = {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  timeZone: string;
  now: () => number;
  onError: (error: unknown) => void;
};

const screens = { enquiry: "enquiries", application: "applications" } as const;

/** One owner's digest: overdue first, then today's, each with a link to its lead. */
export function digestMail(
  recipient: DigestRecipient,
  today: { start: Date },
  timeZone: string,
  publicUrl: string,
): MailMessage {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const overdue = recipient.items.filter((item) => item.dueAt < today.start);
  const dueToday = recipient.items.filter((item) => item.dueAt >= today.start);
  const line = (item: DigestItem, filter: "overdue" | "today") =>
    [
      `- ${item.leadName}: ${item.task} (${time.format(item.dueAt)})`,
      `  ${t.open} ${publicUrl}/admin/${screens[item.leadKind]}?followUp=${filter}&id=${encodeURIComponent(item.leadId)}`,
    ].join("\n");
  const section = (title: string, items: DigestItem[], filter: "overdue" | "today") =>
    items.length > 0 ? ["", `${title} (${items.length}):`, ...items.map((item) => line(item, filter))] : [];
  return {
    to: recipient.email,
    subject: t.subject(dueToday.length, overdue.length),
    text: [
      t.greeting(recipient.fullName),
      "",
      t.intro,
      ...section(t.overdue, overdue, "overdue"),
      ...section(t.today, dueToday, "today"),
      "",
      "—",
      t.footer,
    ].join("\n"),
  };
}

/**
 * The morning digest (ADR 0177): at DIGEST_HOUR local time in the agency's zone, each owner gets one
 * e-mail of their follow-ups due today and overdue. Every instance runs the timer; the day's row in
 * `lead_digest_runs` decides which one sends it, so it goes once. A morning missed while every
 * instance was down is sent at the next start that day.
 */
export class LeadDigest {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: Options) {}

  /** Sends today's digest if it is due and no instance has: the number of e-mails queued, or null. */
  async tick(): Promise<number | null> {
    const { db, mail, timeZone, publicUrl } = this.options;
    const now = this.options.now();
    if (localHour(timeZone, now) < DIGEST_HOUR) return null;
    if (!(await claimDigestDay(db, localDate(timeZone, now)))) return null;
    const today = localDayBounds(timeZone, now);
    const recipients = await digestRecipients(db, today.end);
    const messages = recipients.map((recipient) => digestMail(recipient, today, timeZone, publicUrl));
    if (messages.length > 0) mail.later("follow-up digest", async () => messages);
    return messages.length;
  }

  /** The next DIGEST_HOUR in the agency's zone after now. */
  nextSlot(): number {
    const { timeZone } = this.options;
    const now = this.options.now();
    const today = localDate(timeZone, now);
    const slot = zonedInstant(timeZone, today, DIGEST_HOUR);
    return slot > now ? slot : zonedInstant(timeZone, nextDate(today), DIGEST_HOUR);
  }

  start() {
    this.run();
  }

  private run() {
    if (this.stopped) return;
    this.tick()
      .catch(this.options.onError)
      .finally(() => this.arm());
  }

  private arm() {
    if (this.stopped) return;
    // Timers hold at most ~24.8 days; the wait is at most a day, but never less than a second.
    const wait = Math.min(Math.max(this.nextSlot() - this.options.now(), 1000), 2 ** 31 - 1);
    this.timer = setTimeout(() => this.run(), wait);
    this.timer.unref();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
