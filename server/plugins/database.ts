import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/**
 * Makes the opened database available to every route; the caller owns opening and closing it. The
 * log says when the instance holds the database for down and when it answers again (ADR 0147).
 */
async function database(app: FastifyInstance, options: { database: Database }) {
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  const stop = options.database.health.observe((event) => {
    if (event === "down")
      app.log.warn("the database does not answer: refusing its work at once until a probe is answered");
    if (event === "up") app.log.info("the database answers again");
  });
  app.addHook("onClose", async () => stop());
}

export default fp(database, { name: "database" });
