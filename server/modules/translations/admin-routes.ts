import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type TranslatedLocale, translatedLocales } from "../../../domain/locales.ts";
import {
  translationBodySchema,
  translationDtoSchema,
  translationLocaleParamsSchema,
  translationMessages,
} from "../../../domain/translations.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers } from "../../http/answers.ts";
import {
  publishTranslation,
  readTranslationOf,
  removeTranslation,
  saveTranslationDraft,
  type TranslationCall,
} from "./service.ts";

type Options = { now: () => number; locales: readonly TranslatedLocale[] };

/**
 * A record's translation into Urdu and each served language (docs/api.md "Languages", issue 74, ADR 0290),
 * for every content kind by its path word: read beside the original, its draft saved, published or
 * removed — with the rights of editing the record (its kind's drafts).
 */
export const translationRoutes: FastifyPluginAsyncZod<Options> = async (app, { now, locales }) => {
  const servedLocale = (locale: string): TranslatedLocale => {
    const served = locales.find((one) => one === locale);
    if (!served) throw new NotFound(translationMessages.localeNotServed);
    return served;
  };
  const callOf = (
    kind: DraftKind,
    request: FastifyRequest,
    params: { id: string; locale: string },
  ): TranslationCall => ({
    db: app.db,
    writes: staffWritesOf(request),
    kind,
    id: params.id,
    locale: servedLocale(params.locale),
    rights: request.access,
    at: new Date(now()),
  });
  const tags = ["translations"];
  const languages = translatedLocales.join(", ");

  for (const kind of app.contentKinds.drafts) {
    const route = `/${kind.path}/:id/translations/:locale`;
    const config = { access: kind.rule };
    const params = translationLocaleParamsSchema;
    const answers = (...statuses: (400 | 404 | 409)[]) => ({
      200: translationDtoSchema,
      ...errorAnswers(401, 403, ...statuses),
    });

    app.get(
      route,
      {
        config,
        schema: {
          tags,
          summary: `A ${kind.kind}'s translation into a language (${languages}): its status, published and draft fields beside the original's`,
          params,
          response: answers(404),
        },
      },
      async (request) => readTranslationOf(callOf(kind, request, request.params)),
    );

    app.put(
      route,
      {
        config,
        ...(kind.bodyLimit ? { bodyLimit: kind.bodyLimit } : {}),
        schema: {
          tags,
          summary: `Save the draft of a ${kind.kind}'s translation`,
          description:
            "`fields`: the kind's translatable fields (domain/content-kinds.ts `translates`), each by the original's " +
            "rule; the slug may hold Urdu letters (NFC). Replaces the draft; visitors still see the published one. " +
            "409: another record has the slug in that language.",
          params,
          body: translationBodySchema,
          response: answers(400, 404, 409),
        },
      },
      async (request) => saveTranslationDraft(callOf(kind, request, request.params), request.body.fields),
    );

    app.post(
      `${route}/publish`,
      {
        config,
        schema: {
          tags,
          summary: `Publish a ${kind.kind}'s translation: its draft goes live under its translated slug`,
          params,
          response: answers(400, 404, 409),
        },
      },
      async (request) => publishTranslation(callOf(kind, request, request.params)),
    );

    app.delete(
      route,
      {
        config,
        schema: {
          tags,
          summary: `Remove a ${kind.kind}'s translation: the record is no longer offered in that language`,
          params,
          response: { 204: z.null().describe("Removed"), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await removeTranslation(callOf(kind, request, request.params));
        return reply.code(204).send(null);
      },
    );
  }
};
