import { z } from "zod";
import { attributionFields } from "./attribution.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { messagesOf, perLocale } from "./messages.ts";
import { newsletterConsentMessages, newsletterMessages } from "./newsletter-consent.ts";
import { EMAIL_MAX, emailPattern, text } from "./text-rules.ts";
import { wordsOf } from "./word-sets.ts";

// The public pages read these without zod (script budgets): they live apart.
export { newsletterConsentMessages, newsletterMessages };

/** The signup as checked, refused in `locale`'s words (the spec's in English); each made once. */
export const newsletterSchemaOf = perLocale((locale: Locale) => {
  const { newsletter: m, text: words } = messagesOf(locale);
  return z.object({
    subscriberEmail: text(m.emailInvalid, words)
      .max(EMAIL_MAX, { error: m.emailInvalid, abort: true })
      .regex(emailPattern, m.emailInvalid),
    [HONEYPOT_FIELD]: honeypotSchema,
    ...attributionFields,
  });
});

export const newsletterSchema = newsletterSchemaOf(DEFAULT_LOCALE);

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/**
 * Double opt-in (issue 72, ADR 0261): a new address is `pending` until its owner confirms it from the
 * e-mail; `unsubscribed` left through a link; `bounced` is suppressed after a hard bounce or a
 * complaint and is never sent to again.
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Where a subscriber's consent was given: the stored `consent.form`. */
export const consentForms = {
  signup: "Website signup form",
  imported: "Imported (subscribed before double opt-in)",
  resubscribe: "Resubscribe page",
} as const;
export const consentFormNames = wordsOf(consentForms);
export type ConsentForm = (typeof consentFormNames)[number];

/** How long an unconfirmed address and its confirmation link last, unless configured (NEWSLETTER_PENDING_DAYS). */
export const DEFAULT_PENDING_DAYS = 7;
/** A confirmation e-mail is sent again for a repeated signup at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/** `POST /newsletter/confirm`: the token from the e-mail, and whether clicks may be counted per person. */
export const confirmSubscriptionSchema = z.object({
  token: text(newsletterConsentMessages.linkInvalid).max(400, newsletterConsentMessages.linkInvalid),
  countClicks: z.boolean().default(false),
});

/** The signed link's query string: `?token=…` of at most 400 characters. */
export const tokenQuery = z.object({
  token: text(newsletterConsentMessages.unsubscribeInvalid).max(400, newsletterConsentMessages.unsubscribeInvalid),
});

/** Staff's labels on a subscriber, which a campaign may be sent to (audience by tag). */
export const SUBSCRIBER_TAG_MAX = 40;
export const SUBSCRIBER_TAGS_MAX = 20;
export const subscriberTagMessages = {
  tagInvalid: `A tag is 1 to ${SUBSCRIBER_TAG_MAX} characters`,
  tooManyTags: `At most ${SUBSCRIBER_TAGS_MAX} tags`,
  updated: "Subscriber updated",
} as const;
export const subscriberTag = text(subscriberTagMessages.tagInvalid)
  .min(1, subscriberTagMessages.tagInvalid)
  .max(SUBSCRIBER_TAG_MAX, subscriberTagMessages.tagInvalid)
  .transform((tag) => tag.toLowerCase());
export const subscriberUpdateSchema = z.object({
  tags: z.array(subscriberTag).max(SUBSCRIBER_TAGS_MAX, subscriberTagMessages.tooManyTags),
});
