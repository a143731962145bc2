import { z } from "zod";
import { applicationMessages, applicationTextFields, RESUME_MAX_BYTES, requiredMessage } from "./application-rules.ts";
import { attributionFields } from "./attribution.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { type PhoneRules, phoneField } from "./phone.ts";
import { emailPattern, requiredText } from "./text-rules.ts";

export * from "./application-rules.ts";

const f = applicationTextFields;
const required = (field: keyof typeof f, multiLine = false) => requiredText(f[field].label, f[field].max, multiLine);

/**
 * The form's text fields, in the form's order; every one is required ("<Field> is required"); the
 * phone number checked by the site's rules and stored normalised, like the contact form's.
 */
function applicationSchemaFor(phones: PhoneRules) {
  return z.object({
    firstName: required("firstName"),
    lastName: required("lastName"),
    yourEmail: required("yourEmail").regex(emailPattern, applicationMessages.emailInvalid),
    phoneNumber: phoneField(phones, applicationMessages.phoneInvalid, requiredMessage(f.phoneNumber.label)),
    city: required("city"),
    address: required("address", true),
    state: required("state"),
    postalCode: required("postalCode"),
    jobId: requiredText("Job", 100),
    [HONEYPOT_FIELD]: honeypotSchema,
    ...attributionFields,
  });
}

/** The form with the default rules (numbers of any country): what the API's description shows. */
export const applicationSchema = applicationSchemaFor({ international: true });
const pakistaniOnly = applicationSchemaFor({ international: false });

/** The schema an application is checked with under the site's phone rule (both made once). */
export const applicationSchemaOf = (phones: PhoneRules) => (phones.international ? applicationSchema : pakistaniOnly);

export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Any file type is accepted (the spec says so); only presence and size are checked. */
export const resumeFileSchema = z
  .custom<{ size: number }>(
    (value) => typeof value === "object" && value !== null && "size" in value && Number(value.size) > 0,
    { error: applicationMessages.resumeRequired },
  )
  .refine((file) => file.size <= RESUME_MAX_BYTES, applicationMessages.resumeTooLarge);
