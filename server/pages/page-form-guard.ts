import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { RESUME_MAX_BYTES } from "../../domain/application.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HttpError } from "../errors/http-error.ts";
import { isSafeMethod } from "../http/methods.ts";

/**
 * A page's form post (a React Router action, e.g. the contact form before JavaScript runs) is the
 * same public write as its API call, so it gets the same per-IP budget under the same name. A
 * `.data` suffix is React Router's own request for the same action.
 */
const pageWrites: readonly [RegExp, string][] = [
  [/^\/contact(?:\.data)?\/?$/i, "contact"],
  [/^\/career\/form\/[^/]+?(?:\.data)?\/?$/i, "career"],
];

/** Any other page post has a budget of its own; no page post goes unlimited. */
const OTHER_PAGE_WRITES = "page-form";

/** The largest page post: a resume plus the application's text fields. */
export const PAGE_FORM_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

export function pageWriteKind(pathname: string): string {
  return pageWrites.find(([pattern]) => pattern.test(pathname))?.[1] ?? OTHER_PAGE_WRITES;
}

/**
 * Page actions read their whole body into memory (request.formData()), so the size is checked
 * from Content-Length before anything is read; a body without a declared length is refused.
 */
function checkDeclaredSize(request: FastifyRequest) {
  const declared = request.headers["content-length"];
  if (declared === undefined) {
    if (request.headers["transfer-encoding"] !== undefined) throw new HttpError(411, genericMessages.lengthRequired);
    return;
  }
  if (Number(declared) > PAGE_FORM_MAX_BYTES) throw new HttpError(413, genericMessages.bodyTooLarge);
}

/** An onRequest hook for the page catch-all: writes are size-checked and rate limited, reads pass. */
export function pageFormGuard(app: FastifyInstance): onRequestAsyncHookHandler {
  const limiters = new Map<string, preHandlerAsyncHookHandler>();
  const limiterFor = (kind: string): preHandlerAsyncHookHandler => {
    const known = limiters.get(kind);
    if (known) return known;
    const limiter = app.rateLimit(app.publicWriteLimit(kind));
    limiters.set(kind, limiter);
    return limiter;
  };

  return async function guardPageForm(request, reply) {
    if (isSafeMethod(request.method)) return;
    const pathname = request.url.split("?", 1)[0];
    if (/^\/api(?:\/|$)/i.test(pathname)) return;
    await limiterFor(pageWriteKind(pathname)).call(this, request, reply);
    checkDeclaredSize(request);
  };
}
