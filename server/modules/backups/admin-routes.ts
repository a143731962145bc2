import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { type BackupSummary, backupApiMessages, backupSummarySchema } from "../../../domain/backups.ts";
import { staffOf } from "../../engines/audit-trail/record.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { isServiceUnavailable, StorageUnavailableError } from "../../errors/unavailable.ts";
import { errorAnswers } from "../../http/answers.ts";
import { recordExport } from "../audit/exports.ts";

const tags = ["backups"];

/** An archive as a download only; it holds resumes, so nothing on the way keeps a copy. */
function sendArchive(reply: FastifyReply, backup: BackupSummary, archive: Readable) {
  return reply
    .header("content-type", backup.encrypted ? "application/octet-stream" : "application/gzip")
    .header("content-disposition", `attachment; filename="${backup.name}"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(archive);
}
const rule = { access: access.superAdmin("manageBackups") };
const idParams = z.object({ id: z.uuid({ message: backupApiMessages.notFound }) });

/** The Backups screen's calls (docs/api.md "Backups"): superAdmin only, each audited. */
export const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/backups",
    {
      config: rule,
      schema: {
        tags,
        summary: "Backups, newest first (superAdmin)",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(backupSummarySchema), encryption: z.boolean() }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async () => ({ success: true as const, data: await app.backups.list(), encryption: app.backups.encrypts }),
  );

  /** A key no archive is stored under: asking for it checks the store answers. */
  const STORAGE_PROBE_KEY = "health/probe";
  app.post(
    "/backups",
    {
      config: rule,
      schema: {
        tags,
        summary: "Start a backup now; it completes in the background (superAdmin)",
        response: {
          202: z.object({ success: z.literal(true), message: z.string(), data: backupSummarySchema }),
          ...errorAnswers(401, 403, 409, 503),
        },
      },
    },
    async (request, reply) => {
      // Where the archive goes must answer first: a backup the bucket can't take is refused whole
      // (503 with the storage's message), not started to fail.
      await app.backupFiles.exists(STORAGE_PROBE_KEY).catch((error: unknown) => {
        throw isServiceUnavailable(error) ? new StorageUnavailableError(error) : error;
      });
      const writes = staffWritesOf(request);
      const claimed = await app.backups.claim("manual", {
        createdBy: staffOf(request).actor?.id,
        change: writes.change,
        record: (tx, backup) =>
          writes.audit.record(tx, {
            action: "create",
            entity: "backup",
            entityId: backup.id,
            summary: `Started backup ${backup.name}`,
          }),
      });
      if (!claimed) throw new Conflict(backupApiMessages.busy);
      app.backups.complete(claimed).catch((err) => app.log.error({ err }, "the backup failed"));
      return reply.code(202).send({ success: true as const, message: backupApiMessages.started, data: claimed });
    },
  );

  app.get(
    "/backups/:id/download",
    {
      config: rule,
      schema: {
        tags,
        summary: "Download a completed backup's archive (superAdmin)",
        params: idParams,
        produces: ["application/octet-stream"],
        response: { ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const backup = await app.backups.find(request.params.id);
      if (!backup) throw new NotFound(backupApiMessages.notFound);
      if (backup.status !== "completed") throw new Conflict(backupApiMessages.notReady);
      await recordExport(app.db, request, "backup", `Downloaded backup ${backup.name}`);
      return sendArchive(reply, backup, app.backups.read(backup));
    },
  );
};
