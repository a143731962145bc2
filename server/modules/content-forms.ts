import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { AccessRule } from "../../domain/access.ts";
import { draftMessages, type Publication, publicationSchema } from "../../domain/drafts.ts";
import { messageWithData, multipartDoc, streamedBody } from "../http/admin-answers.ts";
import { errorAnswers } from "../http/answers.ts";
import { idParams } from "../http/id-params.ts";

/** A create's 201: the new record, or with `draft` the draft's publication (ADR 0122). */
export const createdOrDraft = <Dto extends z.ZodType>(dto: Dto) => messageWithData(z.union([dto, publicationSchema]));

type MultipartCreate<Dto extends z.ZodType> = {
  access: AccessRule;
  tags: string[];
  summary: string;
  /** The form's fields and files, for the OpenAPI page; the draft sentence follows it. */
  fieldsNote: string;
  /** How many files a draft may hold, as the draft sentence says it ("0–1 icon"). */
  draftFiles: string;
  textFields: string[];
  fileFields: string[];
  dto: Dto;
  /** Answers 409 too (a name another record has). */
  conflict?: boolean;
};

/**
 * The declaration of a content kind's create from a multipart form (categories, services,
 * portfolio): the handler streams and checks the body itself, and `draft=true` keeps the form as a
 * draft instead, so every such create documents and answers the same way.
 */
export function multipartCreateOptions<Dto extends z.ZodType>(create: MultipartCreate<Dto>) {
  return {
    validatorCompiler: streamedBody,
    config: { access: create.access },
    schema: {
      tags: create.tags,
      summary: create.summary,
      description:
        `${create.fieldsNote} With \`draft=true\` any of the fields (and ${create.draftFiles}) are kept as a draft ` +
        'instead: the answer is its publication (`status: "draft"`), see Drafts.',
      consumes: ["multipart/form-data"],
      body: multipartDoc([...create.textFields, "draft"], create.fileFields),
      response: {
        201: createdOrDraft(create.dto),
        ...(create.conflict ? errorAnswers(400, 401, 403, 409, 413, 415) : errorAnswers(400, 401, 403, 413, 415)),
      },
    },
  };
}

/** The 201 of a create kept as a draft: its publication. */
export const sendDraftCreated = (reply: FastifyReply, data: Publication) =>
  reply.status(201).send({ success: true as const, message: draftMessages.draftCreated, data });

type MultipartUpdate<Answer extends z.ZodType> = {
  access: AccessRule;
  tags: string[];
  summary: string;
  description: string;
  textFields: string[];
  fileFields: string[];
  /** The 200's schema. */
  answer: Answer;
  /** Answers 409 too (a name another record has). */
  conflict?: boolean;
};

/**
 * The declaration of a change of one record from a multipart form (a category's or service's
 * fields, a portfolio item's images): streamed and checked by the handler, documented field by field.
 */
export function multipartUpdateOptions<Answer extends z.ZodType>(update: MultipartUpdate<Answer>) {
  return {
    validatorCompiler: streamedBody,
    config: { access: update.access },
    schema: {
      tags: update.tags,
      summary: update.summary,
      description: update.description,
      consumes: ["multipart/form-data"],
      body: multipartDoc(update.textFields, update.fileFields),
      params: idParams,
      response: {
        200: update.answer,
        ...(update.conflict
          ? errorAnswers(400, 401, 403, 404, 409, 413, 415)
          : errorAnswers(400, 401, 403, 404, 413, 415)),
      },
    },
  };
}
