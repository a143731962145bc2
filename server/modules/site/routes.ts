import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { recordPublicationSchema } from "../../../domain/drafts.ts";
import {
  siteMessages,
  sitePartRecordSchemas,
  siteParts,
  sitePartUpdateSchemas,
  siteSchema,
} from "../../../domain/site.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { readRecordPublication } from "../../engines/drafts/store.ts";
import { errorAnswers } from "../../http/answers.ts";
import { expectedVersion } from "../../http/expected-version.ts";
import { readSitePartRecord } from "./queries.ts";
import { updateSitePart } from "./service.ts";

const tags = ["site"];

/** A part's body is its own fields, so the version edited from comes as a header only. */
const siteVersionNote =
  "`If-Match` names the part's version edited from (its newest revision's): a stale one answers 409 naming who changed it and when; without it the update applies.";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site",
    {
      // The menu's links to pages and articles follow their addresses (ADR 0210).
      config: { access: access.public, cache: { kinds: ["site", "page", "article"] } },
      schema: {
        tags,
        summary: "The site's content: contact details, page texts, privacy page and search defaults",
        response: { 200: z.object({ success: z.literal(true), data: siteSchema }) },
      },
    },
    async () => ({ success: true as const, data: await app.siteContent.read() }),
  );

  // One call per part, each with its own body, so the OpenAPI description names every field.
  for (const part of siteParts) {
    // The editor's read: the part with its version, kept out of the public read (ADR 0123).
    app.get(
      `/site/${part}`,
      {
        config: { access: access.area("site", "update") },
        schema: {
          tags,
          summary: `The site's ${part} settings as an editor opens them, with the version to send as If-Match and the part's status and hasDraft`,
          response: {
            200: z.object({
              success: z.literal(true),
              data: sitePartRecordSchemas[part].extend(recordPublicationSchema.shape),
            }),
            ...errorAnswers(401, 403),
          },
        },
      },
      async () => {
        const [record, publication] = await Promise.all([
          readSitePartRecord(app.db, part),
          readRecordPublication(app.db, "site", part),
        ]);
        return { success: true as const, data: { ...record, ...publication } };
      },
    );

    app.patch(
      `/site/${part}`,
      {
        config: { access: access.area("site", "update") },
        schema: {
          tags,
          summary: `Change the site's ${part} settings (any subset of its fields)`,
          description: siteVersionNote,
          body: sitePartUpdateSchemas[part],
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: siteSchema }),
            ...errorAnswers(400, 401, 403, 409),
          },
        },
      },
      async (request) => {
        await updateSitePart(staffWritesOf(request), part, request.body, expectedVersion(request, undefined));
        return { success: true as const, message: siteMessages.updated, data: await app.siteContent.read() };
      },
    );
  }
};
