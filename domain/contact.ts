import { z } from "zod";
import { attributionFields } from "./attribution.ts";
import { contactLimits, contactMessages, contactSources, pakistaniPhonePattern } from "./contact-rules.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { emailPattern, multiLineText, text } from "./text-rules.ts";

export * from "./contact-rules.ts";

const m = contactMessages;
const l = contactLimits;

/** Keys are in the spec's checking order: zod reports issues in this order, so `message` is the first. */
export const contactSchema = z.object({
  fullname: text(m.fullnameTooShort).min(l.fullnameMin, m.fullnameTooShort).max(l.fullnameMax, m.fullnameTooLong),
  message: multiLineText(m.messageTooShort).min(l.messageMin, m.messageTooShort).max(l.messageMax, m.messageTooLong),
  phone: text(m.phoneInvalid).regex(pakistaniPhonePattern, m.phoneInvalid),
  email: text(m.emailInvalid)
    .max(l.emailMax, { error: m.emailTooLong, abort: true })
    .regex(emailPattern, m.emailInvalid),
  address: multiLineText(m.addressRequired).min(1, m.addressRequired).max(l.addressMax, m.addressTooLong),
  source: z.enum(contactSources, { error: m.sourceInvalid }).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
  ...attributionFields,
});

export type ContactInput = z.infer<typeof contactSchema>;
