import { access } from "../../domain/access.ts";
import { localeFromAcceptLanguage } from "../../domain/locales.ts";
import type { AppConfig } from "../config.ts";
import type { ZodRoutes } from "./delete-route.ts";

/**
 * The options every public form's post shares (enquiry, application, newsletter sign-up): anyone may
 * send it, as often as the form's rate limit allows, and a resend with the same Idempotency-Key gets
 * the first answer (ADR 0267).
 */
export const publicFormPost = (app: ZodRoutes, form: string) => ({
  config: { access: access.public, rateLimit: app.publicWriteLimit(form) },
  ...app.replayable(form),
});

/**
 * The language a public form's post is answered in (and its lead recorded in): the first served
 * one its Accept-Language asks for, else English. The site's own forms send the page's language.
 */
export const answerLocale = (
  request: { headers: { "accept-language"?: string } },
  config: Pick<AppConfig, "locales">,
) => localeFromAcceptLanguage(request.headers["accept-language"], config.locales);
