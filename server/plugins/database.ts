import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the opened database available to every route; the caller owns opening and closing it. */
async function database(app: FastifyInstance, options: { database: Database }) {
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
}

export default fp(database, { name: "database" });
