import type { AppLoadContext } from "react-router";
import type { z } from "zod";

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

/**
 * A record saved as a draft on create has no row: its preview builds it from the draft alone
 * (`build` fills what the page needs and the draft has nothing for yet), checked against the public
 * shape; null when this is no such preview or the draft does not fit it.
 */
export async function draftOnlyRecord<T extends object>(
  context: Pick<AppLoadContext, "preview">,
  schema: z.ZodType<T>,
  id: string,
  build: (draft: { fields: Record<string, unknown>; images: string[]; savedAt: string }) => Promise<object> | object,
): Promise<T | null> {
  const preview = context.preview;
  if (!preview?.draftOnly || preview.recordId !== id) return null;
  const parsed = schema.safeParse({ ...(await build({ fields: preview.fields, ...preview.draftOnly })), _id: id });
  return parsed.success ? parsed.data : null;
}
