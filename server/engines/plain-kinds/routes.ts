import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { contentKindList } from "../../../domain/content-kinds.ts";
import { areaActionsFor } from "../../../domain/roles.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { expectedVersion } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import type { SaveAsDraft } from "../content-writes/from-draft.ts";
import { jsonCreateOptions, jsonUpdateOptions, sendIfJsonDraft } from "../content-writes/json-routes.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";
import type { PlainKind } from "./plain-kind.ts";
import { listOf, type PlainRecords } from "./records.ts";
import type { PlainWrites } from "./writes.ts";

const allQuery = z.object({
  all: z.enum(["true", "false"]).optional().describe("Signed-in: every record, published or not, with its badge"),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("With all=true: the records with these letters in a searched field"),
});

/**
 * A plain kind's routes from its declaration: the public list (`GET /{path}`, published ones in
 * their order, cached), and the signed-in list, read, create (or draft), change and delete — each
 * answer declared by the kind's DTO schema, so no internal column is ever sent.
 */
export function plainRoutes(kind: PlainKind, records: PlainRecords, writes: PlainWrites) {
  const path = `/${contentKindList[kind.kind].path}`;
  const tags = [kind.tag];
  const update = access.area(kind.area, "update");
  const change = areaActionsFor(kind.area).includes("statusChange") ? access.signedIn : update;
  const filters = kind.publicFilters?.query ?? z.object({});
  const { adminDto, dto } = { adminDto: records.adminDto, dto: kind.dto };

  const publicRoutes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      path,
      {
        config: { access: access.public, cache: { kinds: [kind.kind] } },
        schema: {
          tags,
          summary: kind.publicSummary,
          querystring: filters.extend(allQuery.shape),
          response: { 200: z.union([listOf(adminDto), listOf(dto)]), ...errorAnswers(400) },
        },
      },
      async (request) => {
        const { all, q, ...query } = request.query;
        if (all === "true" && request.access.seesInactive)
          return { success: true as const, data: await records.listAdmin(app.db, q || undefined) };
        return { success: true as const, data: await records.listPublished(app.db, filters.parse(query)) };
      },
    );
  };

  const adminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
    app.get(
      `${path}/:id`,
      {
        config: { access: update },
        schema: {
          tags,
          summary: "One record, published or not, with its status and hasDraft",
          params: idParams,
          response: { 200: successWith("data", adminDto), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const found = await records.getAdmin(app.db, request.params.id);
        if (!found) throw new NotFound(kind.messages.notFound);
        return { success: true as const, data: found };
      },
    );

    app.post(
      path,
      jsonCreateOptions({ access: update, tags, summary: "Add one", body: kind.create, dto }),
      async (request, reply) => {
        if (await sendIfJsonDraft(request, reply, options.saveAsDraft)) return reply;
        const { draft: _draft, ...input } = request.body;
        const data = await writes.create(staffWritesOf(request), input, request.access);
        return reply.status(201).send({ success: true as const, message: kind.messages.created, data });
      },
    );

    app.patch(
      `${path}/:id`,
      jsonUpdateOptions({
        access: change,
        tags,
        summary: "Change one (isActive publishes or unpublishes it)",
        body: kind.create.partial(),
        dto,
        conflict: true,
      }),
      async (request) => {
        const { version, ...input } = request.body;
        const expected = expectedVersion(request, version);
        const data = await writes.update(staffWritesOf(request), request.params.id, input, request.access, expected);
        return { success: true as const, message: kind.messages.updated, data };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: update },
        schema: {
          tags,
          summary: "Move one to the trash",
          params: idParams,
          response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        await writes.remove(staffWritesOf(request), request.params.id);
        return { success: true as const, message: kind.messages.deleted };
      },
    );
  };

  return { public: publicRoutes, admin: adminRoutes };
}
