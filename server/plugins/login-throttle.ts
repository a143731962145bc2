import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { MemoryFailureCounter } from "../modules/auth/failure-counter.ts";
import { LoginThrottle } from "../modules/auth/login-throttle.ts";
import { RedisFailureCounter } from "../modules/auth/redis-failure-counter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The sign-in lockout (ADR 0023), also counting wrong passwords and codes given to change credentials. */
    loginThrottle: LoginThrottle;
  }
}

async function loginThrottle(app: FastifyInstance, options: { config: AppConfig }) {
  // Shared by every instance when Redis is configured; a lockout on one is a lockout on all.
  const failures = app.redis ? new RedisFailureCounter(app.redis) : new MemoryFailureCounter();
  app.decorate("loginThrottle", new LoginThrottle(failures, options.config));
}

export default fp(loginThrottle, { name: "login-throttle", dependencies: ["redis"] });
