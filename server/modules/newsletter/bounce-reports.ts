import { simpleParser } from "mailparser";

/**
 * What a message in the bounce mailbox says (ADR 0263): a delivery status notification (RFC 3464)
 * of a permanent failure (`hard`) or a delay or temporary failure (`soft`), a complaint (an abuse
 * report in ARF, RFC 5965), or an unsubscribe request sent to the List-Unsubscribe mailto address.
 * `messageIds` are the Message-IDs of our message it is about, when it quotes them.
 */
export type BounceReport =
  | { kind: "hard" | "soft" | "complaint"; recipients: string[]; messageIds: string[] }
  | { kind: "unsubscribe"; token: string };

/** RFC 822-style fields of a report part, its blocks separated by blank lines (a DSN: the message's, then each recipient's). */
function fieldBlocks(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split("\n")) {
        const at = line.indexOf(":");
        if (at > 0) fields.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** `rfc822; Jane@Example.com` → `jane@example.com`. */
const addressOf = (field: string | undefined) => {
  const value = field?.includes(";") ? field.slice(field.indexOf(";") + 1) : field;
  const address = value?.trim().replace(/^<|>$/g, "").toLowerCase();
  return address?.includes("@") ? address : null;
};

const messageIdsIn = (text: string) => [
  ...new Set([...text.matchAll(/^message-id:\s*<([^>\s]+)>/gim)].map((match) => match[1] ?? "").filter(Boolean)),
];

/**
 * The top-level parts of a `multipart/report` (RFC 6522) with their types. mailparser folds a
 * report's `message/delivery-status` into the body's text, so the parts are split here, by the
 * message's boundary: a report's parts are never nested, and they travel as 7-bit text.
 */
function reportParts(raw: string, boundary: string): { type: string; body: string }[] {
  return raw
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => {
      const text = part.replace(/^\r?\n/, "");
      const cut = text.search(/\r?\n\r?\n/);
      const head = cut < 0 ? text : text.slice(0, cut);
      const body = cut < 0 ? "" : text.slice(cut).replace(/^\r?\n\r?\n/, "");
      const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? "text/plain";
      return { type, body };
    });
}

/** Reads one message of the bounce mailbox; null when it is none of the reports we act on. */
export async function readBounceReport(raw: Buffer | string): Promise<BounceReport | null> {
  const source = typeof raw === "string" ? raw : raw.toString("utf8");
  const mail = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const head = source.slice(0, Math.max(0, source.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, " ");
  const boundary = /^content-type:\s*multipart\/report;[^\n]*boundary="?([^";\r\n]+)"?/im.exec(head)?.[1] ?? null;
  const parts = boundary ? reportParts(source, boundary) : [];
  const partText = (type: string) =>
    parts
      .filter((part) => part.type === type)
      .map((part) => part.body)
      .join("\n\n");
  const quoted = partText("message/rfc822") + partText("text/rfc822-headers");

  const status = partText("message/delivery-status");
  if (status) {
    const recipients = fieldBlocks(status).filter((fields) => fields.has("final-recipient") || fields.has("action"));
    const failed = recipients.filter(
      (fields) => fields.get("action")?.toLowerCase() === "failed" && fields.get("status")?.startsWith("5"),
    );
    const delayed = recipients.filter(
      (fields) => fields.get("action")?.toLowerCase() === "delayed" || fields.get("status")?.startsWith("4"),
    );
    const addresses = (blocks: Map<string, string>[]) =>
      blocks
        .map((fields) => addressOf(fields.get("original-recipient")) ?? addressOf(fields.get("final-recipient")))
        .filter((address): address is string => address !== null);
    if (failed.length > 0) return { kind: "hard", recipients: addresses(failed), messageIds: messageIdsIn(quoted) };
    if (delayed.length > 0) return { kind: "soft", recipients: addresses(delayed), messageIds: messageIdsIn(quoted) };
    return null;
  }

  const feedback = partText("message/feedback-report");
  if (feedback) {
    const [fields] = fieldBlocks(feedback);
    if (fields?.get("feedback-type")?.toLowerCase() !== "abuse") return null;
    const recipient = addressOf(fields.get("original-rcpt-to"));
    return { kind: "complaint", recipients: recipient ? [recipient] : [], messageIds: messageIdsIn(quoted) };
  }

  const token = /\bunsubscribe\s+([A-Za-z0-9._-]{20,200})/i.exec(mail.subject ?? "")?.[1];
  return token ? { kind: "unsubscribe", token } : null;
}
