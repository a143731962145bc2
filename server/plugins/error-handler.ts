import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type ApiIssue, genericMessages } from "../../domain/errors.ts";
import { DomainError } from "../errors/domain-errors.ts";
import { httpAnswerOf } from "../errors/http-answer.ts";
import { isServiceUnavailable, isStorageUnavailable } from "../errors/unavailable.ts";
import { servedMethods } from "../http/methods.ts";
import { sendError, sendUnavailable } from "../http/send-error.ts";

function validationIssues(error: FastifyError): ApiIssue[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? "Invalid value",
    }));
  }
  return (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
    message: v.message ?? "Invalid value",
  }));
}

/**
 * Every failure under /api/v1 answers in the contract's shape; nothing internal
 * (stack, SQL, file paths) ever reaches the client.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const answer = httpAnswerOf(error);
      return reply.status(answer.statusCode).headers(answer.headers).send(answer.body);
    }
    if (error.validation) {
      const issues = validationIssues(error);
      return sendError(reply, 400, issues[0]?.message ?? "Invalid request", issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return sendError(reply, 500, genericMessages.internal);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendError(reply, 413, genericMessages.bodyTooLarge);
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return sendError(reply, 415, genericMessages.unsupportedMediaType);
    }
    if (
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error instanceof SyntaxError
    ) {
      return sendError(reply, 400, genericMessages.invalidJson);
    }
    if (status === 429) {
      return sendError(reply, 429, error.message);
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.message);
    }
    if (isStorageUnavailable(error)) {
      request.log.warn({ err: error }, "the file storage is not reachable");
      return sendUnavailable(reply, genericMessages.storageUnavailable);
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, "a service the request needs is unavailable");
      // A public read answered before keeps being answered, marked stale, until the service is back.
      if (app.sendLastKnown(request, reply)) return;
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, genericMessages.internal);
  });

  app.setNotFoundHandler((request, reply) => {
    if (!servedMethods.includes(request.method)) {
      reply.header("allow", servedMethods.join(", "));
      return sendError(reply, 405, genericMessages.methodNotAllowed);
    }
    return sendError(reply, 404, genericMessages.routeNotFound);
  });
}

export default fp(errorHandler, { name: "error-handler" });
