import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadTestSettings } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedBase } from "../../server/db/seed/base.ts";
import { testConfig } from "./test-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrating a database takes seconds, so it is done once: a PGlite data-directory dump and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database. Each test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-tests-"));
  const config = testConfig({ dataDir: dir });

  const embedded = await openDatabase({ driver: "pglite" });
  await embedded.migrate();
  await seedBase(embedded.db, config);
  const dump = await (embedded.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await embedded.close();
  const templateFile = path.join(dir, "template.tar");
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", templateFile);

  const { databaseUrl } = loadTestSettings();
  let templateName: string | null = null;
  if (databaseUrl) {
    templateName = `agency_test_template_${process.pid}`;
    await adminQuery(databaseUrl, `drop database if exists ${templateName}`);
    await adminQuery(databaseUrl, `create database ${templateName}`);
    const server = await openDatabase({
      driver: "postgres",
      url: withDatabase(databaseUrl, templateName),
      poolSize: 1,
    });
    await server.migrate();
    await seedBase(server.db, config);
    await server.close();
  }
  project.provide("postgresTemplate", templateName);

  return async () => {
    if (databaseUrl && templateName) await adminQuery(databaseUrl, `drop database if exists ${templateName}`);
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on a connection of its own (creating and dropping databases), its rows returned. */
export async function adminQuery<T extends pg.QueryResultRow>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}
