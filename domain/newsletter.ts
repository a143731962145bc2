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
