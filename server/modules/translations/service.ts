import type { RequestAccess } from "../../../domain/access.ts";
import { isSluggedKind } from "../../../domain/content-kinds.ts";
import { localeFacts, type TranslatedLocale } from "../../../domain/locales.ts";
import { reservedSlugs, slugMessages } from "../../../domain/slugs.ts";
import {
  type TranslationDto,
  translatableFieldsOf,
  translationAuditSummaries,
  translationMessages,
} from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";
import { type DraftSubject, draftSubjectOf } from "../../engines/drafts/draft-writes.ts";
import { Conflict, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { validationError, zodIssues } from "../../errors/validation.ts";
import { type Original, originalOf, translationRules } from "./originals.ts";
import {
  deleteTranslation,
  readTranslation,
  slugTaken,
  sourceHashOf,
  type TranslationRow,
  translationDtoOf,
  writeTranslation,
} from "./store.ts";

/** One call on a record's translation: who makes it, when, on which record and language. */
export type TranslationCall = {
  db: Db;
  writes: StaffWrites;
  kind: DraftKind;
  id: string;
  locale: TranslatedLocale;
  rights: RequestAccess;
  at: Date;
};

/** The original, once the caller may edit it; 404 for an unknown record. */
async function originalFor(call: Pick<TranslationCall, "db" | "kind" | "id" | "rights">): Promise<Original> {
  const original = await originalOf(call.db, call.kind, call.id, call.rights);
  if (!original) throw new NotFound(translationMessages.notFound);
  return original;
}

const subjectOf = (call: TranslationCall, original: Original): DraftSubject =>
  draftSubjectOf(call.kind, call.id, original.shown, false);

/** A record's translation into `locale`, beside its original as it is now. */
export async function readTranslationOf(
  call: Pick<TranslationCall, "db" | "kind" | "id" | "locale" | "rights">,
): Promise<TranslationDto> {
  const original = await originalFor(call);
  return translationDtoOf(
    call.locale,
    original.values,
    await readTranslation(call.db, call.kind.kind, call.id, call.locale),
  );
}

/** A translated slug the record may take in that language: none of the site's own, none another record has. */
async function refuseSlug(db: Db, call: TranslationCall, slug: unknown): Promise<void> {
  if (typeof slug !== "string" || slug === "") return;
  const kind = call.kind.kind;
  if (isSluggedKind(kind) && reservedSlugs(kind).includes(slug)) throw InvalidInput.of(slugMessages.reserved, "slug");
  if (await slugTaken(db, kind, call.id, call.locale, slug)) throw new Conflict(translationMessages.slugTaken);
}

/** The sent fields, each by its rule; a field not declared, or sent as null, is no part of it. */
function checkedFields(call: TranslationCall, sent: Record<string, unknown>): Record<string, unknown> {
  const declared = translatableFieldsOf(call.kind.kind).map((field) => field.name);
  const unknown = Object.keys(sent).find((name) => !declared.includes(name));
  if (unknown !== undefined) throw InvalidInput.of(translationMessages.unknownField(unknown), unknown);
  const parsed = translationRules(call.kind, call.id).safeParse(sent);
  if (!parsed.success) throw validationError(zodIssues(parsed.error));
  return Object.fromEntries(
    Object.entries(parsed.data).filter(
      ([name, value]) => value !== null && value !== undefined && !(name === "slug" && value === ""),
    ),
  );
}

/** Runs a translation's change as a content write: audited, and (when visitors see it) the kind's cached answers dropped. */
async function written(
  call: TranslationCall,
  change: {
    action: "draftSave" | "update";
    summary: string;
    subject: DraftSubject;
    shown: boolean;
    apply(tx: Db, row: TranslationRow | undefined): Promise<void>;
  },
): Promise<void> {
  try {
    await call.writes.content.run({
      kinds: change.shown ? [call.kind.kind] : [],
      lock: nothingToLock,
      apply: async (tx) => {
        await change.apply(tx, await readTranslation(tx, call.kind.kind, call.id, call.locale, true));
        const { entity, id } = change.subject;
        return {
          result: undefined,
          audit: { action: change.action, entity, entityId: id, summary: change.summary, at: call.at },
        };
      },
    });
  } catch (error) {
    // Two saves taking one slug at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw new Conflict(translationMessages.slugTaken);
    throw error;
  }
}

const language = (locale: TranslatedLocale) => localeFacts[locale].name;

/** Saves `sent` as the translation's draft (replacing the one there was); the published one stays live. */
export async function saveTranslationDraft(
  call: TranslationCall,
  sent: Record<string, unknown>,
): Promise<TranslationDto> {
  const original = await originalFor(call);
  const draft = checkedFields(call, sent);
  await refuseSlug(call.db, call, draft.slug);
  const subject = subjectOf(call, original);
  await written(call, {
    action: "draftSave",
    summary: translationAuditSummaries.draftSave(language(call.locale), subject.label),
    subject,
    shown: false,
    apply: async (tx, row) => {
      await refuseSlug(tx, call, draft.slug);
      await writeTranslation(tx, {
        kind: call.kind.kind,
        recordId: call.id,
        locale: call.locale,
        published: row?.published ?? null,
        slug: row?.slug ?? null,
        publishedAt: row?.publishedAt ?? null,
        draft,
        sourceHash: sourceHashOf(original.values),
        draftSavedAt: call.at,
        updatedAt: call.at,
      });
    },
  });
  return readTranslationOf(call);
}

/**
 * The draft goes live (its slug with it) and is saved against the original as it is now; with no
 * draft, the published translation is confirmed as up to date with the original.
 */
export async function publishTranslation(call: TranslationCall): Promise<TranslationDto> {
  const original = await originalFor(call);
  const subject = subjectOf(call, original);
  await written(call, {
    action: "update",
    summary: translationAuditSummaries.publish(language(call.locale), subject.label),
    subject,
    shown: true,
    apply: async (tx, row) => {
      const published = row?.draft ?? row?.published;
      if (!row || !published) throw InvalidInput.of(translationMessages.nothingToPublish);
      const slug = typeof published.slug === "string" && published.slug !== "" ? published.slug : null;
      await refuseSlug(tx, call, slug);
      await writeTranslation(tx, {
        ...row,
        published,
        slug,
        draft: null,
        publishedAt: call.at,
        sourceHash: sourceHashOf(original.values),
        updatedAt: call.at,
      });
    },
  });
  return readTranslationOf(call);
}

/** The record is no longer offered in that language: its translation, draft and published, goes. */
export async function removeTranslation(call: TranslationCall): Promise<void> {
  const original = await originalFor(call);
  const subject = subjectOf(call, original);
  await written(call, {
    action: "update",
    summary: translationAuditSummaries.remove(language(call.locale), subject.label),
    subject,
    shown: true,
    apply: async (tx) => {
      if (!(await deleteTranslation(tx, call.kind.kind, call.id, call.locale)))
        throw new NotFound(translationMessages.notFound);
    },
  });
}
