import { z } from "zod";
import { attributionFields } from "./attribution.ts";
import { contactLimits, contactMessages, contactSources } from "./contact-rules.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { type PhoneRules, phoneField } from "./phone.ts";
import { emailPattern, multiLineText, text } from "./text-rules.ts";

export * from "./contact-rules.ts";

const m = contactMessages;
const l = contactLimits;

/**
 * The contact form as the server checks it, the phone by the site's rules (`contact.
 * acceptInternationalPhones`) and stored normalised. Keys are in the spec's checking order: zod
 * reports issues in this order, so `message` is the first.
 */
function contactSchemaFor(phones: PhoneRules) {
  return z.object({
    fullname: text(m.fullnameTooShort).min(l.fullnameMin, m.fullnameTooShort).max(l.fullnameMax, m.fullnameTooLong),
    message: multiLineText(m.messageTooShort).min(l.messageMin, m.messageTooShort).max(l.messageMax, m.messageTooLong),
    phone: phoneField(phones, m.phoneInvalid),
    email: text(m.emailInvalid)
      .max(l.emailMax, { error: m.emailTooLong, abort: true })
      .regex(emailPattern, m.emailInvalid),
    address: multiLineText(m.addressRequired).min(1, m.addressRequired).max(l.addressMax, m.addressTooLong),
    source: z.enum(contactSources, { error: m.sourceInvalid }).optional(),
    [HONEYPOT_FIELD]: honeypotSchema,
    ...attributionFields,
  });
}

/** The form with the default rules (numbers of any country): what the API's description shows. */
export const contactSchema = contactSchemaFor({ international: true });
const pakistaniOnly = contactSchemaFor({ international: false });

/** The schema a submission is checked with under the site's phone rule (both made once). */
export const contactSchemaOf = (phones: PhoneRules) => (phones.international ? contactSchema : pakistaniOnly);

/** The phone rule the site's contact settings set. */
export const phoneRulesOf = (contact: { acceptInternationalPhones: boolean }): PhoneRules => ({
  international: contact.acceptInternationalPhones,
});

export type ContactInput = z.infer<typeof contactSchema>;
