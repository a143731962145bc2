import { data } from "react-router";
import { contactMessages, contactSchema, isContactField } from "../../domain/contact.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import { createEnquiry } from "../../server/modules/contact/service.ts";
import type { LeadNotices } from "../../server/modules/lead-notices/notices.ts";
import { type FormOutcome, postedForm, refill, textFields } from "../lib/form-fields.ts";

const fieldNames = [...Object.keys(contactSchema.shape)];

/**
 * The contact page's action: the form posted without JavaScript. Same schema, honeypot and
 * service as POST /api/v1/contact/create (the rate limit is applied before the action runs); the
 * visit's attribution is what the request itself tells.
 */
export async function submitContactForm(db: Db, config: AppConfig, notices: LeadNotices, request: Request) {
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.unsupportedMediaType }, 415);
  const fields = textFields(form, fieldNames);
  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? contactMessages.fullnameTooShort;
    const named = issue?.path[0];
    const field = isContactField(named) ? named : undefined;
    return data<FormOutcome>({ ok: false, message, field, values: refill(fields, HONEYPOT_FIELD) }, 400);
  }
  await createEnquiry(db, parsed.data, pageFormAttribution(parsed.data, request, config), notices);
  return data<FormOutcome>({ ok: true, message: contactMessages.submitted }, 201);
}
