import { z } from "zod";
import { applicationMessages, applicationTextFields, RESUME_MAX_BYTES } from "./application-rules.ts";
import { attributionFields } from "./attribution.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { messagesOf, perLocale } from "./messages.ts";
import { type PhoneRules, phoneField } from "./phone.ts";
import { emailPattern, requiredText } from "./text-rules.ts";

export * from "./application-rules.ts";

const f = applicationTextFields;

/**
 * The form's text fields, in the form's order; every one is required ("<Field> is required"); the
 * phone number checked by the site's rules and stored normalised, like the contact form's; refused
 * in `locale`'s words (the spec's in English).
 */
function applicationSchemaFor(phones: PhoneRules, locale: Locale) {
  const { application: m, text: words } = messagesOf(locale);
  const required = (field: keyof typeof f, multiLine = false) =>
    requiredText(m.labels[field], f[field].max, multiLine, words);
  return z.object({
    firstName: required("firstName"),
    lastName: required("lastName"),
    yourEmail: required("yourEmail").regex(emailPattern, m.emailInvalid),
    phoneNumber: phoneField(phones, m.phoneInvalid, words.required(m.labels.phoneNumber), words),
    city: required("city"),
    address: required("address", true),
    state: required("state"),
    postalCode: required("postalCode"),
    jobId: requiredText(m.labels.job, 100, false, words),
    [HONEYPOT_FIELD]: honeypotSchema,
    ...attributionFields,
  });
}

const schemasIn = perLocale((locale) => ({
  international: applicationSchemaFor({ international: true }, locale),
  pakistaniOnly: applicationSchemaFor({ international: false }, locale),
}));

/** The form with the default rules (numbers of any country), in English: what the API's description shows. */
export const applicationSchema = schemasIn(DEFAULT_LOCALE).international;

/** The schema an application is checked with under the site's phone rule, in `locale`'s words (each made once). */
export const applicationSchemaOf = (phones: PhoneRules, locale: Locale = DEFAULT_LOCALE) =>
  phones.international ? schemasIn(locale).international : schemasIn(locale).pakistaniOnly;

export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Any file type is accepted (the spec says so); only presence and size are checked. */
export const resumeFileSchema = z
  .custom<{ size: number }>(
    (value) => typeof value === "object" && value !== null && "size" in value && Number(value.size) > 0,
    { error: applicationMessages.resumeRequired },
  )
  .refine((file) => file.size <= RESUME_MAX_BYTES, applicationMessages.resumeTooLarge);
