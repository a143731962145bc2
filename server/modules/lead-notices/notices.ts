import type { PersonalDataArea } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { type AnswerSettings, messageIdOf, replyChannel } from "../../mail/answers.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import type { MailQueue } from "../../mail/mail-queue.ts";
import { type AcknowledgementSettings, acknowledgementMail } from "./acknowledgements.ts";
import { gatheredReads } from "./gathered-reads.ts";
import { jobTitleIn } from "./job-title.ts";
import { applicationMail, enquiryMail, repeatEnquiryMail } from "./messages.ts";
import { findApplication, findEnquiries, findLeadRecipients, findRepeatOwner } from "./queries.ts";

/** How long an enquiry's notice waits for others to read their leads with it (ADR 0289). */
export const NOTICE_GATHER_MS = 200;

/** What the enquiry and application services call once their row is committed. */
export interface LeadNotices {
  enquiryReceived(id: string): void;
  applicationReceived(id: string): void;
}

/**
 * E-mails a notice of each new lead to every staff user whose `notifyLeads` is on, and the visitor
 * an acknowledgement when the site sends one (Site settings). Everything, reading the lead included,
 * happens after the visitor's answer has gone (MailQueue), so a mail server that is slow or down
 * never fails or slows a public form.
 */
export function leadNotices(
  db: Db,
  mail: MailQueue,
  answers: AnswerSettings,
  publicUrl: string,
  site: () => Promise<AcknowledgementSettings>,
): LeadNotices {
  const linkTo = (screen: string, id: string) => `${publicUrl}/admin/${screen}?id=${encodeURIComponent(id)}`;
  const toEveryRecipient = async (
    area: PersonalDataArea,
    message: (to: { email: string; fullName: string }) => MailMessage,
  ) => (await findLeadRecipients(db, area)).map(message);

  // The enquiries that came within a moment of each other are read together, with their recipients once.
  const enquiryWithRecipients = gatheredReads(async (ids) => {
    const [found, recipients] = await Promise.all([findEnquiries(db, ids), findLeadRecipients(db, "leads")]);
    return new Map([...found].map(([id, enquiry]) => [id, { enquiry, recipients }]));
  }, NOTICE_GATHER_MS);

  return {
    enquiryReceived(id) {
      mail.later("new enquiry", async () => {
        const [read, { contact }] = await Promise.all([enquiryWithRecipients(id), site()]);
        if (!read) return [];
        const { enquiry, recipients } = read;
        const owner = enquiry.repeatOfId ? await findRepeatOwner(db, enquiry) : null;
        const personLink = `${publicUrl}/admin/people/${encodeURIComponent(enquiry.personId ?? "")}`;
        const repeat = enquiry.repeatOfId
          ? { earlier: linkTo("enquiries", enquiry.repeatOfId), person: personLink }
          : null;
        const toOwner = owner
          ? [
              repeatEnquiryMail(owner, enquiry, {
                enquiry: linkTo("enquiries", id),
                earlier: linkTo("enquiries", owner.leadId),
                person: personLink,
              }),
            ]
          : [];
        return [
          ...toOwner,
          // The owner hears of it once, in the repeat's words.
          ...recipients
            .map((to) => enquiryMail(to, enquiry, linkTo("enquiries", id), repeat))
            .filter((message) => message.to !== owner?.email),
          ...acknowledgementMail(
            contact.acknowledgement,
            { kind: "enquiry", language: enquiry.language },
            enquiry.email,
            { name: enquiry.fullname },
            replyChannel(answers, contact.email, enquiry.replyToken),
            messageIdOf("enquiry", id, answers.from),
          ),
        ];
      });
    },
    applicationReceived(id) {
      mail.later("new job application", async () => {
        const [application, { contact, careers }] = await Promise.all([findApplication(db, id), site()]);
        if (!application) return [];
        const name = `${application.firstName} ${application.lastName}`;
        return [
          ...(await toEveryRecipient("applications", (to) =>
            applicationMail(to, application, linkTo("applications", id)),
          )),
          ...acknowledgementMail(
            careers.acknowledgement,
            { kind: "application", language: application.language },
            application.email,
            { name, job: await jobTitleIn(db, application) },
            replyChannel(answers, contact.email, application.replyToken),
            messageIdOf("application", id, answers.from),
          ),
        ];
      });
    },
  };
}
