import { type AppLoadContext, data } from "react-router";
import { attributionFieldNames } from "../../domain/attribution.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot-field.ts";
import { newsletterConsentMessages, newsletterMessages, newsletterSchema } from "../../domain/newsletter.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import { type FormOutcome, postedForm, textFields } from "../lib/form-fields.ts";

/**
 * The footer's signup posted without JavaScript (to /newsletter). Same schema, honeypot and service
 * as POST /api/v1/newsletter/create, and the same answers (a new address is asked to confirm); the
 * visit's attribution is what the request itself tells.
 */
export async function submitNewsletterForm(
  context: Pick<AppLoadContext, "newsletter" | "config" | "clientIp">,
  request: Request,
) {
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.unsupportedMediaType }, 415);
  const parsed = newsletterSchema.safeParse(
    textFields(form, ["subscriberEmail", HONEYPOT_FIELD, ...attributionFieldNames]),
  );
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? newsletterMessages.emailInvalid;
    return data<FormOutcome>({ ok: false, message }, 400);
  }
  const attribution = pageFormAttribution(parsed.data, request, context.config);
  const { created } = await context.newsletter.subscribe(parsed.data, attribution, { ip: context.clientIp });
  return created
    ? data<FormOutcome>(
        { ok: true, message: `${newsletterMessages.subscribed} ${newsletterConsentMessages.confirmNote}` },
        201,
      )
    : data<FormOutcome>({ ok: true, message: newsletterMessages.alreadySubscribed }, 200);
}
