import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AccessRule } from "../../../domain/access.ts";
import { draftMessages, isDraftCreate, publicationSchema } from "../../../domain/drafts.ts";
import { createOrDraftBody, messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import type { SaveAsDraft } from "./from-draft.ts";

type JsonRoute<Shape extends z.core.$ZodShape, Dto extends z.ZodType> = {
  access: AccessRule;
  tags: string[];
  summary: string;
  /** The fields it takes; a create adds `draft`, a change `version`. */
  body: z.ZodObject<Shape>;
  /** The record as the answer shows it. */
  dto: Dto;
};

/**
 * A content kind's create from a JSON body (jobs, articles, pages, the plain kinds): with `draft: true`
 * the body is kept as a draft instead (ADR 0122), so every such create documents and answers the same way.
 */
export const jsonCreateOptions = <Shape extends z.core.$ZodShape, Dto extends z.ZodType>(
  create: JsonRoute<Shape, Dto>,
) => ({
  validatorCompiler: createOrDraftBody,
  config: { access: create.access },
  schema: {
    tags: create.tags,
    summary: create.summary,
    description:
      'With `draft: true` any of the fields are kept as a draft instead: the answer is its publication (`status: "draft"`), see Drafts.',
    body: create.body.extend({ draft: z.boolean().optional() }),
    response: { 201: messageWithData(z.union([create.dto, publicationSchema])), ...errorAnswers(400, 401, 403) },
  },
});

/**
 * A JSON create asking to be kept as a draft: saved as one and its 201 sent with the draft's
 * publication; false when the body creates the record, or drafts are not offered. Such a body came
 * as sent (createOrDraftBody): it is checked as a draft, where any of the fields will do.
 */
export async function sendIfJsonDraft(
  request: FastifyRequest & { body: Record<string, unknown> },
  reply: FastifyReply,
  saveAsDraft: SaveAsDraft | undefined,
): Promise<boolean> {
  if (!saveAsDraft || !isDraftCreate(request.body)) return false;
  const data = await saveAsDraft(request, { body: { ...request.body }, files: [] });
  reply.status(201).send({ success: true as const, message: draftMessages.draftCreated, data });
  return true;
}

/**
 * A change of one record (by its `:id`) from a JSON body, answered with the record: any of its fields,
 * and the `version` it was read at (server/http/expected-version.ts).
 */
export const jsonUpdateOptions = <Shape extends z.core.$ZodShape, Dto extends z.ZodType>(
  update: JsonRoute<Shape, Dto> & {
    /** Answers 409 too. */
    conflict?: boolean;
  },
) => ({
  config: { access: update.access },
  schema: {
    tags: update.tags,
    summary: update.summary,
    description: versionNote,
    params: idParams,
    body: update.body.extend({ version: z.union([z.number(), z.string()]).optional() }),
    response: {
      200: messageWithData(update.dto),
      ...(update.conflict ? errorAnswers(400, 401, 403, 404, 409) : errorAnswers(400, 401, 403, 404)),
    },
  },
});
