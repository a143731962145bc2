import { rm } from "node:fs/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { importMessages, importSchema, isImportActive } from "../../../domain/wordpress-import.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { messageWithData, streamedBody } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { receiveExport } from "./export-upload.ts";
import { findImport, latestImports, requestCancel, toImportDto } from "./import-jobs.ts";
import type { ImportRunner } from "./import-runner.ts";
import { startImport } from "./start-import.ts";

const tags = ["import"];
const rule = { access: access.superAdmin("importWordPress") };
/** The imports the Import screen lists. */
const LISTED = 10;

export type ImportRoutesOptions = {
  runner: ImportRunner;
  files: FileStorage;
  tempDir: string;
  limits: { exportBytes: number; uploadsBytes: number };
  now(): number;
};

const importId = (id: string) => {
  if (!isUuid(id)) throw new NotFound(importMessages.notFound);
  return id;
};

/** Importing a WordPress site (docs/api.md "Importing a WordPress site", ADRs 0240–0244): superAdmin only, audited. */
export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, options) => {
  const { runner, files } = options;

  app.post(
    "/import/wordpress",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Import a WordPress export, or report what an import would do (superAdmin)",
        description:
          "multipart/form-data: `file` (the WXR export of Tools › Export), `dryRun` (`true`: a report only) " +
          "and optionally `uploads` (a .zip of wp-content/uploads). The file is checked before anything is " +
          "stored: one that is no export, is truncated or declares entities is refused with its line. The " +
          "import runs in the background: read it with GET /import/:id.",
        consumes: ["multipart/form-data"],
        body: z.object({
          file: z.string().meta({ format: "binary" }).describe("The export (WXR 1.0–1.2)"),
          dryRun: z.enum(["true", "false"]).optional(),
          uploads: z.string().meta({ format: "binary" }).optional().describe("A .zip of wp-content/uploads"),
        }),
        response: {
          202: messageWithData(importSchema.pick({ _id: true, status: true, dryRun: true })),
          ...errorAnswers(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const received = await receiveExport(request, options.tempDir, options.limits);
      try {
        const row = await startImport(staffWritesOf(request), files, runner, received);
        return reply.code(202).send({
          success: true as const,
          message: row.dryRun ? importMessages.dryRunStarted : importMessages.started,
          data: { _id: row.id, status: row.status, dryRun: row.dryRun },
        });
      } finally {
        await rm(received.folder, { recursive: true, force: true });
      }
    },
  );

  app.get(
    "/import",
    {
      config: rule,
      schema: {
        tags,
        summary: "The latest imports, newest first (superAdmin)",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(importSchema) }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async () => ({ success: true as const, data: (await latestImports(app.db, LISTED)).map(toImportDto) }),
  );

  app.get(
    "/import/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "An import's state, counts, problems and progress (superAdmin)",
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: importSchema }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findImport(app.db, importId(request.params.id));
      if (!row) throw new NotFound(importMessages.notFound);
      // Read again while it runs: never kept by anything on the way.
      reply.header("cache-control", "no-store");
      return { success: true as const, data: toImportDto(row) };
    },
  );

  app.post(
    "/import/:id/cancel",
    {
      config: rule,
      schema: {
        tags,
        summary: "Cancel an import: one waiting stops at once, one running after the item it is on (superAdmin)",
        params: idParams,
        response: { 200: messageWithData(importSchema), ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = importId(request.params.id);
      const writes = staffWritesOf(request);
      const row = await writes.change(async (tx) => {
        const found = await findImport(tx, id);
        if (!found) throw new NotFound(importMessages.notFound);
        if (!isImportActive(found.status)) throw new Conflict(importMessages.finished);
        const cancelled = await requestCancel(tx, id, new Date(options.now()));
        await writes.audit.record(tx, {
          action: "update",
          entity: "wordpressImport",
          entityId: id,
          summary: `Cancelled the WordPress import of ${found.fileName}`,
        });
        return cancelled ?? found;
      });
      return {
        success: true as const,
        message: row.status === "cancelled" ? importMessages.cancelled : importMessages.cancelling,
        data: toImportDto(row),
      };
    },
  );
};
