import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequestAccess } from "../../../domain/access.ts";
import {
  createdPreviewLinkSchema,
  previewLinkInputSchema,
  previewLinkInWords,
  previewLinkMessages,
  previewLinkSchema,
} from "../../../domain/drafts.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";
import type { DraftKind } from "./draft-kind.ts";
import { draftTargetOf, draftTargetSubject } from "./draft-only.ts";
import { draftWrite } from "./draft-writes.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "./preview-links.ts";

const linkParams = z.object({ id: z.string(), linkId: z.string() });

/** The path a preview link opens: the token is its last segment. */
export const previewPath = (token: string) => `/preview/${token}`;

/** The record (or draft-only record) as its audit entries name it, once the caller may share its drafts (404 for an unknown one). */
async function recordFor(
  app: Parameters<FastifyPluginAsyncZod>[0],
  kind: DraftKind,
  id: string,
  rights: RequestAccess,
) {
  return draftTargetSubject(kind, id, await draftTargetOf(app.db, kind, id, rights));
}

/** Preview links of every content kind (docs/api.md "Drafts, previews and schedules", ADR 0122). */
export const previewLinkRoutes: FastifyPluginAsyncZod<{
  now: () => number;
  publicUrl: string;
  timeZone: string;
}> = async (app, options) => {
  const { now, publicUrl, timeZone } = options;
  for (const kind of app.contentKinds.drafts) {
    const tags = ["drafts"];
    const { path } = kind;

    app.post(
      `/${path}/:id/preview-links`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `Share a ${kind.kind}'s draft: a link that shows it without signing in until it expires`,
          description: "`{ expiresInHours }` from 1 to 720. The token is in the url, answered this once.",
          params: idParams,
          body: z.record(z.string(), z.unknown()).nullish(),
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), data: createdPreviewLinkSchema }),
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const subject = await recordFor(app, kind, id, request.access);
        const { expiresInHours } = parseForm(previewLinkInputSchema, request.body ?? {});
        const at = new Date(now());
        const expiresAt = new Date(at.getTime() + expiresInHours * 3_600_000);
        const link = await draftWrite(staffWritesOf(request), subject, {
          action: "previewShare",
          at,
          detail: previewLinkInWords(expiresAt, timeZone),
          apply: async (tx) => ({
            result: await createPreviewLink(tx, {
              kind: kind.kind,
              recordId: id,
              expiresAt,
              by: request.admin?.username ?? request.apiKey?.username ?? null,
            }),
          }),
        });
        // The token leaves only in this answer: never logged, never stored but as its hash.
        reply.header("cache-control", "no-store");
        return reply.status(201).send({
          success: true as const,
          message: previewLinkMessages.created,
          data: {
            _id: link.id,
            url: `${publicUrl}${previewPath(link.token)}`,
            expiresAt: link.expiresAt.toISOString(),
          },
        });
      },
    );

    app.get(
      `/${path}/:id/preview-links`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `A ${kind.kind}'s preview links with their view counts (never their tokens)`,
          params: idParams,
          response: { 200: successWith("data", z.array(previewLinkSchema)), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await recordFor(app, kind, id, request.access);
        return { success: true as const, data: await listPreviewLinks(app.db, kind.kind, id, new Date(now())) };
      },
    );

    app.delete(
      `/${path}/:id/preview-links/:linkId`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `Revoke a ${kind.kind}'s preview link: it answers 404 from now on`,
          params: linkParams,
          response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const { id, linkId } = request.params;
        const subject = await recordFor(app, kind, id, request.access);
        await draftWrite(staffWritesOf(request), subject, {
          action: "revoke",
          at: new Date(now()),
          apply: async (tx) => {
            if (!(await revokePreviewLink(tx, kind.kind, id, linkId))) throw new NotFound(previewLinkMessages.notFound);
            return { result: undefined };
          },
        });
        return { success: true as const, message: previewLinkMessages.revoked };
      },
    );
  }
};
