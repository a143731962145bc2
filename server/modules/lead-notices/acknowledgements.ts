import { type AcknowledgementValues, fillAcknowledgement } from "../../../domain/acknowledgements.ts";
import { acknowledgementWithoutAnswers, type ReplyChannel } from "../../../domain/reply-channel.ts";
import type { Acknowledgement, Site } from "../../../domain/site.ts";
import { replyToHeader } from "../../mail/answers.ts";
import type { MailMessage } from "../../mail/mail-message.ts";

/** What the acknowledgements read of the site: their texts and the agency's address to reply to. */
export type AcknowledgementSettings = {
  contact: Pick<Site["contact"], "acknowledgement" | "email">;
  careers: Pick<Site["careers"], "acknowledgement">;
};

/**
 * The e-mail a visitor gets when their enquiry or application has arrived (Site settings, issue 51):
 * none when staff turned it off. Its subject never names the visitor (the schema refuses `{name}`
 * there), so the outbox's log of subjects names no one. An answer goes where the person's answers
 * go (ADR 0252): their conversation's address, else the site's; when nobody could read one, the
 * visitor is told so instead of answering into the void.
 */
export function acknowledgementMail(
  acknowledgement: Acknowledgement,
  to: string,
  values: AcknowledgementValues,
  channel: ReplyChannel,
  messageId: string,
): MailMessage[] {
  if (!acknowledgement.send) return [];
  const text = fillAcknowledgement(acknowledgement.text, values);
  const replyTo = replyToHeader(channel);
  return [
    {
      to,
      subject: fillAcknowledgement(acknowledgement.subject, values),
      text: channel.answersReach === "nowhere" ? `${text}\n\n${acknowledgementWithoutAnswers}` : text,
      messageId,
      ...(replyTo ? { replyTo } : {}),
    },
  ];
}
