import { type AcknowledgementValues, fillAcknowledgement } from "../../../domain/acknowledgements.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales.ts";
import { messagesOf } from "../../../domain/messages.ts";
import type { ReplyChannel } from "../../../domain/reply-channel.ts";
import type { Acknowledgement, Site } from "../../../domain/site.ts";
import { replyToHeader } from "../../mail/answers.ts";
import type { MailMessage } from "../../mail/mail-message.ts";

/** What the acknowledgements read of the site: their texts and the agency's address to reply to. */
export type AcknowledgementSettings = {
  contact: Pick<Site["contact"], "acknowledgement" | "email">;
  careers: Pick<Site["careers"], "acknowledgement">;
};

/** Which lead an acknowledgement answers. */
export type AcknowledgedLead = "enquiry" | "application";

/**
 * The acknowledgement a lead in `language` gets: staff's own words (Site settings) in English, the
 * message catalogue's in another language; sent or not as staff set it.
 */
export function acknowledgementIn(
  settings: Acknowledgement,
  lead: AcknowledgedLead,
  language: Locale,
): Acknowledgement {
  if (language === DEFAULT_LOCALE) return settings;
  const words = messagesOf(language).acknowledgement;
  return lead === "enquiry"
    ? { send: settings.send, subject: words.enquirySubject, text: words.enquiryText }
    : { send: settings.send, subject: words.applicationSubject, text: words.applicationText };
}

/**
 * The e-mail a visitor gets when their enquiry or application has arrived (Site settings, issue 51):
 * none when staff turned it off. Its subject never names the visitor (the schema refuses `{name}`
 * there), so the outbox's log of subjects names no one. An answer goes where the person's answers
 * go (ADR 0252): their conversation's address, else the site's; when nobody could read one, the
 * visitor is told so instead of answering into the void. It speaks the lead's language.
 */
export function acknowledgementMail(
  settings: Acknowledgement,
  lead: { kind: AcknowledgedLead; language: Locale },
  to: string,
  values: AcknowledgementValues,
  channel: ReplyChannel,
  messageId: string,
): MailMessage[] {
  const acknowledgement = acknowledgementIn(settings, lead.kind, lead.language);
  if (!acknowledgement.send) return [];
  const withoutAnswers = messagesOf(lead.language).acknowledgement.withoutAnswers;
  const text = fillAcknowledgement(acknowledgement.text, values);
  const replyTo = replyToHeader(channel);
  return [
    {
      to,
      subject: fillAcknowledgement(acknowledgement.subject, values),
      text: channel.answersReach === "nowhere" ? `${text}\n\n${withoutAnswers}` : text,
      messageId,
      ...(replyTo ? { replyTo } : {}),
    },
  ];
}
