import { addressOf } from "../../../domain/addresses.ts";
import { articleLimits, normalTag } from "../../../domain/articles.ts";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import { reservedSlugs } from "../../../domain/slugs.ts";
import { type ExportIndex, termKey } from "./export-index.ts";
import type { ImportedItem } from "./imported-items.ts";
import { oldPathOf, siteHosts, sourceOf } from "./old-addresses.ts";
import type { WxrAuthor, WxrItem, WxrTerm } from "./wxr-entries.ts";

/**
 * Everything an import decides before it writes (ADR 0240): what each WordPress item becomes here,
 * published, a draft or scheduled, under which slug and address, in which round (pictures first, then
 * articles and top pages, then each level of sub-pages, so a page's parent always exists before it),
 * which tags the categories and tags make, and which author profiles. Writing follows the plan item
 * by item; links between items are rewritten to the addresses planned here.
 */
export type ItemState = "published" | "draft" | "scheduled";

export type PlannedItem = {
  item: WxrItem;
  as: "article" | "page" | "media";
  label: string;
  state: ItemState;
  /** The publication time of a scheduled item. */
  publishAt?: Date;
  round: number;
  slug: string;
  /** Where it will be (or is, imported before) on this site; a picture's is known once it is stored. */
  address: string;
  /** What it became in an earlier import of the site. */
  before?: ImportedItem;
};

export type PlannedTag = { slug: string; name: string; description: string; before?: ImportedItem };
export type PlannedAuthor = { author: WxrAuthor; name: string; before?: ImportedItem };

export type ImportPlan = {
  source: string;
  hosts: Set<string>;
  items: Map<string, PlannedItem>;
  rounds: number;
  /** Our tag for each WordPress category and tag (`taxonomy:slug`). */
  tagOfTerm: Map<string, string>;
  tags: Map<string, PlannedTag>;
  authors: Map<string, PlannedAuthor>;
  /** Things left out before anything is read again: types with no counterpart, trashed posts… */
  skipped: { item: string; reason: string }[];
  /** Items looked at one by one (the work the progress bar counts). */
  work: number;
};

/** What the site already holds that a new slug must not take. */
export type TakenAddresses = {
  articleSlugs: Set<string>;
  pageSlugs: Set<string>;
  /** Redirects' starting paths: a record there would be hidden (ADR 0165). */
  redirectFroms: Set<string>;
  /** The current address of records imported before, by kind and id. */
  addressOf(kind: "article" | "page", id: string): string | undefined;
};

const typeWords: Record<string, string> = { post: "Post", page: "Page", attachment: "Picture" };

export const labelOf = (item: Pick<WxrItem, "type" | "title" | "postId">) =>
  `${typeWords[item.type] ?? `WordPress ${item.type}`} “${item.title.trim().slice(0, 80) || "untitled"}” (#${item.postId})`;

/** WordPress's own bookkeeping: nothing of them is content a visitor saw. */
const internalTypes = new Set([
  "revision",
  "nav_menu_item",
  "customize_changeset",
  "oembed_cache",
  "custom_css",
  "user_request",
  "wp_global_styles",
  "wp_font_family",
  "wp_font_face",
]);

