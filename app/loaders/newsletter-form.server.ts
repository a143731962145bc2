import { data } from "react-router";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot-field.ts";
import { newsletterMessages, newsletterSchema } from "../../domain/newsletter.ts";
import type { Db } from "../../server/db/client.ts";
import { subscribe } from "../../server/modules/newsletter/service.ts";
import { type FormOutcome, postedForm, textFields } from "../lib/form-fields.ts";

/**
 * The footer's signup posted without JavaScript (to /newsletter). Same schema, honeypot and service
 * as POST /api/v1/newsletter/create, and the same answers.
 */
export async function submitNewsletterForm(db: Db, request: Request) {
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.unsupportedMediaType }, 415);
  const parsed = newsletterSchema.safeParse(textFields(form, ["subscriberEmail", HONEYPOT_FIELD]));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? newsletterMessages.emailInvalid;
    return data<FormOutcome>({ ok: false, message }, 400);
  }
  const { created } = await subscribe(db, parsed.data);
  return created
    ? data<FormOutcome>({ ok: true, message: newsletterMessages.subscribed }, 201)
    : data<FormOutcome>({ ok: true, message: newsletterMessages.alreadySubscribed }, 200);
}
