import { z } from "zod";

/**
 * Where a person's answers to the agency's e-mails go (issue 69, ADR 0252): to the conversation's own
 * address, read back onto the person's timeline; else to the site's shared address; else to the
 * sender's address when it can receive mail at all; else nowhere — which the reply form says.
 */

export const answerRoutes = ["timeline", "mailbox", "nowhere"] as const;
export type AnswerRoute = (typeof answerRoutes)[number];

export const replyChannelSchema = z.object({
  from: z.string().describe("The address e-mails are sent from (MAIL_FROM)"),
  senderUsable: z
    .boolean()
    .describe("false: an address other mail servers refuse or file as spam (no-reply@localhost, example.com…)"),
  answersTo: z.string().nullable().describe("Where the person's answers go; null: nowhere"),
  answersReach: z
    .enum(answerRoutes)
    .describe("timeline: read back onto the timeline; mailbox: a mailbox staff read; nowhere: lost"),
});
export type ReplyChannel = z.infer<typeof replyChannelSchema>;

/** Names that are never anyone's mail domain (RFC 2606, RFC 6761) or only mean something on one network. */
const privateDomain = /(^|\.)(localhost|local|test|invalid|example|internal|lan|localdomain|home\.arpa)$/i;
const exampleDomain = /(^|\.)example\.(com|net|org)$/i;
/** Local parts that say nobody reads what arrives. */
const unreadLocalPart = /^(no-?reply|do-?not-?reply|mailer-daemon|bounces?)([+.-].*)?$/i;

const parts = (address: string) => {
  const at = address.lastIndexOf("@");
  return at < 1 ? null : { local: address.slice(0, at), domain: address.slice(at + 1) };
};

/** Whether mail from this address can reach people: a real, public domain (not localhost, not example.com). */
export function isUsableSender(address: string): boolean {
  const split = parts(address.trim());
  if (!split) return false;
  const { domain } = split;
  return domain.includes(".") && !privateDomain.test(domain) && !exampleDomain.test(domain);
}

/** Whether an answer sent to this address can be read by someone: usable, and not a no-reply address. */
export function receivesAnswers(address: string): boolean {
  const split = parts(address.trim());
  return split !== null && isUsableSender(address) && !unreadLocalPart.test(split.local);
}

/** The separator of a sub-address (RFC 5233): `inbox+token@agency.com` reaches `inbox@agency.com`. */
export const SUBADDRESS_SEPARATOR = "+";

/** A conversation's own address: the inbound mailbox's, sub-addressed with the conversation's token. */
export function conversationAddress(inbox: string, token: string): string {
  const split = parts(inbox);
  if (!split) return inbox;
  return `${split.local}${SUBADDRESS_SEPARATOR}${token}@${split.domain}`;
}

/**
 * The conversation token an address carries, when it is the inbound mailbox's sub-addressed with one
 * (letter case ignored: some servers lower-case what they deliver); null for any other address.
 */
export function tokenOfAddress(address: string, inbox: string): string | null {
  const split = parts(address.trim().toLowerCase());
  const mailbox = parts(inbox.trim().toLowerCase());
  if (!split || !mailbox || split.domain !== mailbox.domain) return null;
  const prefix = `${mailbox.local}${SUBADDRESS_SEPARATOR}`;
  if (!split.local.startsWith(prefix)) return null;
  const token = split.local.slice(prefix.length);
  return /^[0-9a-f]{32}$/.test(token) ? token : null;
}

/** The back office's words for the reply form, from the channel the server reported. */
export const replyChannelTexts = {
  from: (from: string) => `Sent from ${from} under your name.`,
  senderUnusable: (from: string) =>
    `E-mails go out from ${from}, an address other mail servers refuse or file as spam. Ask whoever runs the server to set MAIL_FROM to the agency's own address.`,
  timeline: (to: string) => `Answers come back to this timeline (they are sent to ${to}).`,
  mailbox: (to: string) => `Answers go to ${to}, not to this timeline.`,
  nowhere:
    "Answers reach nobody: there is no address to answer to. Set the site's e-mail in Site settings (Contact), or REPLY_TO_ADDRESS on the server.",
  placeholders: "{name}, {email}, {phone} and {sender} are filled in.",
} as const;

// Lives beside the acknowledgements' other words, which the message catalogues read without zod.
export { acknowledgementWithoutAnswers } from "./acknowledgements.ts";

/** What reading the inbound mailbox did (`POST /inbound-mail/poll`, and every timed poll). */
export const pollStates = ["off", "busy", "read", "failed"] as const;
export type PollState = (typeof pollStates)[number];

export const pollResultSchema = z.object({
  state: z
    .enum(pollStates)
    .describe("off: no IMAP_URL; busy: another poll is reading; read: done; failed: the mailbox could not be read"),
  read: z.number().int().describe("Messages read from the mailbox"),
  recorded: z.number().int().describe("Answers added to timelines"),
});
export type PollResult = z.infer<typeof pollResultSchema>;

/** What the back office says after "Check for answers". */
export const pollTexts = {
  check: "Check for answers",
  off: "Answers are not read back: the server has no IMAP_URL.",
  busy: "The mailbox is being read right now: look again in a moment.",
  failed: "The mailbox could not be read just now. The server tries again at its next check.",
  read: (recorded: number) =>
    recorded === 0 ? "No new answers." : `${recorded} new ${recorded === 1 ? "answer" : "answers"} on the timelines.`,
} as const;
