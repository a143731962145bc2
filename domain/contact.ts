import { z } from "zod";
import { contactLimits, contactMessages, contactSources, pakistaniPhonePattern } from "./contact-rules.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { emailPattern } from "./text-rules.ts";

export * from "./contact-rules.ts";

const m = contactMessages;
const l = contactLimits;

/** Keys are in the spec's checking order: zod reports issues in this order, so `message` is the first. */
export const contactSchema = z.object({
  fullname: z
    .string({ error: m.fullnameTooShort })
    .trim()
    .min(l.fullnameMin, m.fullnameTooShort)
    .max(l.fullnameMax, m.fullnameTooLong),
  message: z
    .string({ error: m.messageTooShort })
    .trim()
    .min(l.messageMin, m.messageTooShort)
    .max(l.messageMax, m.messageTooLong),
  phone: z.string({ error: m.phoneInvalid }).trim().regex(pakistaniPhonePattern, m.phoneInvalid),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(l.emailMax, { error: m.emailTooLong, abort: true })
    .regex(emailPattern, m.emailInvalid),
  address: z.string({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(l.addressMax, m.addressTooLong),
  source: z.enum(contactSources, { error: m.sourceInvalid }).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});

export type ContactInput = z.infer<typeof contactSchema>;
