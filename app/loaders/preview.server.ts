import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { orNotFound } from "./not-found.server.ts";

/**
 * A preview (ADR 0122) shows a record's draft on its real page: the loader of that page reads the
 * record (an inactive one too) and lays the draft's fields over it. Only fields the public shape
 * names alike are laid over; the category and date keep their published values in a preview.
 */
export const isPreviewOf = (context: Pick<AppLoadContext, "preview">, kind: string, id: string) =>
  context.preview?.kind === kind && context.preview.recordId === id;

const keptAsPublished = new Set(["category", "categoryId", "date", "type"]);

/** The record with the draft's fields over it, checked against the public shape (the record if they don't fit). */
export function withDraft<T extends object>(
  context: Pick<AppLoadContext, "preview">,
  schema: z.ZodType<T>,
  record: T,
): T {
  const fields = Object.entries(context.preview?.fields ?? {}).filter(([name]) => !keptAsPublished.has(name));
  const parsed = schema.safeParse({ ...record, ...Object.fromEntries(fields) });
  return parsed.success ? parsed.data : record;
}

/** What `build` is given to make a draft-only record: the draft's fields, its kept files and when it was saved. */
export type DraftOnly = { fields: Record<string, unknown>; images: string[]; savedAt: string };

/**
 * A record saved as a draft on create has no row: its preview builds it from the draft alone
 * (`build` fills what the page needs and the draft has nothing for yet), checked against the public
 * shape; null when this is no such preview or the draft does not fit it. Having never been saved
 * as a record, it is at version 0, made and changed when its draft was saved.
 */
export async function draftOnlyRecord<T extends object>(
  context: Pick<AppLoadContext, "preview">,
  schema: z.ZodType<T>,
  id: string,
  build: (draft: DraftOnly) => Promise<object> | object,
): Promise<T | null> {
  const preview = context.preview;
  if (!preview?.draftOnly || preview.recordId !== id) return null;
  const { savedAt } = preview.draftOnly;
  const built = await build({ fields: preview.fields, ...preview.draftOnly });
  const parsed = schema.safeParse({ ...built, version: 0, createdAt: savedAt, updatedAt: savedAt, _id: id });
  return parsed.success ? parsed.data : null;
}

/**
 * The record a preview of it shows: one saved as a draft on create, built from the draft alone
 * (`draftOnlyRecord`); else the stored record, an inactive one too (`read`), with the draft's fields
 * over it; the 404 page when there is neither.
 */
export async function previewedRecord<T extends object>(
  context: Pick<AppLoadContext, "preview">,
  schema: z.ZodType<T>,
  id: string,
  read: (id: string) => Promise<T | null>,
  build: (draft: DraftOnly) => Promise<object> | object,
): Promise<T> {
  const draftOnly = await draftOnlyRecord(context, schema, id, build);
  if (draftOnly) return draftOnly;
  return withDraft(context, schema, orNotFound(await read(id)));
}
