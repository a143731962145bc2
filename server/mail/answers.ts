import { conversationAddress, isUsableSender, type ReplyChannel, receivesAnswers } from "../../domain/reply-channel.ts";
import { addressOf } from "./mail-message.ts";

/**
 * What decides where a person's answers go (server/config.ts: MAIL_FROM, REPLY_TO_ADDRESS,
 * REPLY_TO_SUBADDRESS, IMAP_URL; ADR 0252).
 */
export type AnswerSettings = {
  /** MAIL_FROM as configured (`Ravi Digital <hello@agency.com>`). */
  from: string;
  /** The inbound mailbox's address, when there is one. */
  replyTo: string | undefined;
  subaddress: boolean;
  /** Whether that mailbox is read back onto the timelines (IMAP_URL is set). */
  reading: boolean;
};

/**
 * Where an e-mail to a person is sent from and where their answer goes: the conversation's address
 * (the inbound mailbox sub-addressed with the person's token), else the site's shared address, else
 * the sender's own when someone can read it, else nowhere.
 */
export function replyChannel(settings: AnswerSettings, siteEmail: string, token: string | null): ReplyChannel {
  const from = addressOf(settings.from);
  const senderUsable = isUsableSender(from);
  if (settings.replyTo) {
    return {
      from,
      senderUsable,
      answersTo: settings.subaddress && token ? conversationAddress(settings.replyTo, token) : settings.replyTo,
      answersReach: settings.reading ? "timeline" : "mailbox",
    };
  }
  if (siteEmail) return { from, senderUsable, answersTo: siteEmail, answersReach: "mailbox" };
  if (receivesAnswers(from)) return { from, senderUsable, answersTo: from, answersReach: "mailbox" };
  return { from, senderUsable, answersTo: null, answersReach: "nowhere" };
}

/** The Reply-To a message carries: none when answers go to the sender anyway, or nowhere. */
export const replyToHeader = (channel: ReplyChannel): string | undefined =>
  channel.answersTo !== null && channel.answersTo !== channel.from ? channel.answersTo : undefined;

/** What our Message-IDs name: a reply from the back office, or the acknowledgement of a lead. */
export const messageKinds = ["reply", "enquiry", "application"] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Our Message-ID for a message about `id` (a reply's row, a lead), on the sender's domain. */
export function messageIdOf(kind: MessageKind, id: string, from: string): string {
  const address = addressOf(from);
  const domain = address.slice(address.lastIndexOf("@") + 1) || "localhost";
  return `<${kind}.${id}@${domain}>`;
}

const ourMessageId =
  /^<?(reply|enquiry|application)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^>]+>?$/i;

/** What one of our Message-IDs names; null for anyone else's. */
export function parseMessageId(messageId: string): { kind: MessageKind; id: string } | null {
  const match = ourMessageId.exec(messageId.trim());
  const kind = messageKinds.find((known) => known === match?.[1].toLowerCase());
  return match && kind ? { kind, id: match[2].toLowerCase() } : null;
}
