import { eq } from "drizzle-orm";
import { inboxMessages, type SubscriberDto } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { removeLead } from "../pipeline/remove-lead.ts";
import { deleteSubscriber, selectSubscribers, toSubscriberDto } from "./queries.ts";

/** Removes a subscriber. The entry keeps no copy of the address (docs/decisions/0076). */
export const removeSubscriber = (staff: StaffWrites, id: string): Promise<void> =>
  removeLead(staff, id, {
    entity: "subscriber",
    notFound: inboxMessages.subscriberNotFound,
    remove: deleteSubscriber,
    entry: (row) => ({ summary: "Deleted a newsletter subscriber", before: { subscribedAt: toIso(row.createdAt) } }),
  });

/** Sets a subscriber's tags (a campaign's audience by tag), audited without the address. */
export async function tagSubscriber(
  { change, audit }: StaffWrites,
  id: string,
  tags: readonly string[],
): Promise<SubscriberDto> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.subscriberNotFound);
  const unique = [...new Set(tags)];
  return change(async (tx: Db) => {
    const [before] = await tx
      .select({ tags: newsletterSubscribers.tags })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .for("update");
    if (!before) throw new NotFound(inboxMessages.subscriberNotFound);
    await tx.update(newsletterSubscribers).set({ tags: unique }).where(eq(newsletterSubscribers.id, id));
    await audit.record(tx, {
      action: "update",
      entity: "subscriber",
      entityId: id,
      summary: "Changed a newsletter subscriber's tags",
      before: { tags: before.tags },
      after: { tags: unique },
    });
    const [row] = await selectSubscribers(tx, { id });
    if (!row) throw new NotFound(inboxMessages.subscriberNotFound);
    return toSubscriberDto(row);
  });
}
