import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  confirmSubscriptionSchema,
  newsletterConsentMessages,
  newsletterMessages,
  newsletterSchema,
  newsletterSchemaOf,
  tokenQuery,
} from "../../../domain/newsletter.ts";
import type { AppConfig } from "../../config.ts";
import { validationError, zodIssues } from "../../errors/validation.ts";
import { errorAnswers } from "../../http/answers.ts";
import { attributionOf, requestOwnHosts } from "../attribution/attribution.ts";
import { answerLocale, publicFormPost } from "../public-form.ts";

const tags = ["newsletter"];
const message = <M extends string>(text: M) => z.object({ success: z.literal(true), message: z.literal(text) });

/**
 * The newsletter's public calls (docs/api.md "Newsletter sending"): sign up, confirm from the page
 * the e-mail's link opens, and leave with one click (RFC 8058). No GET changes anything: mail
 * scanners open every link they see.
 */
export const newsletterPublicRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // RFC 8058's one-click POST is a form (`List-Unsubscribe=One-Click`); its words are not needed, the signed address is.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    "/newsletter/create",
    {
      ...publicFormPost(app, "newsletter"),
      // Checked in the handler, in the language Accept-Language asks for.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        summary: "Subscribe to the newsletter; a new address gets a confirmation e-mail (double opt-in)",
        description:
          "201 with the spec's message and a `note` asking to confirm the address; an address already confirmed answers 200. Until confirmed, an address receives nothing else.",
        body: newsletterSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.literal(newsletterMessages.subscribed),
            note: z.literal(newsletterConsentMessages.confirmNote),
          }),
          200: message(newsletterMessages.alreadySubscribed),
          ...errorAnswers(400, 409, 413, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const locale = answerLocale(request, config);
      const parsed = newsletterSchemaOf(locale).safeParse(request.body);
      if (!parsed.success) throw validationError(zodIssues(parsed.error));
      const attribution = attributionOf(parsed.data, requestOwnHosts(request, config));
      const { created } = await app.newsletter.subscriptions.subscribe(
        parsed.data,
        attribution,
        { ip: request.ip },
        locale,
      );
      return created
        ? reply.status(201).send({
            success: true as const,
            message: newsletterMessages.subscribed,
            note: newsletterConsentMessages.confirmNote,
          })
        : reply.status(200).send({ success: true as const, message: newsletterMessages.alreadySubscribed });
    },
  );

  app.post(
    "/newsletter/confirm",
    {
      config: { access: access.public, rateLimit: app.publicWriteLimit("newsletter-confirm") },
      schema: {
        tags,
        summary:
          "Confirm an address with the token of its confirmation e-mail (what the confirmation page's button sends)",
        body: confirmSubscriptionSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.enum([newsletterConsentMessages.confirmed, newsletterConsentMessages.alreadyConfirmed]),
          }),
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request) => {
      const outcome = await app.newsletter.subscriptions.confirm(request.body.token, request.body.countClicks, {
        ip: request.ip,
      });
      return {
        success: true as const,
        message:
          outcome === "confirmed" ? newsletterConsentMessages.confirmed : newsletterConsentMessages.alreadyConfirmed,
      };
    },
  );

  app.post(
    "/newsletter/unsubscribe",
    {
      // No rate limit: one-click unsubscribes arrive from the mailbox providers' few servers (RFC 8058).
      config: { access: access.public },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): the List-Unsubscribe address, POSTed by mail programs",
        description:
          "The body is `List-Unsubscribe=One-Click` (form-encoded); no sign-in. Takes effect at once; repeating it is harmless. A token this server did not sign answers 400.",
        querystring: tokenQuery,
        response: { 200: message(newsletterConsentMessages.oneClickDone), ...errorAnswers(400) },
      },
    },
    async (request) => {
      await app.newsletter.subscriptions.unsubscribe(request.query.token);
      return { success: true as const, message: newsletterConsentMessages.oneClickDone };
    },
  );

  app.get(
    "/newsletter/unsubscribe",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The one-click address opened in a browser: 303 to the unsubscribe page, whose button unsubscribes",
        querystring: tokenQuery,
        response: { 303: z.null(), ...errorAnswers(400) },
      },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.post(
    "/newsletter/resubscribe",
    {
      config: { access: access.public, rateLimit: app.publicWriteLimit("newsletter-confirm") },
      schema: {
        tags,
        summary: "Subscribe again from the unsubscribe page (the same signed link)",
        querystring: tokenQuery,
        response: { 200: message(newsletterConsentMessages.resubscribed), ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await app.newsletter.subscriptions.resubscribe(request.query.token, { ip: request.ip });
      return { success: true as const, message: newsletterConsentMessages.resubscribed };
    },
  );
};
