import { z } from "zod";
import { type ContentRecordKind, contentRecordKinds, recordFactsOf } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { pageFields, pageMessages } from "./list-paging.ts";
import { paginationSchema } from "./request-logs.ts";
import { controlCharactersMessage, hasControlCharacter, mustBeOneOf, notFound } from "./text-patterns.ts";

/**
 * The trash (docs/api.md "History, trash and edit conflicts", ADR 0117): a deleted category,
 * service, portfolio item or job waits here, out of every public and admin read, until it is
 * restored, deleted forever, or purged after TRASH_RETENTION_DAYS.
 */
export const trashKinds = contentRecordKinds;
export type TrashKind = ContentRecordKind;

/** A trashed record's label (Project, Article…), as domain/content-kinds.ts says it. */
export const trashKindLabel = (kind: TrashKind): string => recordFactsOf(kind).label;

/** Days a record stays in the trash before it is purged (TRASH_RETENTION_DAYS). */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
export const TRASH_PAGE_SIZE = 20;
export const TRASH_PAGE_SIZE_MAX = 100;

export const trashMessages = {
  ...pageMessages(TRASH_PAGE_SIZE_MAX),
  kindInvalid: mustBeOneOf("Kind", trashKinds),
  notFound: "Not found in the trash",
  restored: "Restored from the trash",
  deletedForever: "Deleted forever",
  categoryRequired: "The category this belonged to was deleted: choose a category to restore it into",
  categoryNotFound: notFound("Category"),
  categoryIdInvalid: "Category must be a category id",
  nameTaken: (label: string, name: string) =>
    `A ${label.toLowerCase()} named "${name}" exists now: rename or delete it, then restore this one`,
  codeTaken: "Another item now has this item's code: it cannot be restored",
} as const;

const m = trashMessages;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /trash`: one page, newest deletion first, optionally of one kind. */
export const trashQuerySchema = z.object({
  ...pageFields(TRASH_PAGE_SIZE, TRASH_PAGE_SIZE_MAX),
  kind: z.enum(trashKinds, { error: m.kindInvalid }).optional(),
});
export type TrashQuery = z.output<typeof trashQuerySchema>;

/** `POST /trash/:kind/:id/restore`: a category for an item whose own is gone. */
export const trashRestoreSchema = z
  .object({
    categoryId: z
      .string({ error: m.categoryIdInvalid })
      .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true })
      .refine((value) => uuidPattern.test(value), { error: m.categoryIdInvalid })
      .optional()
      .describe("For a service or portfolio item whose category is gone"),
  })
  // The call may come with no body at all (Fastify hands the validator null then).
  .nullish();
export type TrashRestoreInput = z.output<typeof trashRestoreSchema>;

export const trashItemSchema = z.object({
  kind: z.enum(trashKinds),
  _id: z.string(),
  name: z.string(),
  deletedAt: isoTimestamp,
  deletedBy: z
    .object({ _id: z.string().nullable(), username: z.string() })
    .nullable()
    .describe("Who deleted it; null when no one is known"),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashPageSchema = z.object({
  success: z.literal(true),
  data: z.array(trashItemSchema),
  pagination: paginationSchema,
  retentionDays: z
    .number()
    .int()
    .describe("Days a record stays in the trash before it is purged (TRASH_RETENTION_DAYS)"),
});
export type TrashPage = z.infer<typeof trashPageSchema>;
