import type { FastifyBaseLogger } from "fastify";
import { inboxMessages as m } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../http/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteApplication, findApplication } from "./admin-queries.ts";

/** The application whose resume is asked for, when both it and its file exist. */
export async function applicationWithResume(db: Db, files: FileStorage, id: string) {
  const row = isUuid(id) ? await findApplication(db, id) : null;
  if (!row) throw notFound(m.applicationNotFound);
  if (!(await files.exists(row.resumeKey))) throw notFound(m.resumeMissing);
  return row;
}

/** Deletes an application, then its resume. */
export async function removeApplication(db: Db, files: FileStorage, id: string, log: FastifyBaseLogger) {
  const resumeKey = isUuid(id) ? await deleteApplication(db, id) : null;
  if (resumeKey === null) throw notFound(m.applicationNotFound);
  // The row is gone for good; a file that cannot be removed now is only an unreachable leftover.
  await files.remove(resumeKey).catch((error: unknown) => {
    log.warn({ err: error }, "could not remove a deleted application's resume");
  });
}
