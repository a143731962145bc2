import { formatFileSize } from "../../../domain/file-size.ts";
import { excerptOf } from "../../../domain/people.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import type { InboundMessage } from "./parse.ts";

/** Logged when the notice goes to the outbox: it names nobody. */
export const answerNoticeSubject = "A lead answered an e-mail";

/**
 * Tells a staff member that a person answered (ADR 0252): who, the start of what they wrote, the
 * files it came with, and where the whole conversation is.
 */
export function answerNotice(
  to: { email: string; fullName: string },
  person: { name: string },
  message: InboundMessage,
  link: string,
): MailMessage {
  const files = message.attachments.map((file) => `${file.name} (${formatFileSize(file.size)})`);
  return {
    to: to.email,
    subject: answerNoticeSubject,
    text: [
      `Hello ${to.fullName},`,
      "",
      `${person.name || message.fromAddress} answered "${message.subject}":`,
      "",
      excerptOf(message.text) || "(no text)",
      ...(files.length > 0 ? ["", `Attached: ${files.join(", ")}`] : []),
      "",
      `Read it on their timeline and reply: ${link}`,
    ].join("\n"),
  };
}
