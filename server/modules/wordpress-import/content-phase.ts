import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import { type ArticleCreateInput, articleLimits } from "../../../domain/articles.ts";
import { type BlockDocument, UnsupportedContent } from "../../../domain/blocks.ts";
import { type PageCreateInput, pageLimits } from "../../../domain/pages.ts";
import { normalizeRedirectFrom } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { articles, pages } from "../../db/schema/content.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { saveDraftOnlyAs } from "../../engines/drafts/draft-only.ts";
import { InvalidInput, StaleVersion } from "../../errors/domain-errors.ts";
import { createArticle, updateArticle } from "../articles/admin-service.ts";
import { createPage, updatePage } from "../pages/admin-service.ts";
import { gmtDate, oldAddressesOf, type PlannedItem } from "./import-plan.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";
import { oldPathOf } from "./old-addresses.ts";
import { searchSettingsOf } from "./search-settings.ts";
import { siteAddresses } from "./site-addresses.ts";
import { metaOf, type WxrItem } from "./wxr-entries.ts";

/**
 * The rounds after the pictures (ADR 0240): posts become articles and pages pages, each in its own
 * unit of work — its revision, audit entry, webhook event and cache drop, as an editor's save — with
 * the record of what it came from and WordPress's dates in the same transaction. Published items are
 * records; drafts and scheduled posts are drafts not yet published (ADR 0122), scheduled at their
 * time. Pages come round by round, parents first, so a page's parent always exists.
 */
