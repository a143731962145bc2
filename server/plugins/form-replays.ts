import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  IDEMPOTENCY_CLAIM_SECONDS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyMessages,
  REPLAYED_HEADER,
} from "../../domain/idempotency.ts";
import { HttpError } from "../errors/http-error.ts";
import {
  claimKey,
  forgetAnswersBefore,
  type ReplayKey,
  readKey,
  releaseKey,
  storeAnswer,
  takeOverClaim,
} from "../modules/form-replays/queries.ts";
import { runPeriodically } from "./run-periodically.ts";

type ReplayHooks = {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The hooks that make a public form's post replayable (ADR 0267): spread them into the route's
     * options. A post with an `Idempotency-Key` claims it; a resend of it gets the first answer.
     */
    replayable(form: string): ReplayHooks;
  }
  interface FastifyRequest {
    /** The key this request claimed, whose answer it stores on its way out. */
    replayClaim: ReplayKey | null;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const RETRY_AFTER_SECONDS = 2;

/** The body's hash; a multipart post (read by its handler, not yet) is known by its key alone. */
function fingerprintOf(body: unknown): string {
  if (body === undefined || body === null) return "";
  return createHash("sha256").update(JSON.stringify(body)).digest("base64url");
}

async function formReplays(app: FastifyInstance) {
  app.decorateRequest("replayClaim", null);

  const replayable = (form: string): ReplayHooks => ({
    async preHandler(request, reply) {
      const given = request.headers[IDEMPOTENCY_HEADER];
      if (given === undefined) return;
      if (typeof given !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(given)) {
        throw new HttpError(400, idempotencyMessages.invalidKey);
      }
      const at = { form, key: given };
      const fingerprint = fingerprintOf(request.body);
      if (await claimKey(app.db, at, fingerprint)) {
        request.replayClaim = at;
        return;
      }
      const known = await readKey(app.db, at);
      if (!known || known.fingerprint !== fingerprint) throw new HttpError(422, idempotencyMessages.keyReused);
      if (known.status !== null && known.body !== null) {
        return reply
          .status(known.status)
          .header(REPLAYED_HEADER, "true")
          .type("application/json; charset=utf-8")
          .send(known.body);
      }
      // The first post is being handled, or was lost with its instance (then a resend runs anew).
      if (await takeOverClaim(app.db, at, IDEMPOTENCY_CLAIM_SECONDS)) {
        request.replayClaim = at;
        return;
      }
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      throw new HttpError(409, idempotencyMessages.inProgress);
    },
    async onSend(request, reply, payload) {
      const at = request.replayClaim;
      if (!at) return payload;
      request.replayClaim = null;
      // Only a post that made something is kept; a refusal or a failure made nothing, so a resend
      // (corrected, or once the service is back) runs again.
      if (reply.statusCode >= 300 || typeof payload !== "string") await releaseKey(app.db, at);
      else await storeAnswer(app.db, at, reply.statusCode, payload);
      return payload;
    },
  });
  app.decorate("replayable", replayable);

  runPeriodically(
    app,
    PURGE_INTERVAL_MS,
    () => forgetAnswersBefore(app.db, new Date(Date.now() - IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000)),
    "could not forget old form answers",
  );
}

export default fp(formReplays, { name: "form-replays", dependencies: ["database"] });
