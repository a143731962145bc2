import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { type StaffContext, staffOf } from "../audit-trail/record.ts";
import { AuditTrail } from "../audit-trail/trail.ts";
import { UnitOfWork } from "./unit-of-work.ts";

/**
 * What a staff write needs, built for one request (`staffWritesOf(request)`) so that every audit
 * entry names the admin and address behind it (docs/decisions/0071, 0076):
 * - `content.run({ kinds, lock, apply, … })`: a change of what visitors see, the unit of work
 *   (server/engines/content-writes/unit-of-work.ts);
 * - `images`: the image store, to upload files before the unit of work runs;
 * - `change(tx => …)`: a change of data visitors never see (admins, roles, the inbox), which must
 *   record its entry with `audit.record(tx, …)`: one that records none fails and changes nothing.
 * Page actions (the public forms) are no staff actions and never come here.
 */
export type StaffWrites = {
  audit: AuditTrail;
  content: UnitOfWork;
  images: PublicImages;
  change<T>(work: (tx: Db) => Promise<T>): Promise<T>;
};

/** The unit of work of `app`, its audit entries written by `trail`. */
export function unitOfWorkOf(app: FastifyInstance, trail: AuditTrail): UnitOfWork {
  const parts = {
    db: app.db,
    images: app.publicImages,
    feed: app.publicContent,
    kinds: app.contentKinds,
    committed: () => app.webhooks.kick(),
  };
  return new UnitOfWork(parts, trail);
}

export function staffWritesOf(request: FastifyRequest): StaffWrites {
  return staffWritesAs(request.server, staffOf(request));
}

/** The staff writes of `staff`: a request's admin, or the system acting for one (a schedule). */
export function staffWritesAs(app: FastifyInstance, staff: StaffContext): StaffWrites {
  const trail = new AuditTrail(staff);
  return {
    audit: trail,
    content: unitOfWorkOf(app, trail),
    images: app.publicImages,
    change: async (work) => {
      const done = await app.db.transaction(async (tx) => {
        const result = await work(tx);
        trail.assertRecorded(tx);
        return result;
      });
      // A committed staff write may have queued webhook deliveries (its audit entry does): send them now.
      app.webhooks.kick();
      return done;
    },
  };
}
