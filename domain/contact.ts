import { z } from "zod";
import { attributionFields } from "./attribution.ts";
import { contactLimits, contactSources } from "./contact-rules.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { messagesOf, perLocale } from "./messages.ts";
import { type PhoneRules, phoneField } from "./phone.ts";
import { emailPattern, multiLineText, text } from "./text-rules.ts";

export * from "./contact-rules.ts";

const l = contactLimits;

/**
 * The contact form as the server checks it, the phone by the site's rules (`contact.
 * acceptInternationalPhones`) and stored normalised, refused in `locale`'s words (the spec's in
 * English). Keys are in the spec's checking order: zod reports issues in this order, so `message`
 * is the first.
 */
function contactSchemaFor(phones: PhoneRules, locale: Locale) {
  const { contact: m, text: words } = messagesOf(locale);
  return z.object({
    fullname: text(m.fullnameTooShort, words)
      .min(l.fullnameMin, m.fullnameTooShort)
      .max(l.fullnameMax, m.fullnameTooLong),
    message: multiLineText(m.messageTooShort, words)
      .min(l.messageMin, m.messageTooShort)
      .max(l.messageMax, m.messageTooLong),
    phone: phoneField(phones, m.phoneInvalid, m.phoneInvalid, words),
    email: text(m.emailInvalid, words)
      .max(l.emailMax, { error: m.emailTooLong, abort: true })
      .regex(emailPattern, m.emailInvalid),
    address: multiLineText(m.addressRequired, words).min(1, m.addressRequired).max(l.addressMax, m.addressTooLong),
    source: z.enum(contactSources, { error: m.sourceInvalid }).optional(),
    [HONEYPOT_FIELD]: honeypotSchema,
    ...attributionFields,
  });
}

const schemasIn = perLocale((locale) => ({
  international: contactSchemaFor({ international: true }, locale),
  pakistaniOnly: contactSchemaFor({ international: false }, locale),
}));

/** The form with the default rules (numbers of any country), in English: what the API's description shows. */
export const contactSchema = schemasIn(DEFAULT_LOCALE).international;

/** The schema a submission is checked with under the site's phone rule, in `locale`'s words (each made once). */
export const contactSchemaOf = (phones: PhoneRules, locale: Locale = DEFAULT_LOCALE) =>
  phones.international ? schemasIn(locale).international : schemasIn(locale).pakistaniOnly;

/** The phone rule the site's contact settings set. */
export const phoneRulesOf = (contact: { acceptInternationalPhones: boolean }): PhoneRules => ({
  international: contact.acceptInternationalPhones,
});

export type ContactInput = z.infer<typeof contactSchema>;
