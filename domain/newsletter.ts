import { z } from "zod";
import { attributionFields } from "./attribution.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { EMAIL_MAX, emailPattern, text } from "./text-rules.ts";

export const newsletterMessages = {
  emailInvalid: "Please enter a valid email address",
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed.",
} as const;

export const newsletterSchema = z.object({
  subscriberEmail: text(newsletterMessages.emailInvalid)
    .max(EMAIL_MAX, { error: newsletterMessages.emailInvalid, abort: true })
    .regex(emailPattern, newsletterMessages.emailInvalid),
  [HONEYPOT_FIELD]: honeypotSchema,
  ...attributionFields,
});

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
export const consentFormNames = [
  "signup",
  "imported",
  "resubscribe",
] as const satisfies readonly (keyof typeof consentForms)[];
export type ConsentForm = (typeof consentFormNames)[number];

/** How long an unconfirmed address and its confirmation link last, unless configured (NEWSLETTER_PENDING_DAYS). */
export const DEFAULT_PENDING_DAYS = 7;
/** A confirmation e-mail is sent again for a repeated signup at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

export const newsletterConsentMessages = {
  /** Said under the spec's "Thank you for subscribing!" when the address still has to be confirmed. */
  confirmNote: "Please check your inbox and confirm your address to start receiving the newsletter.",
  confirmTitle: "Confirm your subscription",
  confirmIntro: (email: string) => `Press the button to confirm that ${email} should receive our newsletter.`,
  confirmButton: "Yes, subscribe me",
  clicksConsent: "Let us count which links I open in the newsletter (you can leave this off)",
  confirmed: "Your subscription is confirmed. Thank you!",
  alreadyConfirmed: "This address is already confirmed.",
  linkInvalid: "This link is not valid. Please sign up again to get a new one.",
  linkExpired: "This link has expired. Please sign up again to get a new one.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeIntro: (email: string) => `Press the button to stop the newsletter going to ${email}.`,
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed and will receive no more newsletters.",
  resubscribeButton: "Resubscribe",
  resubscribeIntro: (email: string) => `Changed your mind? You can subscribe ${email} again.`,
  testLink: "This link came in a test message: nothing was changed.",
  resubscribed: "Welcome back: you are subscribed again.",
  suppressed: "Mail to this address could not be delivered, so the newsletter is no longer sent to it.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  oneClickDone: "Unsubscribed",
  confirmationSubject: "Please confirm your subscription",
} as const;

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
