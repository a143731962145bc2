import type { FastifyRequest } from "fastify";
import { expectedVersionOf, revisionMessages } from "../../domain/revisions.ts";
import { InvalidInput } from "../errors/domain-errors.ts";

/**
 * The version an update was edited from, from its `version` field or its `If-Match` header;
 * undefined when it sent neither (the specs' calls still update as before); 400 for a broken one.
 */
export function expectedVersion(request: FastifyRequest, field: unknown): number | undefined {
  const version = expectedVersionOf(request.headers["if-match"], field);
  if (version === null) throw InvalidInput.of(revisionMessages.badVersion, "version");
  return version;
}

/** The `version` field of a JSON or multipart body that may carry one. */
export const versionField = (body: unknown): unknown =>
  body && typeof body === "object" && "version" in body ? body.version : undefined;

/** What an update route's OpenAPI description says of versions. */
export const versionNote =
  "`version` (or `If-Match`) names the version edited from: a stale one answers 409 naming who changed it and when; without it the update applies.";
