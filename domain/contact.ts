import { z } from "zod";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { EMAIL_MAX, emailPattern, tooLong } from "./text-rules.ts";

/** Where a contact form sits: the contact page, a product's quotation form, the catalogue. */
export const contactSources = ["contact", "quotation", "catalog"] as const;
export type ContactSource = (typeof contactSources)[number];

export const contactLimits = {
  fullnameMin: 3,
  fullnameMax: 100,
  messageMin: 10,
  messageMax: 5000,
  emailMax: EMAIL_MAX,
  addressMax: 300,
} as const;

/** The spec's texts, verbatim (including its spelling). */
export const contactMessages = {
  fullnameTooShort: "Name field cannot be shorter then 3 characters",
  fullnameTooLong: tooLong("Name", contactLimits.fullnameMax),
  messageTooShort: "Please write proper query message",
  messageTooLong: tooLong("Message", contactLimits.messageMax),
  phoneInvalid: "Please enter a valid Pakistani phone number.",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: tooLong("Email", contactLimits.emailMax),
  addressRequired: "Address is required",
  addressTooLong: tooLong("Address", contactLimits.addressMax),
  sourceInvalid: "Source must be contact, quotation or catalog",
  submitted: "Form submitted successfully!",
} as const;

/** `03` + 9 digits, or `+923` + 9 digits. */
export const pakistaniPhonePattern = /^(?:03\d{9}|\+923\d{9})$/;

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
