import type { WxrAuthor, WxrEntry, WxrItem, WxrSite, WxrTerm } from "./wxr-entries.ts";

/**
 * What the first pass over an export keeps (ADR 0240): the site, its authors and terms, and every
 * item's metadata without its content, so the import can decide everything before it writes
 * anything — which items it takes, in which order, under which addresses — while contents are read
 * again, one item at a time, when each is written.
 */
export type ExportIndex = {
  site: WxrSite;
  authors: Map<string, WxrAuthor>;
  /** Categories and tags (by taxonomy and slug) and menus, each once. */
  terms: Map<string, WxrTerm>;
  /** Every item by its WordPress id, in file order. */
  items: Map<string, WxrItem>;
  /** Attachments by the post they belong to, in their order (a gallery without ids shows them). */
  attachmentsOf: Map<string, string[]>;
};

export const termKey = (taxonomy: string, slug: string) => `${taxonomy}:${slug}`;

export async function indexExport(entries: AsyncIterable<WxrEntry>, onItem?: () => void): Promise<ExportIndex> {
  const index: ExportIndex = {
    site: { title: "", link: "", baseBlogUrl: "", baseSiteUrl: "", wxrVersion: "" },
    authors: new Map(),
    terms: new Map(),
    items: new Map(),
    attachmentsOf: new Map(),
  };
  for await (const entry of entries) {
    if (entry.kind === "site") index.site = entry.site;
    else if (entry.kind === "author") {
      if (entry.author.login) index.authors.set(entry.author.login, entry.author);
    } else if (entry.kind === "term") {
      const { term } = entry;
      if (term.slug || term.name) index.terms.set(termKey(term.taxonomy, term.slug || term.name), term);
    } else {
      const { item } = entry;
      // An item without an id cannot be matched again; WordPress always writes one.
      if (!item.postId) continue;
      index.items.set(item.postId, item);
      if (item.type === "attachment" && item.parentId && item.parentId !== "0") {
        const list = index.attachmentsOf.get(item.parentId) ?? [];
        list.push(item.postId);
        index.attachmentsOf.set(item.parentId, list);
      }
      onItem?.();
    }
  }
  return index;
}
