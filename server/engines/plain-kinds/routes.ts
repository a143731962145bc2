import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { contentKindList } from "../../../domain/content-kinds.ts";
import { draftMessages, isDraftCreate, publicationSchema } from "../../../domain/drafts.ts";
import { areaActionsFor } from "../../../domain/roles.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { createOrDraftBody, messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import type { SaveAsDraft } from "../content-writes/from-draft.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";
import type { PlainKind } from "./plain-kind.ts";
import { listOf, type PlainRecords } from "./records.ts";
import type { PlainWrites } from "./writes.ts";

const versionInput = z.union([z.number(), z.string()]).optional();
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
      {
        validatorCompiler: createOrDraftBody,
        config: { access: update },
        schema: {
          tags,
          summary: "Add one",
          description:
            'With `draft: true` any of the fields are kept as a draft instead: the answer is its publication (`status: "draft"`), see Drafts.',
          body: kind.create.extend({ draft: z.boolean().optional() }),
          response: {
            201: messageWithData(z.union([dto, publicationSchema])),
            ...errorAnswers(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        if (options.saveAsDraft && isDraftCreate(request.body)) {
          const draft = await options.saveAsDraft(request, { body: { ...request.body }, files: [] });
          return reply.status(201).send({ success: true as const, message: draftMessages.draftCreated, data: draft });
        }
        const { draft: _draft, ...input } = request.body;
        const data = await writes.create(staffWritesOf(request), input, request.access);
        return reply.status(201).send({ success: true as const, message: kind.messages.created, data });
      },
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: change },
        schema: {
          tags,
          summary: "Change one (isActive publishes or unpublishes it)",
          description: versionNote,
          params: idParams,
          body: kind.create.partial().extend({ version: versionInput }),
          response: { 200: messageWithData(dto), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
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
