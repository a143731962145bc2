import { z } from "zod";
import { applicationMessages, RESUME_MAX_BYTES } from "./application-rules.ts";
import { attributionFields } from "./attribution.ts";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot.ts";
import { EMAIL_MAX, emailPattern, requiredText } from "./text-rules.ts";

export { applicationMessages, RESUME_MAX_BYTES } from "./application-rules.ts";

/** The form's text fields, in the form's order; every one is required ("<Field> is required"). */
export const applicationSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  yourEmail: requiredText("Email", EMAIL_MAX).regex(emailPattern, applicationMessages.emailInvalid),
  phoneNumber: requiredText("Phone number", 30),
  city: requiredText("City", 100),
  address: requiredText("Address", 300, true),
  state: requiredText("State", 100),
  postalCode: requiredText("Postal code", 20),
  jobId: requiredText("Job", 100),
  [HONEYPOT_FIELD]: honeypotSchema,
  ...attributionFields,
});

export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Any file type is accepted (the spec says so); only presence and size are checked. */
export const resumeFileSchema = z
  .custom<{ size: number }>(
    (value) => typeof value === "object" && value !== null && "size" in value && Number(value.size) > 0,
    { error: applicationMessages.resumeRequired },
  )
  .refine((file) => file.size <= RESUME_MAX_BYTES, applicationMessages.resumeTooLarge);
