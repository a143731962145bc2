import { SITE_NAME } from "../../../domain/public-site.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import { type StaffRecipient, staffNotice } from "../../mail/staff-notice.ts";
import type { ApplicationNotice, EnquiryNotice } from "./queries.ts";

/** Subjects are logged when mail goes to the outbox, so they name the kind of lead, never the person. */
export const leadSubjects = {
  enquiry: "New enquiry on the website",
  repeat: "A lead of yours wrote again",
  application: (jobTitle: string) => `New job application: ${jobTitle}`,
} as const;

const footer = [
  "",
  "—",
  `You get this because "E-mail me about new leads" is on in your ${SITE_NAME} back-office profile.`,
];

const field = (label: string, value: string) => `${label}: ${value}`;

/** An enquiry's own words, as every notice of one ends with them. */
const messageLines = (enquiry: EnquiryNotice) => ["", "Message:", enquiry.message, ""];

/** Where a notice of a repeat sends its reader: the person's earlier enquiry and everything about them. */
export type RepeatLinks = { earlier: string; person: string };

/** The lines that mark a repeat (issue 69): a person's second or later enquiry says so before anything else. */
export function repeatLines(enquiry: EnquiryNotice, links: RepeatLinks): string[] {
  const times = enquiry.earlierEnquiries === 1 ? "once" : `${enquiry.earlierEnquiries} times`;
  return [
    `REPEAT: ${enquiry.fullname} wrote before (${times}).`,
    `Their previous enquiry: ${links.earlier}`,
    `Everything about this person: ${links.person}`,
    "",
  ];
}

export function enquiryMail(
  to: StaffRecipient,
  enquiry: EnquiryNotice,
  link: string,
  repeat: RepeatLinks | null = null,
): MailMessage {
  return staffNotice(to, leadSubjects.enquiry, [
    ...(repeat ? repeatLines(enquiry, repeat) : []),
    "A visitor sent an enquiry through the website:",
    "",
    field("Name", enquiry.fullname),
    field("Email", enquiry.email),
    field("Phone", enquiry.phone),
    field("Address", enquiry.address),
    field("Source", enquiry.source),
    ...messageLines(enquiry),
    `Open it in the back office: ${link}`,
    ...footer,
  ]);
}

/**
 * To the owner of a person's earlier lead when the person sends another enquiry (ADR 0171): sent
 * whatever their profile's setting, since the lead is theirs.
 */
export function repeatEnquiryMail(
  to: StaffRecipient,
  enquiry: EnquiryNotice,
  links: { enquiry: string; person: string; earlier: string },
): MailMessage {
  return staffNotice(to, leadSubjects.repeat, [
    `${enquiry.fullname}, whose earlier enquiry you own, sent another one through the website:`,
    "",
    field("Email", enquiry.email),
    field("Phone", enquiry.phone),
    ...messageLines(enquiry),
    `The new enquiry: ${links.enquiry}`,
    `Your earlier one: ${links.earlier}`,
    `Everything about this person: ${links.person}`,
  ]);
}

/** The applicant's details and a link; the resume stays in private storage, read only when signed in. */
export function applicationMail(to: StaffRecipient, application: ApplicationNotice, link: string): MailMessage {
  return staffNotice(to, leadSubjects.application(application.jobTitle), [
    `Someone applied for "${application.jobTitle}":`,
    "",
    field("Name", `${application.firstName} ${application.lastName}`),
    field("Email", application.email),
    field("Phone", application.phoneNumber),
    field("City", `${application.city}, ${application.state}`),
    "",
    `Read the application and download the resume in the back office: ${link}`,
    ...footer,
  ]);
}
