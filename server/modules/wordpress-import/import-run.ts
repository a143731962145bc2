import { createReadStream } from "node:fs";
import { addressOf } from "../../../domain/addresses.ts";
import { articleLimits } from "../../../domain/articles.ts";
import { type ImportPhase, importLimits, importMessages } from "../../../domain/wordpress-import.ts";
import type { Db } from "../../db/client.ts";
import type { ContentChangeFeed } from "../../engines/content-writes/change-feed.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";
import { DomainError } from "../../errors/domain-errors.ts";
import { isServiceUnavailable } from "../../errors/unavailable.ts";
import type { Library } from "../media/service.ts";
import type { RedirectChanges } from "../redirects/service.ts";
import { type ContentContext, ContentConverter, type LibraryPicture } from "./content-document.ts";
import { type ExportIndex, termKey } from "./export-index.ts";
import type { ImportPlan } from "./import-plan.ts";
import type { ImportReport, ReportState } from "./import-report.ts";
import { type ImportedItem, type ImportedWrite, recordImported } from "./imported-items.ts";
import { oldPathOf, uploadsAddress, uploadsCandidates, uploadsPathOf } from "./old-addresses.ts";
import type { PictureFiles } from "./picture-files.ts";
import type { WxrEntry, WxrItem } from "./wxr-entries.ts";
import { readWxr } from "./wxr-reader.ts";

/** What a run works with: the database, the writes of the admin who started it, and its files. */
export type RunParts = {
  db: Db;
  /** The writes of the admin who started the import: every record, revision and audit entry names them. */
  writes: StaffWrites;
  library: Library;
  drafts: { article: DraftKind; page: DraftKind };
  redirects: RedirectChanges;
  /** Tells every instance what changed (an author profile's write announces itself). */
  feed: ContentChangeFeed;
  /** The export, on this machine's disk for the run. */
  exportFile: string;
  pictureFiles: PictureFiles;
  now(): Date;
  timeZone: string;
  /** Writes the report and renews the claim: whether a cancel was asked for, and whether the run is still this one's. */
  save(state: ReportState): Promise<{ cancel: boolean; mine: boolean }>;
  /** Whether the import is still this run's, read (and held) in an item's transaction. */
  holds(tx: Db): Promise<boolean>;
  /** Logs what went wrong with an item beyond what its problem says. */
  onError(error: unknown): void;
};

/** Stops a run between two items: the owner cancelled, or the import is no longer this runner's. */
export class RunStopped extends Error {
  constructor(readonly why: "cancelled" | "taken") {
    super(`import ${why}`);
    this.name = "RunStopped";
  }
}

/** A record an item became (or, in a dry run, would become). */
export type ImportedRecord = { kind: "article" | "page"; id: string; address: string; published: boolean };

/** How often the report is written while items go by (and at every phase's end). */
const SAVE_EVERY_MS = 1000;

/**
 * One run of an import: the plan, the report, and what the items written so far became — the
 * library picture of each attachment, the record of each post and page — which later items need
 * (a post's cover and pictures, a page's parent, links between items, the menu).
 */
export class ImportRun {
  /** Each attachment's library picture (a dry run's stand-in address), by WordPress id. */
  readonly pictures = new Map<string, LibraryPicture & { mediaId: string | null }>();
  /** Attachments by every uploads path a post may show them under. */
  readonly attachmentAt = new Map<string, string>();
  readonly records = new Map<string, ImportedRecord>();
  /** Old addresses (as this site will be asked for them) and where each item now is. */
  readonly moved = new Map<string, string>();
  /** Tags some published article carries: only they have a page. */
  readonly carriedTags = new Set<string>();
  /** Contents to block documents, one DOM for the whole run. */
  readonly converter = new ContentConverter();
  /** Sizes of pictures posts showed (`/wp-content/uploads/photo-300x200.jpg`) and the picture each is now. */
  readonly shownSizes = new Map<string, string>();
  /** Each WordPress author's page here, by login. */
  readonly authorPages = new Map<string, { name: string; slug: string }>();
  /** Each WordPress author's profile here, by login. */
  readonly authorIds = new Map<string, string>();
  #savedAt = 0;

  constructor(
    readonly id: string,
    readonly dryRun: boolean,
    readonly parts: RunParts,
    readonly index: ExportIndex,
    readonly plan: ImportPlan,
    readonly imported: Map<string, ImportedItem>,
    readonly report: ImportReport,
  ) {}

  /**
   * Whether an earlier run of this very import made it (the process died and the import was begun
   * again): it counts as created by this import, not as found.
   */
  isOwn(before: ImportedItem | undefined): boolean {
    return before?.createdByImport === this.id;
  }

  /**
   * Records what an item (or the redirects of a run, at once) became, in the transaction that writes it — only while the import is still
   * this run's: a run whose claim lapsed (taken for dead, the import begun again elsewhere) stops
   * there, and its item is not written, so no item is ever written twice.
   */
  async record(tx: Db, ...entries: Omit<ImportedWrite, "source" | "importId">[]): Promise<void> {
    if (!(await this.parts.holds(tx))) throw new RunStopped("taken");
    await recordImported(
      tx,
      entries.map((entry) => ({ ...entry, source: this.plan.source, importId: this.id })),
    );
  }

