import { type AppLoadContext, data } from "react-router";
import { contactSchemaOf, isContactField, phoneRulesOf } from "../../domain/contact.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { localeOfPath } from "../../domain/locales.ts";
import { messagesOf } from "../../domain/messages.ts";
import { zodIssues } from "../../server/errors/validation.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import { createEnquiry } from "../../server/modules/contact/service.ts";
import { type FormOutcome, fieldIssues, postedForm, refill, textFields } from "../lib/form-fields.ts";

const fieldNames = [...Object.keys(contactSchemaOf({ international: true }).shape)];

/** What the contact page's action needs of the page's context. */
export type ContactFormContext = Pick<AppLoadContext, "db" | "config" | "leadNotices" | "site">;

/**
 * The contact page's action: the form posted without JavaScript. Same schema (under the site's
 * phone rule), honeypot and service as POST /api/v1/contact/create (the rate limit is applied before
 * the action runs); every refused field is named, in the page's language, which the enquiry records.
 * The visit's attribution is what the request tells.
 */
export async function submitContactForm({ db, config, leadNotices, site }: ContactFormContext, request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const m = messagesOf(locale).contact;
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.unsupportedMediaType }, 415);
  const fields = textFields(form, fieldNames);
  const parsed = contactSchemaOf(phoneRulesOf((await site()).contact), locale).safeParse(fields);
  if (!parsed.success) {
    const issues = fieldIssues(zodIssues(parsed.error), isContactField);
    const message = parsed.error.issues[0]?.message ?? m.failed;
    return data<FormOutcome>({ ok: false, message, issues, values: refill(fields, HONEYPOT_FIELD) }, 400);
  }
  await createEnquiry(db, parsed.data, pageFormAttribution(parsed.data, request, config), leadNotices, locale);
  return data<FormOutcome>({ ok: true, message: m.submitted }, 201);
}
