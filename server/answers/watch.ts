import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";

/**
 * What watchers of answered requests read of a request, whichever way it was answered: Fastify's
 * request, or the edge's own (which answers repeated reads before Fastify sees them).
 */
export type AnsweredRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly ip: string;
  readonly host: string;
  /** The connection it came on. */
  readonly socket: IncomingMessage["socket"];
  readonly admin: FastifyRequest["admin"];
  /** The API key it was made with, if any (ADR 0137); absent on an answer no route produced. */
  readonly apiKey?: FastifyRequest["apiKey"];
  readonly routeOptions: { readonly url?: string; readonly config: FastifyRequest["routeOptions"]["config"] };
};
/** …and of its answer. */
export type AnsweredReply = {
  readonly statusCode: number;
  readonly elapsedTime: number;
  getHeader(name: string): unknown;
};
/** Something that must see every answer (the request log, page views, the access log): sync, cheap, no I/O. */
export type AnswerWatcher = (request: AnsweredRequest, reply: AnsweredReply) => void;

/**
 * Every watcher of answers, each told of an answer in turn; one that fails is reported and the
 * others still run. Telling them allocates nothing: this runs for every request.
 */
export class AnswerWatchers {
  readonly #watchers: AnswerWatcher[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  add(watcher: AnswerWatcher) {
    this.#watchers.push(watcher);
  }

  /** True when nobody watches: the edge then makes nothing for its answers. */
  get none(): boolean {
    return this.#watchers.length === 0;
  }

  tell(request: AnsweredRequest, reply: AnsweredReply) {
    for (const watcher of this.#watchers) {
      try {
        watcher(request, reply);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