  /** The export again, item by item; contents too when asked. */
  entries(contents: boolean): AsyncIterable<WxrEntry> {
    return readWxr(createReadStream(this.parts.exportFile), { contents, fieldBytes: importLimits.fieldBytes });
  }

  /**
   * Begins a phase: saved at once, so the progress bar names the step under way even when its first
   * item takes long (a picture fetched from a slow old site), and a cancel asked meanwhile is heard.
   */
  async enter(phase: ImportPhase): Promise<void> {
    this.report.phase(phase);
    await this.checkpoint(true);
  }

  /** Writes the report when a second has passed (always when `now`), and stops the run if it should. */
  async checkpoint(now = false): Promise<void> {
    const at = Date.now();
    if (!now && at - this.#savedAt < SAVE_EVERY_MS) return;
    this.#savedAt = at;
    const { cancel, mine } = await this.parts.save(this.report.state());
    if (!mine) throw new RunStopped("taken");
    if (cancel) throw new RunStopped("cancelled");
  }

  /**
   * An item whose write failed halfway (ADR 0257): its transaction rolled back, so nothing of it is
   * stored; the report says so and the run goes on with the next item. A run stopped (cancelled, or
   * taken over) or a database gone away stops the run instead: every item after it would fail alike.
   */
  itemFailed(label: string, error: unknown): void {
    if (error instanceof RunStopped || isServiceUnavailable(error)) throw error;
    // A rule of the site the item broke is said as it is; anything else is logged, not shown.
    if (!(error instanceof DomainError)) this.parts.onError(error);
    this.report.problem(label, importMessages.itemFailed(error instanceof DomainError ? error.message : undefined));
    this.report.outcome("skipped");
  }

  /** The tags an article carries, WordPress's categories first, each once, at most ten; the rest are named. */
  tagsOf(item: WxrItem): { tags: string[]; left: string[] } {
    const ordered = [...item.terms].sort((a, b) => Number(b.domain === "category") - Number(a.domain === "category"));
    const all: string[] = [];
    for (const term of ordered) {
      const taxonomy = term.domain === "category" || term.domain === "post_tag" ? term.domain : null;
      const tag = taxonomy ? this.plan.tagOfTerm.get(termKey(taxonomy, term.nicename)) : undefined;
      if (tag && !all.includes(tag)) all.push(tag);
    }
    return { tags: all.slice(0, articleLimits.tagsMax), left: all.slice(articleLimits.tagsMax) };
  }

  /** A tag's page, or the blog's when no published article carries it (its page would be a 404). */
  tagAddress(tag: string): string {
    return this.carriedTags.has(tag) ? addressOf.blogTag(tag) : "/blog";
  }

  /** Where an address of the old site (a post, a page, a category, a file) is now, if it was one of its items. */
  addressOf(url: string): string | undefined {
    const picture = this.pictureAt(url);
    if (picture) return picture.src;
    const path = oldPathOf(url, this.plan.hosts);
    return path === undefined ? undefined : this.moved.get(path);
  }

  /**
   * The picture a file's address (any size of it) shows; a size on the old site's own uploads is
   * remembered, so its address is redirected to the picture too.
   */
  pictureAt(url: string): (LibraryPicture & { mediaId: string | null }) | undefined {
    const uploads = uploadsPathOf(url);
    if (uploads === undefined) return undefined;
    const attachment = uploadsCandidates(uploads)
      .map((path) => this.attachmentAt.get(path))
      .find((id) => id !== undefined);
    const picture = attachment ? this.pictures.get(attachment) : undefined;
    if (picture) this.#shown(url, picture.src);
    return picture;
  }

  /** A size of a picture a post showed from the old site's own uploads: its address is redirected to the picture. */
  #shown(url: string, src: string): void {
    const uploads = uploadsPathOf(url);
    if (uploads !== undefined && url.includes("/wp-content/uploads/") && oldPathOf(url, this.plan.hosts) !== undefined)
      this.shownSizes.set(uploadsAddress(uploads), src);
  }

  /** What the converter of `item`'s content asks of the run. */
  contentOf(item: WxrItem, problem: (reason: string) => void): ContentContext {
    const picture = (id: string | undefined) => (id ? this.pictures.get(id) : undefined);
    return {
      postId: item.postId,
      pictureOf: (id, shownAt) => {
        const found = picture(id);
        if (found && shownAt) this.#shown(shownAt, found.src);
        return found;
      },
      pictureAt: (url) => this.pictureAt(url),
      attachedTo: (postId) => (this.index.attachmentsOf.get(postId) ?? []).flatMap((id) => picture(id) ?? []),
      addressOf: (url) => this.addressOf(url),
      problem,
    };
  }
}
