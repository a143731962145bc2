import type { FastifyRequest } from "fastify";
import type { Publication } from "../../../domain/drafts.ts";
import type { Db } from "../../db/client.ts";

/**
 * A create that publishes a record saved as a draft on create (ADR 0122): the id reserved for it,
 * the files its draft kept (stored already), and the removal of its draft, run first in the create's
 * transaction so the record and its draft never both exist and a second publish is refused.
 */
export type FromDraft = {
  id: string;
  images: readonly string[];
  settle(tx: Db): Promise<void>;
};

/** Library pictures a form names in place of files (ADR 0181): media ids, and the field that named them. */
export type LibraryChoice = { ids: string[]; field: string };

/**
 * `draft: true` on a kind's create: keeps the sent fields (and the create's files, stored now) as a
 * draft-only record instead of creating it, answering its publication. The drafts module makes it
 * and app.ts hands it to the create routes (the drafts module sits above the content kinds).
 */
export type SaveAsDraft = (
  request: FastifyRequest,
  sent: { body: Record<string, unknown>; files: Buffer[]; chosen?: LibraryChoice },
) => Promise<Publication>;
