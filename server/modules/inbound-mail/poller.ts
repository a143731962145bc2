import { eq } from "drizzle-orm";
import { type PollResult, tokenOfAddress } from "../../../domain/reply-channel.ts";
import type { ImapSettings } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { inboundEmails, people } from "../../db/schema/people.ts";
import type { MailQueue } from "../../mail/mail-queue.ts";
import { readNewMessages } from "./mailbox.ts";
import { answerNotice } from "./notice.ts";
import { type InboundMessage, parseMessage } from "./parse.ts";
import {
  answerRecipient,
  claimMailbox,
  personOfMessageId,
  personOfToken,
  readUpTo,
  releaseMailbox,
} from "./queries.ts";

type Options = {
  db: Db;
  imap: ImapSettings | undefined;
  /** The inbound mailbox's address (REPLY_TO_ADDRESS), whose sub-addresses carry the tokens. */
  replyTo: string | undefined;
  mail: MailQueue;
  publicUrl: string;
  onError: (error: unknown) => void;
};

/**
 * Reads people's answers back from the inbound mailbox (ADR 0252). Every instance polls every
 * IMAP_POLL_SECONDS; a lease on the mailbox's row makes one of them read it at a time, from where the
 * last poll stopped. Each answer is matched to its person by the token of the conversation address it
 * was sent to, else by the one of our e-mails it answers (In-Reply-To, References); it is recorded
 * once (its Message-ID), and the staff member it answers is told. Messages nobody's conversation
 * names are left alone. Tests call `poll()` themselves.
 */
export class InboundMail {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<PollResult> | undefined;

  constructor(private readonly options: Options) {}

  /**
   * Reads what arrived since the last poll, unless another poll (here or on another instance) is
   * reading. Never fails: a mailbox that cannot be read is logged and answered as `failed`.
   */
  poll(): Promise<PollResult> {
    // A poll asked for while this instance reads (a click while the timer's runs) waits for that one.
    this.running ??= this.read()
      .catch((error: unknown): PollResult => {
        this.options.onError(error);
        return { state: "failed", read: 0, recorded: 0 };
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async read(): Promise<PollResult> {
    const { db, imap } = this.options;
    if (!imap) return { state: "off", read: 0, recorded: 0 };
    const claimed = await claimMailbox(db, imap.mailbox);
    if (!claimed) return { state: "busy", read: 0, recorded: 0 };
    let recorded = 0;
    try {
      const batch = await readNewMessages(imap, { uidValidity: claimed.uidValidity, lastUid: claimed.lastUid });
      for (const message of batch.messages) {
        const parsed = await parseMessage(message, batch.uidValidity).catch((error: unknown) => {
          // One message that cannot be read does not hold up the mailbox: it stays there for people.
          this.options.onError(error);
          return null;
        });
        // A database that fails here fails the poll before the mark moves: the next poll reads it again.
        if (parsed && (await this.record(parsed))) recorded++;
        await readUpTo(db, imap.mailbox, batch.uidValidity, message.uid);
      }
      if (batch.messages.length === 0) await readUpTo(db, imap.mailbox, batch.uidValidity, claimed.lastUid);
      return { state: "read", read: batch.messages.length, recorded };
    } finally {
      await releaseMailbox(db, imap.mailbox);
    }
  }

  /** Records an answer on its person's timeline and tells the staff member it answers; false when it is nobody's. */
  private async record(message: InboundMessage): Promise<boolean> {
    const { db, mail, publicUrl } = this.options;
    const match = await this.match(message);
    if (!match) return false;
    const [row] = await db
      .insert(inboundEmails)
      .values({
        personId: match.personId,
        messageKey: message.messageKey,
        answersEmailId: match.emailId,
        fromAddress: message.fromAddress,
        fromName: message.fromName,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments,
        automatic: message.automatic,
        receivedAt: message.receivedAt,
      })
      .onConflictDoNothing()
      .returning({ id: inboundEmails.id });
    if (!row) return false;
    if (!message.automatic)
      mail.later("answer from a lead", async () => {
        const to = await answerRecipient(db, match.personId, match.emailId);
        if (!to) return [];
        const [person] = await db.select({ name: people.name }).from(people).where(eq(people.id, match.personId));
        const link = `${publicUrl}/admin/people/${encodeURIComponent(match.personId)}`;
        return [answerNotice(to, { name: person?.name ?? "" }, message, link)];
      });
    return true;
  }

  /** The person an answer belongs to, and the e-mail of ours it answers when known. */
  private async match(message: InboundMessage): Promise<{ personId: string; emailId: string | null } | null> {
    const { db, replyTo } = this.options;
    const answered = await this.firstOfOurs(message.answers);
    const token = replyTo
      ? message.recipients.map((address) => tokenOfAddress(address, replyTo)).find((found) => found !== null)
      : undefined;
    const byToken = token ? await personOfToken(db, token) : null;
    if (byToken) return { personId: byToken, emailId: answered?.personId === byToken ? answered.emailId : null };
    return answered;
  }

  private async firstOfOurs(messageIds: string[]) {
    for (const messageId of messageIds) {
      const found = await personOfMessageId(this.options.db, messageId);
      if (found) return found;
    }
    return null;
  }

  /** Polls now and then every `everyMs` (0: only when asked). */
  start(everyMs: number) {
    if (!this.options.imap || everyMs <= 0) return;
    const run = () => {
      if (this.stopped) return;
      void this.poll().finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(run, everyMs);
        this.timer.unref();
      });
    };
    run();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
