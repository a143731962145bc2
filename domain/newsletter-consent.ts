/** The signup's own answers (spec: Newsletter), verbatim. */
export const newsletterMessages = {
  emailInvalid: "Please enter a valid email address",
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed.",
} as const;

/**
 * What the double opt-in and unsubscribe pages and answers say (issue 72, ADR 0261). Kept apart from
 * domain/newsletter.ts so the public pages that show them load no zod.
 */
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
