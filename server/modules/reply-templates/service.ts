import { asc, eq, sql } from "drizzle-orm";
import { personMessages, type ReplyTemplate, type ReplyTemplateInput } from "../../../domain/people.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { replyTemplates } from "../../db/schema/people.ts";
import { changeVerbs, type RecordChange } from "../../engines/audit-trail/record.ts";
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

/** Audited by name only: a template is the agency's wording, not anyone's personal data (ADR 0172). */
function recordTemplateChange(
  staff: StaffWrites,
  tx: Db,
  action: RecordChange,
  id: string,
  names: { before?: string; after?: string },
) {
  return staff.audit.record(tx, {
    action,
    entity: "replyTemplate",
    entityId: id,
    summary: `${changeVerbs[action]} the reply template "${names.after ?? names.before}"`,
    before: names.before === undefined ? undefined : { name: names.before },
    after: names.after === undefined ? undefined : { name: names.after },
  });
}

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(sql`lower(${replyTemplates.name})`), asc(replyTemplates.id));
  return rows.map(toDto);
}

export async function createReplyTemplate(staff: StaffWrites, input: ReplyTemplateInput): Promise<ReplyTemplate> {
  try {
    return await staff.change(async (tx) => {
      const [row] = await tx.insert(replyTemplates).values(input).returning();
      await recordTemplateChange(staff, tx, "create", row.id, { after: row.name });
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
      await recordTemplateChange(staff, tx, "update", id, { before: before.name, after: row.name });
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
    await recordTemplateChange(staff, tx, "delete", id, { before: row.name });
  });
}
