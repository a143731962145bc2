import { z } from "zod";
import { mayBePhone } from "./phone-rules.ts";
import { EMAIL_MAX, emailPattern, multiLineText, notFound, text, tooLong } from "./text-rules.ts";

/**
 * Who a person is (issue 69, ADR 0250): known by their e-mail addresses (each belongs to one person),
 * with the phone numbers they gave, each remembered with where it came from. A shared phone or the
 * same name is only a suggestion that two people may be one, which staff merge or keep apart; split
 * takes leads out of a person again.
 */

/** What a person is reached at. */
export const contactKinds = ["email", "phone"] as const;
export type ContactKind = (typeof contactKinds)[number];

/** Where an address or a number of a person came from. */
export const contactSources = ["enquiry", "application", "newsletter", "lead", "staff"] as const;
export type ContactSource = (typeof contactSources)[number];

/** How the back office says where it came from. */
export const contactSourceLabels: Record<ContactSource, string> = {
  enquiry: "from an enquiry",
  application: "from a job application",
  newsletter: "from the newsletter",
  lead: "from a lead added by staff",
  staff: "added by staff",
};

export const contactPointSchema = z.object({
  value: z.string().describe("An e-mail address (lower case) or a phone number (E.164)"),
  source: z.enum(contactSources),
});
export type ContactPoint = z.infer<typeof contactPointSchema>;

/** Why two people may be one. */
export const duplicateReasons = ["phone", "name"] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  phone: "Same phone number",
  name: "Same name",
};

export const possibleDuplicateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  reason: z.enum(duplicateReasons),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** At most this many suggestions are shown for one person. */
export const POSSIBLE_DUPLICATES_MAX = 10;

/**
 * The key a name is compared by for a "same name" suggestion: letter case and spacing ignored; null
 * for a name of one word ("Ali" alone names too many people to suggest anything).
 */
export function nameKey(name: string): string | null {
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.length >= 2 ? words.join(" ") : null;
}

export const PERSON_NAME_MAX = 100;
export const PERSON_COMPANY_MAX = 100;
export const PERSON_NOTES_MAX = 5000;
/** How many e-mail addresses, and how many phone numbers, one person may hold. */
export const PERSON_CONTACTS_MAX = 10;
/** How many leads one split may move. */
export const SPLIT_LEADS_MAX = 200;

export const identityMessages = {
  saved: "Person saved",
  keptApart: "Kept apart: they will not be suggested as one person again",
  split: "Leads moved to another person",
  otherIdRequired: "otherId is required",
  keepApartSelf: "A person cannot be kept apart from themselves",
  otherNotFound: notFound("The other person was"),
  leadIdsRequired: "Choose at least one lead to move",
  leadIdsTooMany: `At most ${SPLIT_LEADS_MAX} leads can be moved at once`,
  leadNotOfPerson: "Every lead to move must be one of this person's enquiries or applications",
  leadMustStay: "At least one enquiry or application must stay with this person",
  addressOnStayingLead: (address: string) => `Leads written from ${address} stay together: choose all of them or none`,
  emailInvalid: "Please enter a valid email address",
  emailTooLong: tooLong("Email", EMAIL_MAX),
  emailTaken: (address: string) => `${address} belongs to another person: merge the two people instead`,
  emailInUse: (address: string) =>
    `${address} is the address of this person's leads: split those leads off instead of removing it`,
  phoneInvalid: "Please enter a valid phone number, with its country code when it is not Pakistani",
  tooManyEmails: `A person can have at most ${PERSON_CONTACTS_MAX} e-mail addresses`,
  tooManyPhones: `A person can have at most ${PERSON_CONTACTS_MAX} phone numbers`,
  nothingToChange: "Nothing to change: send name, company, notes, emails or phones",
} as const;
const m = identityMessages;

export const keepApartSchema = z.object({
  otherId: text(m.otherIdRequired).min(1, m.otherIdRequired),
});

export const splitSchema = z.object({
  leadIds: z
    .array(text(m.leadIdsRequired).min(1, m.leadIdsRequired), { error: m.leadIdsRequired })
    .min(1, m.leadIdsRequired)
    .max(SPLIT_LEADS_MAX, m.leadIdsTooMany)
    .describe("Ids of this person's enquiries and applications to move to another person"),
});
export type SplitInput = z.infer<typeof splitSchema>;

/** An e-mail address as staff type it: trimmed, checked, kept in lower case (the key a person is found by). */
export const emailAddressField = text(m.emailInvalid)
  .max(EMAIL_MAX, { error: m.emailTooLong, abort: true })
  .regex(emailPattern, m.emailInvalid)
  .transform((value) => value.toLowerCase());

/**
 * How a phone number staff typed is checked: the server normalises it (`staffPhone` in
 * domain/phone.ts: any country's number, E.164), the browser only sees that it may be one
 * (`phoneAsTyped`, without libphonenumber's metadata). Null: refused.
 */
