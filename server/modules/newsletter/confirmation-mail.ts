import { SITE_NAME } from "../../../domain/public-site.ts";
import { escapeHtml } from "../../blocks/render-html.ts";
import { emailDocument } from "../../mail/email-layout.ts";
import type { MailMessage } from "../../mail/mail-message.ts";

const subject = "Please confirm your subscription";

/**
 * The double opt-in e-mail (ADR 0261): the link opens a page whose button confirms. It says how long
 * the link works and that ignoring it is enough; it carries no tracking and no unsubscribe link
 * (there is nothing to leave yet).
 */
export function confirmationMail(email: string, link: string, days: number, publicUrl: string): MailMessage {
  const intro = `Someone, hopefully you, asked for the ${SITE_NAME} newsletter to be sent to ${email}.`;
  const ask = "To confirm, open the link below and press the button on the page it opens:";
  const expiry = `The link works for ${days} days. If you did not ask for this, ignore this e-mail: you will not hear from us again.`;
  return {
    to: email,
    subject,
    text: `${intro}\n\n${ask}\n${link}\n\n${expiry}\n`,
    html: emailDocument({
      title: subject,
      previewText: "One step left: confirm your address.",
      siteName: SITE_NAME,
      publicUrl,
      body: `<h1>${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>
<table role="presentation" class="button"><tr><td><a href="${escapeHtml(link)}">Confirm my subscription</a></td></tr></table>
<p>${escapeHtml(expiry)}</p>`,
      footer: `You get this e-mail because this address was entered in the newsletter form on <a href="${escapeHtml(publicUrl)}">${escapeHtml(SITE_NAME)}</a>.`,
    }),
  };
}
