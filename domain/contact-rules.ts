import { mayBePhone, phoneMessages } from "./phone-rules.ts";
import { EMAIL_MAX, emailPattern, isRequired, tooLong } from "./text-patterns.ts";

/**
 * The contact form's rules and the spec's texts, without zod: the server's schema (domain/contact.ts)
 * is built from these, and the form in the browser checks with contactIssues.
 */

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
  phoneInvalid: phoneMessages.invalid,
  emailInvalid: "Please enter a valid email address",
  emailTooLong: tooLong("Email", contactLimits.emailMax),
  addressRequired: isRequired("Address"),
  addressTooLong: tooLong("Address", contactLimits.addressMax),
  sourceInvalid: "Source must be contact, quotation or catalog",
  submitted: "Form submitted successfully!",
} as const;

/** The contact form's messages in one language: the spec's keys (domain/messages has them per language). */
export type ContactWords = { readonly [K in keyof typeof contactMessages]: string };

/** What the contact form shows when sending fails (spec §8): `success` false, or no answer at all. */
export const contactFormMessages = {
  failed: "Failed to submit the form.",
  error: "An error occurred while submitting the form.",
} as const;

/** The fields a visitor fills in, in the order the form checks them. */
export const contactFieldNames = ["fullname", "message", "phone", "email", "address"] as const;
export type ContactField = (typeof contactFieldNames)[number];

type ContactFields = Partial<Record<ContactField, unknown>>;

/** What is wrong with a contact form: the field to mark and the spec's text for it. */
export type ContactIssue = { field: ContactField; message: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The message for a length outside min..max, or null. */
const length = (value: string, min: number, max: number, short: string, long: string) =>
  value.length < min ? short : value.length > max ? long : null;

/**
 * Everything wrong with a contact form, one issue per field, in the spec's order (name, message,
 * phone), then the email and address; empty when it may be sent. The same messages as contactSchema
 * on the server (in the page's language, `m`), except that the phone is only checked leniently here
 * (mayBePhone): the server's answer names a number it refuses.
 */
export function contactIssues(fields: ContactFields, m: ContactWords = contactMessages): ContactIssue[] {
  const l = contactLimits;
  const [fullname, message, phone, email, address] = contactFieldNames.map((name) => text(fields[name]));
  const checks: [ContactField, string | null][] = [
    ["fullname", length(fullname, l.fullnameMin, l.fullnameMax, m.fullnameTooShort, m.fullnameTooLong)],
    ["message", length(message, l.messageMin, l.messageMax, m.messageTooShort, m.messageTooLong)],
    ["phone", mayBePhone(phone) ? null : m.phoneInvalid],
    ["email", email.length > l.emailMax ? m.emailTooLong : emailPattern.test(email) ? null : m.emailInvalid],
    ["address", length(address, 1, l.addressMax, m.addressRequired, m.addressTooLong)],
  ];
  return checks.flatMap(([field, problem]) => (problem === null ? [] : [{ field, message: problem }]));
}

/** Whether a name is one of the contact form's fields (a server-side issue's path names one). */
export function isContactField(name: unknown): name is ContactField {
  return contactFieldNames.some((field) => field === name);
}
