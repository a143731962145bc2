/**
 * What a WordPress export (WXR) holds, as the reader hands it over: the site, its authors and terms
 * (categories, tags, menus), then its items (posts, pages, attachments, menu items, …), one at a
 * time. Only what the import uses is kept; fields are trimmed text, empty when absent.
 */

export type WxrSite = {
  title: string;
  /** The site's address (`<link>`), and where its posts live (`wp:base_blog_url`), which may differ. */
  link: string;
  baseBlogUrl: string;
  baseSiteUrl: string;
  wxrVersion: string;
};

export type WxrAuthor = {
  id: string;
  login: string;
  displayName: string;
  firstName: string;
  lastName: string;
};

/** A category, a tag or another taxonomy's term (a menu is a `nav_menu` term). */
export type WxrTerm = {
  id: string;
  taxonomy: string;
  slug: string;
  name: string;
  parent: string;
  description: string;
};

/** A term an item is filed under: `<category domain="post_tag" nicename="x">Name</category>`. */
export type WxrItemTerm = { domain: string; nicename: string; name: string };

export type WxrItem = {
  /** The line its `<item>` starts on: problems name it. */
  line: number;
  title: string;
  link: string;
  guid: string;
  creator: string;
  /** Empty when the reader was asked to skip contents (the first pass). */
  content: string;
  excerpt: string;
  postId: string;
  /** `YYYY-MM-DD HH:MM:SS` in the site's zone and in UTC (`0000-00-00 00:00:00` for a draft). */
  date: string;
  dateGmt: string;
  modifiedGmt: string;
  status: string;
  type: string;
  slug: string;
  parentId: string;
  menuOrder: number;
  sticky: boolean;
  attachmentUrl: string;
  terms: WxrItemTerm[];
  /** Only the meta keys the import reads (`keptMetaKeys`), each with every value it was given. */
  meta: Record<string, string[]>;
};

/** The post meta the import reads: everything else (page builders' data, caches) is skipped unread. */
export const keptMetaKeys = new Set([
  "_thumbnail_id",
  "_wp_attachment_image_alt",
  "_wp_attached_file",
  "_wp_old_slug",
  "_menu_item_type",
  "_menu_item_object",
  "_menu_item_object_id",
  "_menu_item_url",
  "_menu_item_menu_item_parent",
  "_yoast_wpseo_title",
  "_yoast_wpseo_metadesc",
  "_yoast_wpseo_canonical",
  "_yoast_wpseo_meta-robots-noindex",
  "rank_math_title",
  "rank_math_description",
  "rank_math_canonical_url",
  "rank_math_robots",
]);

export const metaOf = (item: Pick<WxrItem, "meta">, key: string): string => item.meta[key]?.[0] ?? "";

export type WxrEntry =
  | { kind: "site"; site: WxrSite }
  | { kind: "author"; author: WxrAuthor }
  | { kind: "term"; term: WxrTerm }
  | { kind: "item"; item: WxrItem };
