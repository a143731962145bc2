import { eq, sql } from "drizzle-orm";
import type { BlockDocument } from "../../../domain/blocks.ts";
import {
  type CampaignCreateInput,
  type CampaignDetail,
  type CampaignPreview,
  type CampaignUpdateInput,
  campaignMessages,
} from "../../../domain/campaigns.ts";
import { SITE_NAME } from "../../../domain/public-site.ts";
import type { Db } from "../../db/client.ts";
import { campaigns } from "../../db/schema/campaigns.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import type { AuditEvent } from "../../engines/audit-trail/record.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, InvalidInput, MailRefused, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { MailTransport } from "../../mail/mail-message.ts";
import { getArticle } from "../articles/reads.ts";
import type { LinkSigner } from "../newsletter/signed-links.ts";
import { composeCampaign, personalise } from "./compose.ts";
import { listHeaders, unsubscribeAddresses } from "./list-headers.ts";
import { findCampaign } from "./queries.ts";
import { startCampaign } from "./start.ts";

export type CampaignParts = {
  now: () => number;
  publicUrl: string;
  messageDomain: string;
  bounceAddress: string;
  links: LinkSigner;
  /** The newsletter's own transport (DKIM-signed), for test sends. */
  transport: MailTransport;
};

type CampaignRow = typeof campaigns.$inferSelect;
const editable = new Set(["draft", "scheduled"]);

async function lockCampaign(tx: Db, id: string): Promise<CampaignRow> {
  const [row] = isUuid(id) ? await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update") : [];
  if (!row) throw new NotFound(campaignMessages.notFound);
  return row;
}

/** What a change of one campaign writes in the audit log besides naming the campaign. */
type CampaignEntry = Omit<AuditEvent, "entity" | "entityId">;

/**
 * Changes one campaign in one transaction, locked until it ends, with its audit entry: `act` makes
 * the change and answers the entry. Answers the campaign as it was before the change.
 */
async function changeCampaign(
  staff: StaffWrites,
  id: string,
  act: (tx: Db, row: CampaignRow) => Promise<CampaignEntry>,
): Promise<CampaignRow> {
  return staff.change(async (tx) => {
    const row = await lockCampaign(tx, id);
    await staff.audit.record(tx, { entity: "campaign", entityId: row.id, ...(await act(tx, row)) });
    return row;
  });
}

async function found(db: Db, id: string): Promise<CampaignDetail> {
  const campaign = await findCampaign(db, id);
  if (!campaign) throw new NotFound(campaignMessages.notFound);
  return campaign;
}

/** An article may be sent only while published; choosing one clears written blocks, and the other way round. */
async function contentFields(db: Db, input: { blocks?: BlockDocument | null; articleId?: string | null }) {
  if (input.articleId) {
    if (!(await getArticle(db, input.articleId)))
      throw InvalidInput.of(campaignMessages.articleNotPublished, "articleId");
    return { articleId: input.articleId, blocks: null };
  }
  if (input.blocks !== undefined) return { blocks: input.blocks, articleId: null };
  if (input.articleId === null) return { articleId: null };
  return {};
}

/** Writes a new draft campaign; the sender's name is the site's unless given. */
export async function createCampaign(
  db: Db,
  { change, audit }: StaffWrites,
  input: CampaignCreateInput,
  by: { adminId: string | null },
): Promise<CampaignDetail> {
  const id = await change(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        subject: input.subject,
        previewText: input.previewText,
        senderName: input.senderName ?? SITE_NAME,
        audience: input.audience,
        createdBy: by.adminId,
        ...(await contentFields(tx, input)),
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error("the campaign was not stored");
    await audit.record(tx, {
      action: "create",
      entity: "campaign",
      entityId: row.id,
      summary: `Created newsletter campaign "${input.subject}"`,
    });
    return row.id;
  });
  return found(db, id);
}

/** Changes a draft or scheduled campaign; one that has started sending keeps its words (409). */
export async function updateCampaign(
  db: Db,
  staff: StaffWrites,
  id: string,
  input: CampaignUpdateInput,
  now: Date,
): Promise<CampaignDetail> {
  await changeCampaign(staff, id, async (tx, row) => {
    if (!editable.has(row.status)) throw new Conflict(campaignMessages.notEditable);
    const changes = {
      ...(input.subject !== undefined ? { subject: input.subject } : {}),
      ...(input.previewText !== undefined ? { previewText: input.previewText } : {}),
      ...(input.senderName !== undefined ? { senderName: input.senderName } : {}),
      ...(input.audience !== undefined ? { audience: input.audience } : {}),
      ...(await contentFields(tx, input)),
    };
    await tx
      .update(campaigns)
      .set({ ...changes, updatedAt: now })
      .where(eq(campaigns.id, row.id));
    return {
      action: "update",
      summary: `Changed newsletter campaign "${input.subject ?? row.subject}"`,
      after: { fields: Object.keys(changes) },
    };
  });
  return found(db, id);
}

/** Deletes a campaign that has not started sending (a sent one is the record of what went out). */
export async function deleteCampaign(staff: StaffWrites, id: string): Promise<void> {
  await changeCampaign(staff, id, async (tx, row) => {
    if (!editable.has(row.status) && row.status !== "cancelled") throw new Conflict(campaignMessages.notDeletable);
    if (row.startedAt) throw new Conflict(campaignMessages.notDeletable);
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
    return { action: "delete", summary: `Deleted newsletter campaign "${row.subject}"` };
  });
}

