import { asc, eq, sql } from "drizzle-orm";
import { personMessages, type ReplyTemplate, type ReplyTemplateInput } from "../../../domain/people.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { replyTemplates } from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";

type Row = typeof replyTemplates.$inferSelect;

const toDto = (row: Row): ReplyTemplate => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: toIso(row.updatedAt),
});

/** A name taken (ignoring letter case) is a 409, decided by the unique index. */
const nameTaken = (error: unknown) =>
  isUniqueViolation(error) ? new Conflict(personMessages.templateNameTaken) : error;

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(sql`lower(${replyTemplates.name})`), asc(replyTemplates.id));
  return rows.map(toDto);
}

/** Audited by name only: a template is the agency's wording, not anyone's personal data (ADR 0172). */
export async function createReplyTemplate(staff: StaffWrites, input: ReplyTemplateInput): Promise<ReplyTemplate> {
  try {
    return await staff.change(async (tx) => {
      const [row] = await tx.insert(replyTemplates).values(input).returning();
      await staff.audit.record(tx, {
        action: "create",
        entity: "replyTemplate",
        entityId: row.id,
        summary: `Created the reply template "${row.name}"`,
        after: { name: row.name },
      });
      return toDto(row);
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateReplyTemplate(
  staff: StaffWrites,
  id: string,
  input: ReplyTemplateInput,
): Promise<ReplyTemplate> {
  if (!isUuid(id)) throw new NotFound(personMessages.templateNotFound);
  try {
    return await staff.change(async (tx) => {
      const [before] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, id)).for("update");
      if (!before) throw new NotFound(personMessages.templateNotFound);
      const [row] = await tx
        .update(replyTemplates)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(replyTemplates.id, id))
        .returning();
      await staff.audit.record(tx, {
        action: "update",
        entity: "replyTemplate",
        entityId: id,
        summary: `Updated the reply template "${row.name}"`,
        before: { name: before.name },
        after: { name: row.name },
      });
      return toDto(row);
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function deleteReplyTemplate(staff: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(personMessages.templateNotFound);
  await staff.change(async (tx) => {
    const [row] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning();
    if (!row) throw new NotFound(personMessages.templateNotFound);
    await staff.audit.record(tx, {
      action: "delete",
      entity: "replyTemplate",
      entityId: id,
      summary: `Deleted the reply template "${row.name}"`,
      before: { name: row.name },
    });
  });
}
