import { EMAIL_MAX, emailPattern, tooLong } from "./text-patterns.ts";

/**
 * The contact form's rules and the spec's texts, without zod: the server's schema (domain/contact.ts)
 * is built from these, and the form in the browser checks with contactIssue.
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
  phoneInvalid: "Please enter a valid Pakistani phone number.",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: tooLong("Email", contactLimits.emailMax),
  addressRequired: "Address is required",
  addressTooLong: tooLong("Address", contactLimits.addressMax),
  sourceInvalid: "Source must be contact, quotation or catalog",
  submitted: "Form submitted successfully!",
} as const;

/** What the contact form shows when sending fails (spec §8): `success` false, or no answer at all. */
export const contactFormMessages = {
  failed: "Failed to submit the form.",
  error: "An error occurred while submitting the form.",
} as const;

/** `03` + 9 digits, or `+923` + 9 digits. */
export const pakistaniPhonePattern = /^(?:03\d{9}|\+923\d{9})$/;

/** The fields a visitor fills in, in the order the form checks them. */
export const contactFieldNames = ["fullname", "message", "phone", "email", "address"] as const;
export type ContactField = (typeof contactFieldNames)[number];

type ContactFields = Partial<Record<ContactField, unknown>>;

/** What is wrong with a contact form: the field to mark and the spec's text for it. */
export type ContactIssue = { field: ContactField; message: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The first thing wrong with a contact form, in the spec's order (name, message, phone), then the
 * email and address; null when it may be sent. The same messages as contactSchema on the server.
 */
export function contactIssue(fields: ContactFields): ContactIssue | null {
  const l = contactLimits;
  const m = contactMessages;
  const [fullname, message, phone, email, address] = contactFieldNames.map((name) => text(fields[name]));
  const issue = (field: ContactField, text: string): ContactIssue => ({ field, message: text });
  if (fullname.length < l.fullnameMin) return issue("fullname", m.fullnameTooShort);
  if (fullname.length > l.fullnameMax) return issue("fullname", m.fullnameTooLong);
  if (message.length < l.messageMin) return issue("message", m.messageTooShort);
  if (message.length > l.messageMax) return issue("message", m.messageTooLong);
  if (!pakistaniPhonePattern.test(phone)) return issue("phone", m.phoneInvalid);
  if (email.length > l.emailMax) return issue("email", m.emailTooLong);
  if (!emailPattern.test(email)) return issue("email", m.emailInvalid);
  if (address.length === 0) return issue("address", m.addressRequired);
  if (address.length > l.addressMax) return issue("address", m.addressTooLong);
  return null;
}

/** The message of contactIssue alone. */
export function contactProblem(fields: ContactFields): string | null {
  return contactIssue(fields)?.message ?? null;
}

/** Whether a name is one of the contact form's fields (a server-side issue's path names one). */
export function isContactField(name: unknown): name is ContactField {
  return contactFieldNames.some((field) => field === name);
}
