import EmailReplyParser from "email-reply-parser";
import type { MessageStructureObject } from "imapflow";
import type { AddressObject } from "mailparser";
import { INBOUND_TEXT_MAX, type InboundAttachment } from "../../../domain/people.ts";
import type { MailboxMessage } from "./mailbox.ts";

/** What the timeline keeps of an answer, read from the start of its source and its structure. */
export type InboundMessage = {
  /** Its Message-ID, else the mailbox's UIDVALIDITY and UID: recorded once. */
  messageKey: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** What they wrote, the quoted e-mail and signature left out, capped. */
  text: string;
  attachments: InboundAttachment[];
  /** Every address it was sent to (To, Cc, and the delivery headers servers add). */
  recipients: string[];
  /** The Message-IDs it answers (In-Reply-To first, then References, newest first). */
  answers: string[];
  /** An out-of-office or other automatic answer (Auto-Submitted, RFC 3834). */
  automatic: boolean;
  receivedAt: Date;
};

/** The longest text handed to the quote remover (its patterns run over every line). */
const PARSE_TEXT_MAX = 64 * 1024;
const NAME_MAX = 200;
const SUBJECT_MAX = 500;
const ATTACHMENTS_MAX = 50;

/**
 * Reads one message (mailparser over the start of its source; the attachments from its structure,
 * so a large file is listed without being fetched). Nothing of it is trusted beyond text: no HTML
 * is kept, attachment names are cut to a plain file name.
 */
export async function parseMessage(message: MailboxMessage, uidValidity: number): Promise<InboundMessage> {
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(message.source, {
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === "string" ? value : "";
  };
  const from = parsed.from?.value[0];
  const recipients = [
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
    ...["delivered-to", "x-original-to", "envelope-to"].flatMap((name) => headerAddresses(parsed.headers.get(name))),
  ];
  const references = typeof parsed.references === "string" ? [parsed.references] : (parsed.references ?? []);
  const answers = [parsed.inReplyTo ?? "", ...[...references].reverse()].filter((id) => id !== "");
  const autoSubmitted = header("auto-submitted").toLowerCase();
  return {
    messageKey: parsed.messageId?.trim() || `imap:${uidValidity}:${message.uid}`,
    fromAddress: (from?.address ?? "").trim().toLowerCase(),
    fromName: plain(from?.name ?? "", NAME_MAX),
    subject: plain(parsed.subject ?? "", SUBJECT_MAX),
    text: newText(parsed.text ?? ""),
    attachments: attachmentsOf(message.structure),
    recipients: recipients.map((address) => address.trim().toLowerCase()),
    answers,
    automatic: autoSubmitted !== "" && autoSubmitted !== "no",
    receivedAt: message.receivedAt ?? parsed.date ?? new Date(),
  };
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups.flatMap((group) =>
    group.value.flatMap((entry) => [entry.address ?? "", ...(entry.group ?? []).map((member) => member.address ?? "")]),
  );
}

/** A delivery header's addresses (`Delivered-To: inbox+…@agency.com`), whatever form mailparser gave it in. */
function headerAddresses(value: unknown): string[] {
  if (typeof value === "string") return value.split(",").map((part) => part.replace(/^.*</, "").replace(/>.*$/, ""));
  if (Array.isArray(value)) return value.flatMap(headerAddresses);
  if (value && typeof value === "object" && "value" in value && Array.isArray(value.value))
    return value.value.map((entry: { address?: string }) => entry.address ?? "");
  return [];
}

/** Whether a character is a control character (C0 or DEL); line feeds and tabs too unless `keepBreaks`. */
const isControl = (char: string, keepBreaks: boolean) => {
  const code = char.charCodeAt(0);
  if (keepBreaks && (char === "\n" || char === "\t")) return false;
  return code < 0x20 || code === 0x7f;
};

/** One line of text, each run of control characters a space, cut to `max`. */
const plain = (text: string, max: number) =>
  [...text]
    .map((char) => (isControl(char, false) ? " " : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, max);

/** What they wrote above the quoted e-mail and their signature, line breaks kept, capped. */
export function newText(text: string): string {
  const reply = new EmailReplyParser().parseReply(text.slice(0, PARSE_TEXT_MAX).replace(/\r\n?/g, "\n"));
  return [...reply]
    .filter((char) => !isControl(char, true))
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, INBOUND_TEXT_MAX);
}

/** Decoded bytes of a part from its size as sent: base64 carries 57 bytes in every 78 (76 and a line break). */
const decodedSize = (part: MessageStructureObject) => {
  const size = part.size ?? 0;
  return part.encoding?.toLowerCase() === "base64" ? Math.floor((size * 57) / 78) : size;
};

/** A file name as shown: its last path segment, plain, cut; "attachment" when it has none. */
const fileName = (raw: string) => plain(raw.split(/[\\/]/).pop() ?? "", NAME_MAX) || "attachment";

/**
 * The files a message came with, from its structure: parts marked as attachments, or named parts
 * that are not its text. Only names, sizes and types are kept; the files stay in the mailbox.
 */
export function attachmentsOf(structure: MessageStructureObject | undefined): InboundAttachment[] {
  const found: InboundAttachment[] = [];
  const visit = (part: MessageStructureObject) => {
    if (part.childNodes && part.childNodes.length > 0) {
      for (const child of part.childNodes) visit(child);
      return;
    }
    const name = part.dispositionParameters?.filename ?? part.parameters?.name;
    const isText = /^text\/(plain|html)$/i.test(part.type);
    if (part.disposition?.toLowerCase() === "attachment" || (name !== undefined && !isText)) {
      found.push({
        name: fileName(name ?? ""),
        size: decodedSize(part),
        contentType: plain(part.type.toLowerCase(), 100),
      });
    }
  };
  if (structure) visit(structure);
  return found.slice(0, ATTACHMENTS_MAX);
}
