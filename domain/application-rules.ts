import { mayBePhone, PHONE_MAX, phoneMessages } from "./phone-rules.ts";
import { EMAIL_MAX, emailPattern, isRequired, notFound, tooLong } from "./text-patterns.ts";

/** The job application's limits and texts, without zod, for the form in the browser (schema: application.ts). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const applicationMessages = {
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: phoneMessages.invalid,
  resumeRequired: isRequired("Resume"),
  resumeTooLarge: "Resume must be 10 MB or smaller",
  jobNotFound: notFound("Job"),
  submitted: "Form submitted successfully",
} as const;

/** The form's text fields in the form's order: each required ("<label> is required"), at most `max` characters. */
export const applicationTextFields = {
  firstName: { label: "First name", max: 100 },
  lastName: { label: "Last name", max: 100 },
  yourEmail: { label: "Email", max: EMAIL_MAX },
  phoneNumber: { label: "Phone number", max: PHONE_MAX },
  city: { label: "City", max: 100 },
  address: { label: "Address", max: 300 },
  state: { label: "State", max: 100 },
  postalCode: { label: "Postal code", max: 20 },
} as const;

export type ApplicationTextField = keyof typeof applicationTextFields;
export type ApplicationField = ApplicationTextField | "resume";
export type ApplicationIssue = { field: ApplicationField; message: string };

export const requiredMessage = (label: string) => `${label} is required`;

/** The form's messages in one language (domain/messages has them per language); English by default. */
export type ApplicationWords = {
  readonly labels: { readonly [K in ApplicationTextField]: string };
  readonly required: (label: string) => string;
  readonly tooLong: (label: string, max: number) => string;
} & { readonly [K in "emailInvalid" | "phoneInvalid" | "resumeRequired" | "resumeTooLarge"]: string };

const englishWords: ApplicationWords = {
  ...applicationMessages,
  labels: {
    firstName: applicationTextFields.firstName.label,
    lastName: applicationTextFields.lastName.label,
    yourEmail: applicationTextFields.yourEmail.label,
    phoneNumber: applicationTextFields.phoneNumber.label,
    city: applicationTextFields.city.label,
    address: applicationTextFields.address.label,
    state: applicationTextFields.state.label,
    postalCode: applicationTextFields.postalCode.label,
  },
  required: requiredMessage,
  tooLong,
};

/** The text fields' names, in the form's order. */
export const applicationTextFieldNames = Object.keys(applicationTextFields).filter(
  (name): name is ApplicationTextField => name in applicationTextFields,
);
/** Whether a name is one of the form's fields (a server-side issue's path names one). */
export const isApplicationField = (name: unknown): name is ApplicationField =>
  name === "resume" || applicationTextFieldNames.some((known) => known === name);

/**
 * Everything wrong with an application before it is sent, one issue per field in the form's order:
 * the server's messages, the phone checked only leniently (mayBePhone; the server's answer names a
 * number it refuses). `resume` is the chosen file's size, or null when none is chosen.
 */
export function applicationIssues(
  fields: Record<string, unknown>,
  resume: number | null,
  words: ApplicationWords = englishWords,
): ApplicationIssue[] {
  const issues: ApplicationIssue[] = [];
  for (const name of applicationTextFieldNames) {
    const { max } = applicationTextFields[name];
    const label = words.labels[name];
    const value = typeof fields[name] === "string" ? fields[name].trim() : "";
    if (value === "") issues.push({ field: name, message: words.required(label) });
    else if (value.length > max) issues.push({ field: name, message: words.tooLong(label, max) });
    else if (name === "yourEmail" && !emailPattern.test(value))
      issues.push({ field: name, message: words.emailInvalid });
    else if (name === "phoneNumber" && !mayBePhone(value)) issues.push({ field: name, message: words.phoneInvalid });
  }
  if (resume === null || resume === 0) issues.push({ field: "resume", message: words.resumeRequired });
  else if (resume > RESUME_MAX_BYTES) issues.push({ field: "resume", message: words.resumeTooLarge });
  return issues;
}
