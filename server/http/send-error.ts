import type { FastifyReply } from "fastify";
import { type ApiIssue, genericMessages } from "../../domain/errors.ts";
import { errorBody } from "../errors/http-answer.ts";
import { RETRY_AFTER_SECONDS } from "../errors/unavailable.ts";

export function sendError(reply: FastifyReply, statusCode: number, message: string, issues?: ApiIssue[]) {
  return reply.status(statusCode).send(errorBody(message, issues));
}

/** 503 in the contract's shape, with the wait a client should allow before trying again (ADR 0070). */
export function sendUnavailable(reply: FastifyReply, message: string = genericMessages.serviceUnavailable) {
  reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return sendError(reply, 503, message);
}
