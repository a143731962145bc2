import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { LoginThrottle } from "../modules/auth/login-throttle.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The sign-in lockout (ADR 0023), also counting wrong passwords and codes given to change credentials. */
    loginThrottle: LoginThrottle;
  }
}

async function loginThrottle(app: FastifyInstance, options: { config: AppConfig }) {
  // Shared by every instance when Redis is configured, a lockout on one a lockout on all; while
  // Redis is away, counted by this instance (ADR 0268).
  app.decorate("loginThrottle", new LoginThrottle(app.counters.signIns, options.config));
}

export default fp(loginThrottle, { name: "login-throttle", dependencies: ["shared-counters"] });
