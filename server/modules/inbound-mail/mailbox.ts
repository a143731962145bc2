import type { FetchMessageObject, MessageStructureObject } from "imapflow";
import type { ImapSettings } from "../../config.ts";

/** How many messages one poll reads at most: a mailbox of years is read a batch per poll. */
export const POLL_BATCH = 200;
/**
 * How much of a message is fetched: headers and the text, which come first; the attachments after
 * them are listed from the message's structure, never downloaded.
 */
export const SOURCE_MAX_BYTES = 512 * 1024;
/** A mailbox server that stops answering fails the poll instead of holding it. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** What a poll reads of one message. */
export type MailboxMessage = {
  uid: number;
  /** The first SOURCE_MAX_BYTES of the message as stored. */
  source: Buffer;
  /** The whole message's size in bytes. */
  size: number;
  structure: MessageStructureObject | undefined;
  receivedAt: Date | undefined;
};

export type MailboxBatch = { uidValidity: number; messages: MailboxMessage[] };

/**
 * Reads the messages that arrived in the inbound mailbox after `lastUid` (all of them when the
 * mailbox was re-created: another UIDVALIDITY), at most POLL_BATCH, oldest first. The mailbox is
 * opened read-only: nothing is marked read or moved, so staff reading it in a mail program see
 * what they would have seen.
 */
export async function readNewMessages(
  settings: ImapSettings,
  after: { uidValidity: number | null; lastUid: number },
): Promise<MailboxBatch> {
  // imapflow (and its parsers) load with the first poll, not with every start of the server.
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    ...TIMEOUTS,
  });
  // A dropped connection also rejects the command under way; the event would otherwise be unhandled.
  client.on("error", () => {});
  await client.connect();
  try {
    const mailbox = await client.mailboxOpen(settings.mailbox, { readOnly: true });
    const uidValidity = Number(mailbox.uidValidity);
    const from = uidValidity === after.uidValidity ? after.lastUid : 0;
    const found = await client.search({ uid: `${from + 1}:*` }, { uid: true });
    // "n:*" always names the newest message, even one at or below n.
    const uids = (found || [])
      .filter((uid) => uid > from)
      .sort((a, b) => a - b)
      .slice(0, POLL_BATCH);
    if (uids.length === 0) return { uidValidity, messages: [] };
    const messages: MailboxMessage[] = [];
    const query = {
      uid: true,
      size: true,
      internalDate: true,
      bodyStructure: true,
      source: { maxLength: SOURCE_MAX_BYTES },
    };
    for await (const message of client.fetch(uids.join(","), query, { uid: true })) messages.push(toMessage(message));
    messages.sort((a, b) => a.uid - b.uid);
    return { uidValidity, messages };
  } finally {
    await client.logout().catch(() => client.close());
  }
}

function toMessage(message: FetchMessageObject): MailboxMessage {
  const receivedAt = message.internalDate === undefined ? undefined : new Date(message.internalDate);
  return {
    uid: message.uid,
    source: message.source ?? Buffer.alloc(0),
    size: message.size ?? message.source?.length ?? 0,
    structure: message.bodyStructure,
    receivedAt: receivedAt && !Number.isNaN(receivedAt.getTime()) ? receivedAt : undefined,
  };
}
