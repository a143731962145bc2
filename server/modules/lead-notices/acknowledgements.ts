import { type AcknowledgementValues, fillAcknowledgement } from "../../../domain/acknowledgements.ts";
import type { Acknowledgement, Site } from "../../../domain/site.ts";
import type { MailMessage } from "../../mail/mail-message.ts";

/** What the acknowledgements read of the site: their texts and the agency's address to reply to. */
export type AcknowledgementSettings = {
  contact: Pick<Site["contact"], "acknowledgement" | "email">;
  careers: Pick<Site["careers"], "acknowledgement">;
};

/**
 * The e-mail a visitor gets when their enquiry or application has arrived (Site settings, issue 51):
 * none when staff turned it off. Its subject never names the visitor (the schema refuses `{name}`
 * there), so the outbox's log of subjects names no one; a reply goes to the site's own address.
 */
export function acknowledgementMail(
  acknowledgement: Acknowledgement,
  to: string,
  values: AcknowledgementValues,
  replyTo: string,
): MailMessage[] {
  if (!acknowledgement.send) return [];
  return [
    {
      to,
      subject: fillAcknowledgement(acknowledgement.subject, values),
      text: fillAcknowledgement(acknowledgement.text, values),
      ...(replyTo ? { replyTo } : {}),
    },
  ];
}
