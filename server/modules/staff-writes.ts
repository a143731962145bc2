import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import type { ContentChanges, PublicImages } from "../images/public-images.ts";
import { staffOf } from "./audit/record.ts";
import { AuditTrail } from "./audit/trail.ts";

/**
 * What a staff write needs, built for one request (`staffWritesOf(request)`) so that every audit
 * entry names the admin and address behind it (docs/decisions/0071, 0076):
 * - `content.change(kinds, tx => …)`: a change of what visitors see, one transaction; the cached
 *   pages and answers showing `kinds` are dropped once it commits;
 * - `images`: the image store, taking part only when files are stored or removed;
 * - `change(tx => …)`: a change of data visitors never see (admins, roles, the inbox);
 * - `audit.record(tx, { action, entity, entityId, summary, before, after })`: the entry.
 * Each of these transactions must record its entry: one that records none fails and changes
 * nothing. Page actions (the public forms) are no staff actions and never come here.
 */
export type StaffWrites = {
  audit: AuditTrail;
  content: ContentChanges;
  images: PublicImages;
  change<T>(work: (tx: Db) => Promise<T>): Promise<T>;
};

export function staffWritesOf(request: FastifyRequest): StaffWrites {
  const app = request.server;
  const trail = new AuditTrail(staffOf(request));
  const audited =
    <T>(work: (tx: Db) => Promise<T>) =>
    async (tx: Db) => {
      const done = await work(tx);
      trail.assertRecorded(tx);
      return done;
    };
  // A committed staff write may have queued webhook deliveries (its audit entry does): send them now.
  const thenSend = async <T>(committed: Promise<T>) => {
    const done = await committed;
    app.webhooks.kick();
    return done;
  };
  const content: ContentChanges = {
    change: (kinds, work) => thenSend(app.publicContent.change(kinds, audited(work))),
  };
  return {
    audit: trail,
    content,
    images: app.publicImages.through(content),
    change: (work) => thenSend(app.db.transaction(audited(work))),
  };
}
