import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AccessRule } from "../../domain/access.ts";
import { draftMessages, isDraftCreate, type Publication, publicationSchema } from "../../domain/drafts.ts";
import type { SaveAsDraft } from "../engines/content-writes/from-draft.ts";
import { messageWithData, multipartDoc, streamedBody } from "../http/admin-answers.ts";
import { errorAnswers } from "../http/answers.ts";
import { idParams } from "../http/id-params.ts";
import type { MultipartForm } from "../http/multipart-form.ts";
import { picturesSent } from "../images/image-form.ts";

/** A create's 201: the new record, or with `draft` the draft's publication (ADR 0122). */
export const createdOrDraft = <Dto extends z.ZodType>(dto: Dto) => messageWithData(z.union([dto, publicationSchema]));

/** The 201 of a create kept as a draft: its publication. */
export const sendDraftCreated = (reply: FastifyReply, data: Publication) =>
  reply.status(201).send({ success: true as const, message: draftMessages.draftCreated, data });

/** A create form's pictures: the file field they come in and how many it takes (files or library ids). */
type FormPictures = { file: string; allowed: number };

/**
 * A create form asking to be kept as a draft (ADR 0122): saved as one and its 201 sent, with the
 * pictures it sent or chose; false when the form creates the record, or drafts are not offered.
 * `bodyOf` reads the form's text fields as the record's (a service's features). A boolean, not the
 * reply: a reply is thenable, and awaiting it would wait for the answer to be sent.
 */
export async function sendIfDraft(
  request: FastifyRequest,
  reply: FastifyReply,
  saveAsDraft: SaveAsDraft | undefined,
  multipart: MultipartForm,
  pictures: FormPictures,
  bodyOf: (fields: MultipartForm["fields"]) => Record<string, unknown> = (fields) => fields,
): Promise<boolean> {
  if (!saveAsDraft || !isDraftCreate(multipart.fields)) return false;
  const { files, ids, idField, rest } = picturesSent(multipart, pictures.file, pictures.allowed);
  const sent = { body: bodyOf(rest), files, chosen: { ids, field: idField } };
  sendDraftCreated(reply, await saveAsDraft(request, sent));
  return true;
}

type MultipartRoute = {
  access: AccessRule;
  tags: string[];
  summary: string;
  description: string;
  textFields: string[];
  fileFields: string[];
  /** Answers 409 too (a name another record has). */
  conflict?: boolean;
};

/**
 * A route taking a multipart form (a content kind's create or change, a portfolio item's images):
 * the handler streams and checks the body itself, so Fastify must not validate it, and the page
 * documents its fields one by one.
 */
const multipartOptions = <Rest extends object>(route: MultipartRoute, rest: Rest) => ({
  validatorCompiler: streamedBody,
  config: { access: route.access },
  schema: {
    tags: route.tags,
    summary: route.summary,
    description: route.description,
    consumes: ["multipart/form-data"],
    body: multipartDoc(route.textFields, route.fileFields),
    ...rest,
  },
});

type MultipartCreate<Dto extends z.ZodType> = Omit<MultipartRoute, "description"> & {
  /** The form's fields and files, for the OpenAPI page; the draft sentence follows it. */
  fieldsNote: string;
  /** How many files a draft may hold, as the draft sentence says it ("0–1 icon"). */
  draftFiles: string;
  dto: Dto;
};

/**
 * A content kind's create from a multipart form (categories, services, portfolio): `draft=true`
 * keeps the form as a draft instead, so every such create documents and answers the same way.
 */
export function multipartCreateOptions<Dto extends z.ZodType>(create: MultipartCreate<Dto>) {
  const description =
    `${create.fieldsNote} With \`draft=true\` any of the fields (and ${create.draftFiles}) are kept as a draft ` +
    'instead: the answer is its publication (`status: "draft"`), see Drafts.';
  const route = { ...create, description, textFields: [...create.textFields, "draft"] };
  return multipartOptions(route, {
    response: {
      201: createdOrDraft(create.dto),
      ...(create.conflict ? errorAnswers(400, 401, 403, 409, 413, 415) : errorAnswers(400, 401, 403, 413, 415)),
    },
  });
}

/** A change of one record (by its `:id`) from a multipart form, answered with `answer`. */
export function multipartUpdateOptions<Answer extends z.ZodType>(update: MultipartRoute & { answer: Answer }) {
  const errors = update.conflict
    ? errorAnswers(400, 401, 403, 404, 409, 413, 415)
    : errorAnswers(400, 401, 403, 404, 413, 415);
  return multipartOptions(update, { params: idParams, response: { 200: update.answer, ...errors } });
}
