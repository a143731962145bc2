import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AnswerWatcher, AnswerWatchers } from "../answers/watch.ts";
import type { Edge } from "../edge/edge.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Tells `watcher` of every answer, Fastify's and the edge's alike (the edge answers repeated
     * reads before Fastify sees them): the one way to observe answers.
     */
    watchAnswers(watcher: AnswerWatcher): void;
  }
}

/** One onResponse hook for every watcher, and the edge told of the same watchers. */
async function answerWatchers(app: FastifyInstance, options: { edge?: Pick<Edge, "reportTo"> }) {
  const watchers = new AnswerWatchers((error) => app.log.error({ err: error }, "a watcher of answers failed"));
  app.decorate("watchAnswers", (watcher: AnswerWatcher) => watchers.add(watcher));
  options.edge?.reportTo(watchers);
  // A callback hook: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    watchers.tell(request, reply);
    done();
  });
}

export default fp(answerWatchers, { name: "answer-watchers" });
