import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { FallbackCounter } from "../counters/fallback-counter.ts";
import { type FailureCounter, MemoryFailureCounter } from "../modules/auth/failure-counter.ts";
import { RedisFailureCounter } from "../modules/auth/redis-failure-counter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The instance's counters (ADR 0268): `limits` for the rate limits, `signIns` for the sign-in
     * lockout. In Redis when it is configured, each falling back to the instance's own while Redis
     * is away (a warning in the log at each switch; health warns while Redis does not answer).
     */
    counters: { limits: FailureCounter; signIns: FailureCounter };
  }
}

async function sharedCounters(app: FastifyInstance) {
  const redis = app.redis;
  if (!redis) {
    app.decorate("counters", {
      limits: new MemoryFailureCounter(),
      signIns: new MemoryFailureCounter(),
    });
    return;
  }
  const fallback = (namespace: string, what: string) =>
    new FallbackCounter(new RedisFailureCounter(redis, Date.now, namespace), new MemoryFailureCounter(), {
      sharedUp: () => redis.status === "ready",
      report: (fallingBack) => {
        if (fallingBack)
          app.log.warn(`redis is not reachable: ${what} counted by this instance alone until it is back`);
        else app.log.info(`redis is back: ${what} counted in redis again`);
      },
    });
  app.decorate("counters", {
    limits: fallback("rate-limit:", "rate limits"),
    signIns: fallback("login-failures:", "sign-in failures"),
  });
}

export default fp(sharedCounters, { name: "shared-counters", dependencies: ["redis"] });
