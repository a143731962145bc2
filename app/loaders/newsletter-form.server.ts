import { type AppLoadContext, data } from "react-router";
import { attributionFieldNames } from "../../domain/attribution.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot-field.ts";
import { localeOfPath } from "../../domain/locales.ts";
import { messagesOf } from "../../domain/messages.ts";
import { newsletterSchemaOf } from "../../domain/newsletter.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import { type FormOutcome, postedForm, textFields } from "../lib/form-fields.ts";

/**
 * The footer's signup posted without JavaScript (to /newsletter). Same schema, honeypot and service
 * as POST /api/v1/newsletter/create, and the same answers (a new address is asked to confirm); the
 * visit's attribution is what the request itself tells; it answers in the page's language.
 */
export async function submitNewsletterForm(
  context: Pick<AppLoadContext, "newsletter" | "config" | "clientIp">,
  request: Request,
) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const m = messagesOf(locale).newsletter;
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.unsupportedMediaType }, 415);
  const parsed = newsletterSchemaOf(locale).safeParse(
    textFields(form, ["subscriberEmail", HONEYPOT_FIELD, ...attributionFieldNames]),
  );
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.emailInvalid;
    return data<FormOutcome>({ ok: false, message }, 400);
  }
  const attribution = pageFormAttribution(parsed.data, request, context.config);
  const { created } = await context.newsletter.subscribe(parsed.data, attribution, { ip: context.clientIp }, locale);
  return created
    ? data<FormOutcome>({ ok: true, message: `${m.subscribed} ${m.confirmNote}` }, 201)
    : data<FormOutcome>({ ok: true, message: m.alreadySubscribed }, 200);
}