/** Schedules a draft (or moves a schedule): the sender starts it once its time has come, on whichever instance looks first. */
export async function scheduleCampaign(
  db: Db,
  staff: StaffWrites,
  id: string,
  at: Date,
  now: Date,
): Promise<CampaignDetail> {
  if (at.getTime() <= now.getTime()) throw InvalidInput.of(campaignMessages.scheduleInPast, "at");
  await changeCampaign(staff, id, async (tx, row) => {
    if (!editable.has(row.status)) throw new Conflict(campaignMessages.notSendable);
    if (!row.blocks && !row.articleId) throw InvalidInput.of(campaignMessages.contentRequired, "blocks");
    await tx
      .update(campaigns)
      .set({ status: "scheduled", scheduledAt: at, updatedAt: now })
      .where(eq(campaigns.id, row.id));
    return {
      action: "statusChange",
      summary: `Scheduled newsletter campaign "${row.subject}"`,
      after: { status: "scheduled", scheduledAt: at.toISOString() },
    };
  });
  return found(db, id);
}

/** Starts sending now: renders, queues one message per confirmed subscriber of the audience, and the sender takes over. */
export async function sendCampaign(
  db: Db,
  staff: StaffWrites,
  id: string,
  parts: CampaignParts,
): Promise<CampaignDetail> {
  const now = new Date(parts.now());
  await changeCampaign(staff, id, async (tx, row) => {
    if (!editable.has(row.status)) throw new Conflict(campaignMessages.notSendable);
    const queued = await startCampaign(tx, row, { ...parts, now });
    return {
      action: "statusChange",
      summary: `Started sending newsletter campaign "${row.subject}" to ${queued} subscribers`,
      after: { status: "sending", queued },
    };
  });
  return found(db, id);
}

/**
 * Stops a campaign: a scheduled one goes back to being a draft; a sending one is cancelled, its
 * messages not yet claimed are skipped (those on their way finish).
 */
export async function cancelCampaign(
  db: Db,
  staff: StaffWrites,
  id: string,
  now: Date,
): Promise<{ campaign: CampaignDetail; message: string }> {
  const before = await changeCampaign(staff, id, async (tx, row) => {
    if (row.status === "scheduled") {
      await tx
        .update(campaigns)
        .set({ status: "draft", scheduledAt: null, updatedAt: now })
        .where(eq(campaigns.id, row.id));
    } else if (row.status === "sending") {
      await tx
        .update(campaigns)
        .set({ status: "cancelled", finishedAt: now, updatedAt: now })
        .where(eq(campaigns.id, row.id));
      await tx.execute(
        sql`update campaign_messages set status = 'skipped' where campaign_id = ${row.id} and status = 'queued'`,
      );
    } else throw new Conflict(campaignMessages.notCancellable);
    return {
      action: "statusChange",
      summary: `Stopped newsletter campaign "${row.subject}"`,
      before: { status: row.status },
    };
  });
  const message = before.status === "scheduled" ? campaignMessages.unscheduled : campaignMessages.cancelled;
  return { campaign: await found(db, id), message };
}

/** The e-mail as a recipient will get it, its links left as they are and a sample unsubscribe address. */
export async function previewCampaign(db: Db, id: string, parts: CampaignParts): Promise<CampaignPreview> {
  const [row] = isUuid(id) ? await db.select().from(campaigns).where(eq(campaigns.id, id)) : [];
  if (!row) throw new NotFound(campaignMessages.notFound);
  const composed =
    row.html && row.status !== "draft" && row.status !== "scheduled"
      ? { html: row.html, text: row.textBody ?? "" }
      : await composeCampaign(db, { ...row, blocks: row.blocks ?? null }, parts.publicUrl, (href) => href);
  const token = await parts.links.sign({ purpose: "test", campaignId: row.id });
  const copy = personalise(composed, unsubscribeAddresses(token, parts).page, null);
  return { subject: row.subject, ...copy };
}

/**
 * Sends the campaign once to a staff member's address (nobody else may be written to from here),
 * as a subscriber would get it, its subject marked "[Test]"; its unsubscribe link changes nothing.
 */
export async function testCampaign(
  db: Db,
  { change, audit }: StaffWrites,
  id: string,
  to: string,
  parts: CampaignParts,
): Promise<void> {
  const [staff] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${to})`);
  if (!staff) throw InvalidInput.of(campaignMessages.testNotStaff, "to");
  const preview = await previewCampaign(db, id, parts);
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new NotFound(campaignMessages.notFound);
  const addresses = unsubscribeAddresses(await parts.links.sign({ purpose: "test", campaignId: id }), parts);
  try {
    await parts.transport.deliver({
      to,
      fromName: row.senderName,
      subject: `[Test] ${row.subject}`,
      logAs: "newsletter test",
      html: preview.html,
      text: preview.text,
      returnPath: parts.bounceAddress,
      headers: listHeaders(addresses, parts.messageDomain),
    });
  } catch {
    throw new MailRefused(campaignMessages.testFailed);
  }
  await change(async (tx) => {
    await audit.record(tx, {
      action: "emailSent",
      entity: "campaign",
      entityId: id,
      summary: `Sent a test of newsletter campaign "${row.subject}" to a staff member`,
      after: { to: staff.id },
    });
  });
}
