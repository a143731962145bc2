import { z } from "zod";
import { optionalEmailField, optionalPhoneField, type PhoneCheck, phoneAsTyped } from "./person-identity.ts";
import { filledText, isRequired, multiLineText, mustBeOneOf, notFound, text, tooLong } from "./text-rules.ts";
import { wordsOf } from "./word-sets.ts";

/**
 * Leads that did not come through a form (issue 69, ADR 0251): a phone call, a walk-in, a WhatsApp
 * message… added by staff as an enquiry of a new or an existing person.
 */

export const manualLeadSourceLabels = {
  "phone call": "Phone call",
  "walk-in": "Walk-in",
  whatsapp: "WhatsApp",
  referral: "Referral",
  event: "Event",
  other: "Other",
};
export const manualLeadSources = wordsOf(manualLeadSourceLabels);
export type ManualLeadSource = (typeof manualLeadSources)[number];

export const MANUAL_LEAD_NAME_MAX = 100;
export const MANUAL_LEAD_NOTE_MAX = 5000;

export const manualLeadMessages = {
  added: "Lead added",
  nameRequired: isRequired("Name"),
  sourceInvalid: mustBeOneOf("Source", manualLeadSources),
  personNotFound: notFound("The person was"),
  emailOfOther: "This e-mail address belongs to another person: add the lead to them, or leave it out",
} as const;
const m = manualLeadMessages;

/**
 * `POST /leads`: the person (`personId`, else found by the e-mail address, else new), what they are
 * called, how to reach them and where the lead came from. The phone number is checked on the server
 * (`manualLeadSchemaOf(staffPhone)`); the browser's form only sees that it may be one.
 */
function manualLeadSchemaWith(check: PhoneCheck) {
  return z.object({
    personId: text("personId must be text")
      .optional()
      .describe("An existing person (GET /people); absent: the one with this e-mail address, else a new person"),
    name: filledText(m.nameRequired).max(MANUAL_LEAD_NAME_MAX, tooLong("Name", MANUAL_LEAD_NAME_MAX)),
    email: optionalEmailField,
    phone: optionalPhoneField(check),
    source: z.enum(manualLeadSources, { error: m.sourceInvalid }),
    note: multiLineText("Note must be text")
      .max(MANUAL_LEAD_NOTE_MAX, tooLong("Note", MANUAL_LEAD_NOTE_MAX))
      .transform((value) => (value === "" ? undefined : value))
      .optional()
      .describe("What was said: the enquiry's message"),
  });
}

export const manualLeadFormSchema = manualLeadSchemaWith(phoneAsTyped);
export const manualLeadSchemaOf = (check: PhoneCheck) => manualLeadSchemaWith(check);
export type ManualLeadInput = {
  personId?: string;
  name: string;
  email?: string;
  phone?: string;
  source: ManualLeadSource;
  note?: string;
};

export const manualLeadAnswerSchema = z.object({ enquiryId: z.string(), personId: z.string() });

export const manualLeadTexts = {
  title: "Add lead",
  hint: "A lead that did not come through the website. When the e-mail address is already known, the lead goes to that person.",
  forPerson: (name: string) => `A new lead of ${name}, who is already known.`,
  submit: "Add lead",
} as const;
