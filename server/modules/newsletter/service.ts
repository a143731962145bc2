import type { Attribution } from "../../../domain/attribution.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { inboxMessages } from "../../../domain/inbox.ts";
import type { NewsletterInput } from "../../../domain/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { attachPerson } from "../people/attach.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { recordLeadEvent } from "../webhook-outbox.ts";
import { deleteSubscriber, toSubscriberDto } from "./queries.ts";

/**
 * Subscribes an address once, ignoring letter case (the unique index on lower(email) decides, so
 * two simultaneous sign-ups cannot both win). `created` is false when it was already subscribed.
 * Every sign-up, repeated or not, counts as a visit of the potential customer. A subscription keeps
 * the visit that first led to it.
 */
export async function subscribe(
  db: Db,
  input: NewsletterInput,
  attribution: Attribution,
): Promise<{ created: boolean }> {
  if (isHoneypotFilled(input.website)) return { created: true };
  return db.transaction(async (tx) => {
    const personId = await attachPerson(tx, { email: input.subscriberEmail, source: "newsletter" });
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.subscriberEmail, personId, ...attribution })
      .onConflictDoNothing()
      .returning();
    await recordPotentialCustomer(tx, input.subscriberEmail, "newsletter", attribution, personId);
    for (const row of inserted) await recordLeadEvent(tx, "subscription", row, async () => toSubscriberDto(row));
    return { created: inserted.length > 0 };
  });
}

/**
 * Removes a subscriber; an id that is no UUID cannot exist, so it is not found either. The entry
 * keeps no copy of the address (docs/decisions/0076).
 */
export async function removeSubscriber({ change, audit }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.subscriberNotFound);
  await change(async (tx) => {
    const row = await deleteSubscriber(tx, id);
    if (!row) throw new NotFound(inboxMessages.subscriberNotFound);
    await audit.record(tx, {
      action: "delete",
      entity: "subscriber",
      entityId: id,
      summary: "Deleted a newsletter subscriber",
      before: { subscribedAt: toIso(row.createdAt) },
    });
  });
}
