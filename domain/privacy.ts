import { z } from "zod";
import { EMAIL_MAX, emailPattern, filledText, isRequired } from "./text-rules.ts";

/** Job applications (and their resumes) older than this many days are removed (APPLICATION_RETENTION_DAYS). */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 365;

const YEAR_DAYS = 365;
const numberWords = ["", "one", "two", "three", "four", "five"];

/** A retention period as the privacy page states it: `one year`, `two years`, `30 days`, `1 day`. */
export function retentionPeriod(days: number): string {
  const years = days / YEAR_DAYS;
  if (Number.isInteger(years)) return `${numberWords[years] ?? years} ${years === 1 ? "year" : "years"}`;
  return `${days} ${days === 1 ? "day" : "days"}`;
}

export const privacyMessages = {
  emailRequired: isRequired("Email"),
  emailInvalid: "Please enter a valid email address",
  erased: "The personal data of this address was erased",
} as const;

/** `POST /privacy/erase`: the address whose leads are removed, matched ignoring letter case. */
export const erasureSchema = z.object({
  email: filledText(privacyMessages.emailRequired)
    .max(EMAIL_MAX, { error: privacyMessages.emailInvalid, abort: true })
    .regex(emailPattern, privacyMessages.emailInvalid)
    .describe("The address whose enquiries, applications, subscription and potential-customer row go"),
});
export type ErasureInput = z.infer<typeof erasureSchema>;

/** What an erasure removed, by kind. */
export const erasureCountsSchema = z.object({
  enquiries: z.number().int(),
  applications: z.number().int().describe("Each with its resume file"),
  subscriptions: z.number().int(),
  potentialCustomers: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

export const erasureAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: erasureCountsSchema,
});
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

/** The kinds an erasure removes, in the order the answer, the audit entry and the screen list them. */
export const erasureKinds = ["enquiries", "applications", "subscriptions", "potentialCustomers"] as const;

/** What each kind is called where the counts are listed (the back office's Privacy screen). */
export const erasureKindLabels: Record<keyof ErasureCounts, string> = {
  enquiries: "Enquiries",
  applications: "Job applications, with their resumes",
  subscriptions: "Newsletter subscriptions",
  potentialCustomers: "Potential-customer records",
};

/** How a person reads each count in a sentence: `1 enquiry`, `2 job applications`. */
export const erasureKindNouns: Record<keyof ErasureCounts, [one: string, many: string]> = {
  enquiries: ["enquiry", "enquiries"],
  applications: ["job application", "job applications"],
  subscriptions: ["newsletter subscription", "newsletter subscriptions"],
  potentialCustomers: ["potential-customer record", "potential-customer records"],
};

export function countOf(kind: keyof ErasureCounts, n: number): string {
  const [one, many] = erasureKindNouns[kind];
  return `${n} ${n === 1 ? one : many}`;
}