/** A WordPress GMT date (`2013-01-10 20:15:40`), or undefined for an empty or zero one. */
export function gmtDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) || value.startsWith("0000")) return undefined;
  const date = new Date(`${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A post's slug as WordPress stored it (percent-encoded UTF-8 for non-Latin slugs), read back. */
function wordpressSlug(item: WxrItem): string {
  try {
    return decodeURIComponent(item.slug);
  } catch {
    return item.slug;
  }
}

function stateOf(item: WxrItem, now: Date): { state: ItemState; publishAt?: Date; note?: string } | { skip: string } {
  switch (item.status) {
    case "publish":
    case "inherit":
      return { state: "published" };
    case "future": {
      const at = gmtDate(item.dateGmt);
      return at && at > now ? { state: "scheduled", publishAt: at } : { state: "published" };
    }
    case "draft":
    case "pending":
      return { state: "draft" };
    case "private":
      return { state: "draft", note: "Private in WordPress: imported as a draft, seen only in the back office" };
    case "trash":
      return { skip: "In WordPress's trash: not imported" };
    case "auto-draft":
      return { skip: "An empty draft WordPress made by itself: not imported" };
    default:
      return {
        state: "draft",
        note: `Its WordPress status “${item.status.slice(0, 40)}” is unknown: imported as a draft`,
      };
  }
}

/**
 * The tag a WordPress category or tag makes: its name made into one (transliterated: an Urdu name
 * gives a Latin slug), so a category and a tag of the same name are one tag (WordPress gives the
 * second a `-2` slug); its slug when the name gives nothing. Cut to the tags' limit.
 */
export function tagSlugOf(term: Pick<WxrTerm, "slug" | "name">): string {
  let decoded = term.slug;
  try {
    decoded = decodeURIComponent(term.slug);
  } catch {}
  const slug = normalTag(slugFrom(term.name, "")) || normalTag(slugFrom(decoded, ""));
  return slug.slice(0, articleLimits.tagMax).replace(/-+$/, "");
}

export type PlanInput = {
  index: ExportIndex;
  imported: Map<string, ImportedItem>;
  taken: TakenAddresses;
  now: Date;
};

export const importedKey = (sourceKind: string, sourceId: string) => `${sourceKind}:${sourceId}`;

export function planImport({ index, imported, taken, now }: PlanInput): ImportPlan {
  const plan: ImportPlan = {
    source: sourceOf(index.site),
    hosts: siteHosts(index.site),
    items: new Map(),
    rounds: 2,
    tagOfTerm: new Map(),
    tags: new Map(),
    authors: new Map(),
    skipped: [],
    work: 0,
  };
  planTags(plan, index, imported);
  for (const author of index.authors.values()) {
    const name =
      author.displayName.trim() || [author.firstName, author.lastName].join(" ").trim() || author.login.trim();
    plan.authors.set(author.login, { author, name, before: imported.get(importedKey("author", author.login)) });
  }

  const othersByType = new Map<string, number>();
  const slugsTaken = { article: new Set(taken.articleSlugs), page: new Set(taken.pageSlugs) };
  const depthOf = pageDepths(index);
  for (const item of index.items.values()) {
    const as =
      item.type === "post" ? "article" : item.type === "page" ? "page" : item.type === "attachment" ? "media" : null;
    if (as === null) {
      if (!internalTypes.has(item.type)) othersByType.set(item.type, (othersByType.get(item.type) ?? 0) + 1);
      continue;
    }
    const label = labelOf(item);
    const decided = stateOf(item, now);
    if ("skip" in decided) {
      plan.skipped.push({ item: label, reason: decided.skip });
      continue;
    }
    if (decided.note) plan.skipped.push({ item: label, reason: decided.note });
    const before = imported.get(importedKey(item.type, item.postId));
    const round = as === "media" ? 0 : as === "page" ? 1 + (depthOf.get(item.postId) ?? 0) : 1;
    plan.rounds = Math.max(plan.rounds, round + 1);
    let slug = "";
    let address = "";
    if (as !== "media") {
      const current = before ? taken.addressOf(as, before.recordId) : undefined;
      if (current) {
        address = current;
        slug = current.replace(/^\/(?:blog\/)?/, "");
      } else {
        slug = freeSlug(as, wordpressSlug(item) || item.title, slugsTaken[as], taken.redirectFroms);
        slugsTaken[as].add(slug);
        address = as === "article" ? addressOf.article({ slug }) : addressOf.page({ slug });
      }
    }
    plan.items.set(item.postId, { item, as, label, ...decided, round, slug, address, before });
  }
  for (const [type, count] of othersByType)
    plan.skipped.push({
      item: `WordPress items of type “${type.slice(0, 40)}”`,
      reason: `${count} ${count === 1 ? "item has" : "items have"} nothing like them here: not imported`,
    });
  plan.work = plan.items.size + 2;
  return plan;
}

/** Every WordPress category and tag (declared, or only named on a post) as one of our tags, repeats merged. */
function planTags(plan: ImportPlan, index: ExportIndex, imported: Map<string, ImportedItem>) {
  const terms = [...index.terms.values()].filter(
    (term) => term.taxonomy === "category" || term.taxonomy === "post_tag",
  );
  for (const item of index.items.values()) {
    if (item.type !== "post") continue;
    for (const term of item.terms) {
      const taxonomy = term.domain === "post_tag" ? "post_tag" : term.domain === "category" ? "category" : null;
      if (taxonomy && !index.terms.has(termKey(taxonomy, term.nicename)))
        terms.push({ id: "", taxonomy, slug: term.nicename, name: term.name, parent: "", description: "" });
    }
  }
  for (const term of terms) {
    const key = termKey(term.taxonomy, term.slug || term.name);
    if (plan.tagOfTerm.has(key)) continue;
    const slug = tagSlugOf(term);
    if (slug === "") {
      plan.skipped.push({
        item: `Tag “${term.name.slice(0, 80)}”`,
        reason: "Its name has no letters or digits to make a tag of",
      });
      continue;
    }
    plan.tagOfTerm.set(key, slug);
    if (!plan.tags.has(slug))
      plan.tags.set(slug, {
        slug,
        name: term.name.trim().slice(0, 100) || slug,
        description: term.description.trim(),
        before: imported.get(importedKey("term", slug)),
      });
  }
}

/** A slug for a new record: WordPress's, made into one of ours, `-2`, `-3`… past any taken or redirected. */
function freeSlug(kind: "article" | "page", wanted: string, taken: Set<string>, redirected: Set<string>): string {
  const base = slugFrom(wanted, kind);
  const reserved = reservedSlugs(kind);
  const free = (slug: string) => {
    const address = kind === "article" ? addressOf.article({ slug }) : addressOf.page({ slug });
    return !taken.has(slug) && !reserved.includes(slug) && !redirected.has(address);
  };
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (free(candidate)) return candidate;
  }
}

/** How deep each page sits under its parents (0: top level); a loop counts as top level. */
function pageDepths(index: ExportIndex): Map<string, number> {
  const depths = new Map<string, number>();
  const depth = (id: string, seen: Set<string>): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    const item = index.items.get(id);
    const parent = item?.parentId;
    const parentItem = parent ? index.items.get(parent) : undefined;
    const value =
      item?.type === "page" && parentItem?.type === "page" && parent && !seen.has(parent)
        ? Math.min(depth(parent, new Set([...seen, id])) + 1, 20)
        : 0;
    depths.set(id, value);
    return value;
  };
  for (const [id, item] of index.items) if (item.type === "page") depth(id, new Set([id]));
  return depths;
}

/** The old addresses of an item, as this site will be asked for them once the domain points here. */
export function oldAddressesOf(item: WxrItem, hosts: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const add = (address: string | undefined) => {
    if (address && address !== "/") found.add(address);
  };
  add(oldPathOf(item.link, hosts));
  if (/^https?:/i.test(item.guid)) add(oldPathOf(item.guid, hosts));
  if (item.type === "post") add(`/?p=${item.postId}`);
  if (item.type === "page") {
    add(`/?page_id=${item.postId}`);
    add(`/?p=${item.postId}`);
  }
  if (item.type === "attachment") add(`/?attachment_id=${item.postId}`);
  // A slug changed in WordPress left its old permalink answering: the same path with the old slug.
  const link = oldPathOf(item.link, hosts);
  if (link && !link.includes("?") && item.slug) {
    for (const old of item.meta._wp_old_slug ?? []) {
      if (old && link.endsWith(`/${item.slug}`)) add(`${link.slice(0, -item.slug.length)}${encodeURIComponent(old)}`);
    }
  }
  return [...found];
}