export type PhoneCheck = (typed: string) => string | null;
export const phoneAsTyped: PhoneCheck = (typed) => (mayBePhone(typed) ? typed : null);

/** A phone field checked by `check`, refused with the one message. */
export function staffPhoneField(check: PhoneCheck) {
  return text(m.phoneInvalid).transform((value, context) => {
    const phone = check(value);
    if (phone !== null) return phone;
    context.issues.push({ code: "custom", message: m.phoneInvalid, input: value });
    return z.NEVER;
  });
}

/** An optional phone field a form sends empty when nothing was typed: empty is absent. */
export function optionalPhoneField(check: PhoneCheck) {
  return text(m.phoneInvalid)
    .transform((value, context) => {
      if (value === "") return undefined;
      const phone = check(value);
      if (phone !== null) return phone;
      context.issues.push({ code: "custom", message: m.phoneInvalid, input: value });
      return z.NEVER;
    })
    .optional();
}

/** An optional e-mail address a form sends empty when nothing was typed: empty is absent. */
export const optionalEmailField = text(m.emailInvalid)
  .max(EMAIL_MAX, { error: m.emailTooLong, abort: true })
  .refine((value) => value === "" || emailPattern.test(value), m.emailInvalid)
  .transform((value) => (value === "" ? undefined : value.toLowerCase()))
  .optional();

/**
 * `PATCH /people/:id`: what is sent is changed. `emails` and `phones` are the whole lists, first the
 * one to show; the phone numbers are checked by the server (`personEditSchemaOf`), the browser's
 * form only sees that each may be one.
 */
function personEditSchemaWith(check: PhoneCheck) {
  return z
    .object({
      name: text("Name must be text").max(PERSON_NAME_MAX, tooLong("Name", PERSON_NAME_MAX)).optional(),
      company: text("Company must be text").max(PERSON_COMPANY_MAX, tooLong("Company", PERSON_COMPANY_MAX)).optional(),
      notes: multiLineText("Notes must be text").max(PERSON_NOTES_MAX, tooLong("Notes", PERSON_NOTES_MAX)).optional(),
      emails: z.array(emailAddressField).max(PERSON_CONTACTS_MAX, m.tooManyEmails).optional(),
      phones: z.array(staffPhoneField(check)).max(PERSON_CONTACTS_MAX, m.tooManyPhones).optional(),
    })
    .superRefine((body, ctx) => {
      if (Object.values(body).every((value) => value === undefined))
        ctx.addIssue({ code: "custom", path: ["name"], message: m.nothingToChange });
    });
}

export const personEditFormSchema = personEditSchemaWith(phoneAsTyped);
export const personEditSchemaOf = (check: PhoneCheck) => personEditSchemaWith(check);
export type PersonEdit = {
  name?: string;
  company?: string;
  notes?: string;
  emails?: string[];
  phones?: string[];
};

/** A call or a meeting with a person, logged on their timeline. */
export const activityKinds = ["call", "meeting"] as const;
export type ActivityKind = (typeof activityKinds)[number];
export const activityKindLabels: Record<ActivityKind, string> = { call: "Call", meeting: "Meeting" };
export const ACTIVITY_NOTE_MAX = 2000;

export const activityMessages = {
  logged: "Logged on the timeline",
  kindInvalid: "Kind must be call or meeting",
  noteRequired: "Write what was said",
  atInvalid: "When must be a date and time",
  atInFuture: "A call or meeting can only be logged once it has happened",
} as const;

export const activitySchema = z.object({
  kind: z.enum(activityKinds, { error: activityMessages.kindInvalid }),
  note: multiLineText(activityMessages.noteRequired)
    .min(1, activityMessages.noteRequired)
    .max(ACTIVITY_NOTE_MAX, tooLong("Note", ACTIVITY_NOTE_MAX)),
  at: z
    .string({ error: activityMessages.atInvalid })
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/, {
      error: activityMessages.atInvalid,
      abort: true,
    })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: activityMessages.atInvalid })
    .optional()
    .describe("When it happened, ISO date and time with its offset; absent: now"),
});
export type ActivityInput = z.infer<typeof activitySchema>;

/** The back office's words for what this file is about. */
export const identityTexts = {
  emails: "E-mail addresses",
  phones: "Phone numbers",
  company: "Company",
  notes: "Notes",
  edit: "Edit person",
  duplicates: "Possibly the same person",
  duplicatesHint: "Merge them when they are one person, or keep them apart so they are not suggested again.",
  keepApart: "Keep apart",
  mergeHere: "Merge into this person",
  split: "Move leads to another person",
  splitHint:
    "The leads you choose move to a person of their own, with their e-mail address. When they all came in with a merge, that person stands alone again.",
  splitButton: "Move leads",
  logActivity: "Log a call or meeting",
  logButton: "Log it",
  addLead: "Add lead",
} as const;
