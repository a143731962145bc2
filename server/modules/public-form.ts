import { access } from "../../domain/access.ts";
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