type Prepared = {
  title: string;
  /** The author profile WordPress's author became; undefined: whoever imports it. */
  authorId: string | undefined;
  document: BlockDocument;
  summary: string;
  seo: ReturnType<typeof searchSettingsOf>;
  tags: string[];
  coverId: string | null;
  parentId: string | null;
  hash: string;
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The addresses each planned item will answer at, and the old site's category, tag, author and feed
 * pages' new homes, before any post is written: links in posts are rewritten to them.
 */
export function planAddresses(run: ImportRun): void {
  for (const planned of run.plan.items.values()) {
    if (planned.as === "media" || planned.state !== "published") continue;
    for (const old of oldAddressesOf(planned.item, run.plan.hosts))
      if (!run.moved.has(old)) run.moved.set(old, planned.address);
    if (planned.as === "article") for (const tag of run.tagsOf(planned.item).tags) run.carriedTags.add(tag);
  }
  for (const { from, to } of siteAddresses(run)) {
    const key = normalizeRedirectFrom(from);
    if (key && !run.moved.has(key)) run.moved.set(key, to);
  }
}

export async function importContent(run: ImportRun): Promise<void> {
  await run.enter("content");
  for (let round = 1; round < run.plan.rounds; round++) {
    for await (const entry of run.entries(true)) {
      if (entry.kind !== "item") continue;
      const planned = run.plan.items.get(entry.item.postId);
      if (!planned || planned.as === "media" || planned.round !== round) continue;
      await importItem(run, planned, entry.item);
      run.report.step();
      await run.checkpoint();
    }
  }
  await run.checkpoint(true);
}

async function importItem(run: ImportRun, planned: PlannedItem, item: WxrItem): Promise<void> {
  const { report } = run;
  const problems = report.problemsOf(planned.label);
  try {
    const prepared = prepare(run, planned, item, problems.add);
    if (!prepared) {
      report.outcome("skipped");
      return;
    }
    let outcome: "created" | "updated" | "skipped";
    try {
      outcome = run.isOwn(planned.before)
        ? resumed(run, planned, item)
        : await write(run, planned, item, prepared, problems.add);
    } catch (error) {
      if (!planned.before) forget(run, planned, item);
      run.itemFailed(planned.label, error);
      return;
    }
    report.outcome(outcome);
    if (outcome === "created") {
      report.count(planned.as === "article" ? "articles" : "pages");
      if (prepared.seo.found) report.count("searchSettings");
    }
  } finally {
    problems.flush();
  }
}

/**
 * A new item whose write failed: it is no record here, so the menu does not link to it and its old
 * addresses are not redirected to an address that answers nothing (imported again, it gets both).
 */
function forget(run: ImportRun, planned: PlannedItem, item: WxrItem): void {
  run.records.delete(item.postId);
  for (const old of oldAddressesOf(item, run.plan.hosts))
    if (run.moved.get(old) === planned.address) run.moved.delete(old);
}

/** An item an earlier run of this import wrote before the process died: known, and counted as created. */
function resumed(run: ImportRun, planned: PlannedItem, item: WxrItem): "created" {
  const kind = planned.as === "article" ? "article" : "page";
  const id = planned.before?.recordId ?? "";
  run.records.set(item.postId, { kind, id, address: planned.address, published: planned.state === "published" });
  return "created";
}

/** The item's fields as this site takes them; undefined (with the reason) when its content cannot be kept. */
function prepare(
  run: ImportRun,
  planned: PlannedItem,
  item: WxrItem,
  problem: (reason: string) => void,
): Prepared | undefined {
  const { converter } = run;
  let document: BlockDocument;
  try {
    document = converter.convert(item.content, run.contentOf(item, problem));
  } catch (error) {
    if (!(error instanceof UnsupportedContent)) throw error;
    problem(`Its content could not be kept: ${error.message.replace(/^Unsupported content: /, "")}`);
    return undefined;
  }
  const max = planned.as === "article" ? articleLimits.titleMax : pageLimits.titleMax;
  let title = converter.plainText(item.title);
  if (title === "") {
    title = "Untitled";
    problem("It has no title: named “Untitled”");
  } else if (title.length > max) {
    problem(`Its title is longer than ${max} characters: cut`);
    title = cut(title, max);
  }
  let summary = "";
  let tags: string[] = [];
  let coverId: string | null = null;
  let parentId: string | null = null;
  if (planned.as === "article") {
    summary = converter.plainText(item.excerpt);
    if (summary.length > articleLimits.summaryMax) {
      problem(`Its excerpt is longer than ${articleLimits.summaryMax} characters: the summary is cut`);
      summary = cut(summary, articleLimits.summaryMax);
    }
    const found = run.tagsOf(item);
    tags = found.tags;
    if (found.left.length > 0)
      problem(
        `An article takes at most ${articleLimits.tagsMax} tags: left off ${found.left.join(", ").slice(0, 300)}`,
      );
    const thumbnail = metaOf(item, "_thumbnail_id");
    if (thumbnail) {
      const picture = run.pictures.get(thumbnail);
      coverId = picture?.mediaId ?? null;
      if (!picture) problem("Its featured image is not among the pictures imported: no cover");
    }
  } else {
    if (metaOf(item, "_thumbnail_id")) problem("Pages have no cover picture here: its featured image is not shown");
    const parent = item.parentId && item.parentId !== "0" ? run.records.get(item.parentId) : undefined;
    if (item.parentId && item.parentId !== "0") {
      if (parent?.published) parentId = parent.id;
      else problem("Its parent page was not imported as a published page: it is a top-level page");
    }
  }
  const seo = searchSettingsOf(item, { title, site: run.index.site.title, summary }, (address) =>
    canonicalOf(run, planned, address),
  );
  for (const note of seo.notes) problem(note);
  const hash = sourceHash([
    item.title,
    item.content,
    item.excerpt,
    item.status,
    item.dateGmt,
    item.slug,
    item.parentId,
    item.terms,
    item.meta,
  ]);
  const authorId = planned.as === "article" ? run.authorIds.get(item.creator) : undefined;
  return { title, authorId, document, summary, seo, tags, coverId, parentId, hash };
}

/** A canonical address as this site keeps it: the item's own is no override; another of the old site's is its new address. */
function canonicalOf(run: ImportRun, planned: PlannedItem, address: string): string {
  const old = oldPathOf(address, run.plan.hosts);
  if (old !== undefined) {
    const moved = run.moved.get(old);
    return moved === undefined || moved === planned.address ? "" : moved;
  }
  return /^https?:\/\/[^/\s]+/i.test(address) && address.length <= 2048 ? address : "";
}

async function write(
  run: ImportRun,
  planned: PlannedItem,
  item: WxrItem,
  prepared: Prepared,
  problem: (reason: string) => void,
): Promise<"created" | "updated" | "skipped"> {
  const kind = planned.as === "article" ? "article" : "page";
  const before = planned.before;
  if (before) {
    const published = planned.state === "published";
    run.records.set(item.postId, { kind, id: before.recordId, address: planned.address, published });
    if (before.sourceHash === prepared.hash) return "skipped";
    if (run.dryRun) return "updated";
    if (before.recordVersion === null) {
      problem("Changed in WordPress since it was imported, but it is a draft here: open it to compare");
      return "skipped";
    }
    try {
      const writes = recording(run, planned, item, prepared.hash, before.recordId);
      if (kind === "article")
        await updateArticle(
          writes,
          before.recordId,
          { ...articleOf(planned, prepared), slug: undefined },
          before.recordVersion,
        );
      else
        await updatePage(
          writes,
          before.recordId,
          { ...pageOf(planned, prepared), slug: undefined },
          before.recordVersion,
        );
      return "updated";
    } catch (error) {
      if (error instanceof StaleVersion) {
        problem("Changed in WordPress and here since it was imported: the version here is kept");
        return "skipped";
      }
      throw error;
    }
  }
  const id = randomUUID();
  const published = planned.state === "published";
  run.records.set(item.postId, { kind, id, address: planned.address, published });
  if (run.dryRun) return "created";
  const writes = recording(run, planned, item, prepared.hash, id);
  if (!published) {
    await saveDraftOnlyAs(writes, run.parts.drafts[kind], {
      recordId: id,
      fields: kind === "article" ? articleOf(planned, prepared) : pageOf(planned, prepared),
      by: writes.audit.staff.actor,
      at: run.parts.now(),
      publishAt: planned.publishAt,
      timeZone: run.parts.timeZone,
    });
    return "created";
  }
  const reserved: FromDraft = { id, images: [], settle: async () => {} };
  const created = await createWithFreeSlug(run, planned, (slug) =>
    kind === "article"
      ? createArticle(writes, { ...articleOf(planned, prepared), slug }, reserved)
      : createPage(writes, { ...pageOf(planned, prepared), slug }, reserved),
  );
  if (created !== planned.address) {
    run.records.set(item.postId, { kind, id, address: created, published });
    for (const old of oldAddressesOf(item, run.plan.hosts)) run.moved.set(old, created);
  }
  return "created";
}

/** Creates with the planned slug; one taken meanwhile (another editor) is made free with `-2`… once. */
async function createWithFreeSlug(
  run: ImportRun,
  planned: PlannedItem,
  create: (slug: string | undefined) => Promise<{ slug: string }>,
): Promise<string> {
  const address = (slug: string) => (planned.as === "article" ? addressOf.article({ slug }) : addressOf.page({ slug }));
  try {
    return address((await create(planned.slug)).slug);
  } catch (error) {
    if (!(error instanceof InvalidInput) || !error.issues?.some((issue) => issue.path === "slug")) throw error;
    run.report.problem(planned.label, `Its address ${address(planned.slug)} was taken meanwhile: it got another`);
    return address((await create(undefined)).slug);
  }
}

const articleOf = (planned: PlannedItem, prepared: Prepared): ArticleCreateInput => ({
  title: prepared.title,
  slug: planned.slug,
  summary: prepared.summary,
  body: prepared.document,
  tags: prepared.tags,
  coverId: prepared.coverId,
  ...(prepared.authorId ? { authorId: prepared.authorId } : {}),
  seo: prepared.seo.settings,
  isActive: true,
});

const pageOf = (planned: PlannedItem, prepared: Prepared): PageCreateInput => ({
  title: prepared.title,
  slug: planned.slug,
  blocks: prepared.document,
  parentId: prepared.parentId,
  seo: prepared.seo.settings,
  isActive: true,
});

/**
 * The import's writes with one more step in the item's transaction, after it is written and before
 * its revision is kept: WordPress's dates (first published, last changed) and the record of what the
 * item came from, with the version the import left it at.
 */
function recording(run: ImportRun, planned: PlannedItem, item: WxrItem, hash: string, id: string): StaffWrites {
  const writes = run.parts.writes;
  const kind = planned.as === "article" ? "article" : "page";
  const published = gmtDate(item.dateGmt) ?? gmtDate(item.date);
  const modified = gmtDate(item.modifiedGmt) ?? published;
  return {
    ...writes,
    content: writes.content.alongside(async (tx) => {
      const version = await keepDates(tx, kind, id, published, modified);
      await run.record(tx, {
        sourceKind: item.type,
        sourceId: item.postId,
        guid: item.guid,
        kind,
        recordId: id,
        sourceHash: hash,
        recordVersion: version,
      });
    }),
  };
}

/** WordPress's dates on the record just written (none for a draft, which has no row yet); its version. */
async function keepDates(
  tx: Db,
  kind: "article" | "page",
  id: string,
  published: Date | undefined,
  modified: Date | undefined,
): Promise<number | null> {
  const dates = { ...(published ? { createdAt: published } : {}), ...(modified ? { updatedAt: modified } : {}) };
  if (kind === "article") {
    const [row] = await tx
      .update(articles)
      .set({ ...dates, ...(published ? { publishedAt: published } : {}), version: sql`${articles.version}` })
      .where(eq(articles.id, id))
      .returning({ version: articles.version });
    return row?.version ?? null;
  }
  const [row] = await tx
    .update(pages)
    .set({ ...dates, version: sql`${pages.version}` })
    .where(eq(pages.id, id))
    .returning({ version: pages.version });
  return row?.version ?? null;
}
