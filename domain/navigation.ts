import { z } from "zod";
import type { builtInAddresses } from "./built-in-addresses.ts";
import { filledText, isRequired, text, tooLong } from "./text-rules.ts";
import { wordsOf } from "./word-sets.ts";

/**
 * The site's menu and footer links, edited in Site › Navigation (issue 54, ADR 0180, 0210): the
 * header's items in order (a link, or the Services menu of categories), and the footer's columns of
 * links. A link goes to a path on this site, to a page or an article by its id (the public read
 * gives it the record's current address, and leaves it out while the record is not published), or,
 * marked external, to a full http(s) address (opened in a new tab).
 */
export const NAVIGATION_LIMITS = {
  header: 8,
  children: 8,
  columns: 4,
  footer: 12,
  label: 40,
  address: 2048,
} as const;
const l = NAVIGATION_LIMITS;

export const navigationMessages = {
  labelRequired: isRequired("Label"),
  labelTooLong: tooLong("Label", l.label),
  pathInvalid: "A link must be a path on this site, starting with /",
  urlInvalid: "An external link must be a full http:// or https:// address",
  headerRequired: "Please keep at least one menu item",
  headerTooMany: `The menu holds at most ${l.header} items`,
  columnsTooMany: `The footer holds at most ${l.columns} columns`,
  footerTooMany: `A footer column holds at most ${l.footer} links`,
  servicesOnce: "The Services menu can be in the menu once",
  titleRequired: isRequired("Footer title"),
  kindInvalid: 'A menu item\'s kind must be "link" or "services"',
  childrenTooMany: `A menu item holds at most ${l.children} links under it`,
  targetInvalid: 'A link\'s target must be a "page" or an "article" named by its id',
  targetExternal: "A link to a page or an article is not an external link",
  targetNotFound: "The page or article a link goes to does not exist",
} as const;
const m = navigationMessages;

const label = filledText(m.labelRequired).max(l.label, m.labelTooLong);

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !/\s/.test(value);
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
};

/** The records a link may name by id; the public read gives it their current address. */
export const navigationTargetKinds = ["page", "article"] as const;
export type NavigationTargetKind = (typeof navigationTargetKinds)[number];
const targetSchema = z.object(
  { kind: z.enum(navigationTargetKinds, { error: m.targetInvalid }), id: z.uuid({ error: m.targetInvalid }) },
  { error: m.targetInvalid },
);
export type NavigationTarget = z.output<typeof targetSchema>;

const linkFields = {
  label,
  to: text(m.pathInvalid).max(l.address, m.pathInvalid),
  external: z.boolean({ error: "External must be true or false" }).default(false),
  /** A page or an article by id: `to` is its address when the link was saved, replaced when read. */
  ref: targetSchema.optional(),
};
const refineLink = (link: { to: string; external: boolean; ref?: NavigationTarget }, ctx: z.RefinementCtx) => {
  if (link.ref && link.external) ctx.addIssue({ code: "custom", path: ["external"], message: m.targetExternal });
  if (link.external ? !isWebAddress(link.to) : !isSitePath(link.to)) {
    ctx.addIssue({ code: "custom", path: ["to"], message: link.external ? m.urlInvalid : m.pathInvalid });
  }
};

/** A link: `to` is a site path, or (external) a full address; `ref` names a page or an article. */
export const navigationLinkSchema = z.object(linkFields).superRefine(refineLink);
export type NavigationLink = z.output<typeof navigationLinkSchema>;

/**
 * A header item: a link, or the place of the Services menu (a button opening the categories and
 * their services). Told apart by `kind`, so a refused item is refused with its own field's message.
 */
const itemKind = <K extends "link" | "services">(kind: K) => z.literal(kind, { error: m.kindInvalid });
export const headerItemSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: itemKind("services"), label }),
    z
      .object({
        kind: itemKind("link"),
        ...linkFields,
        // One level under a menu link (a dropdown on wide screens, a list that opens in the mobile menu).
        children: z
          .array(navigationLinkSchema, { error: m.childrenTooMany })
          .max(l.children, m.childrenTooMany)
          .default([]),
      })
      .superRefine(refineLink),
  ],
  { error: m.kindInvalid },
);

/** A column of the footer: its heading and its links. */
export const footerColumnSchema = z.object({
  title: filledText(m.titleRequired).max(l.label, tooLong("Footer title", l.label)),
  links: z.array(navigationLinkSchema, { error: m.footerTooMany }).max(l.footer, m.footerTooMany),
});
const footerColumns = z.array(footerColumnSchema, { error: m.columnsTooMany }).max(l.columns, m.columnsTooMany);

/**
 * Before ADR 0210 the footer was one column, `{ title, links }`: a part, draft or revision saved so
 * reads as that one column, so nothing stored needed a migration.
 */
export const footerAsColumns = (footer: unknown): unknown =>
  footer !== null && typeof footer === "object" && !Array.isArray(footer) ? [footer] : footer;

/** The part's shape: what the editor types and every answer shows, the footer as columns. */
export const navigationSchema = z.object({
  header: z
    .array(headerItemSchema, { error: m.headerRequired })
    .min(1, m.headerRequired)
    .max(l.header, m.headerTooMany)
    .refine((items) => items.filter((item) => item.kind === "services").length <= 1, m.servicesOnce),
  footer: footerColumns,
});

/**
 * The part as sent, stored, drafted or kept in a revision: a one-column footer reads as that column.
 * Requests and reads only: a transform cannot be encoded, so answers are described by `navigationSchema`.
 */
export const storedNavigationSchema = navigationSchema.extend({ footer: z.preprocess(footerAsColumns, footerColumns) });
export type NavigationSettings = z.output<typeof navigationSchema>;
export type FooterColumn = NavigationSettings["footer"][number];
export type HeaderItem = NavigationSettings["header"][number];
/** A header item that is a link (not the Services menu). */
export type HeaderLink = Extract<HeaderItem, { kind: "link" }>;

/** A path the site answers itself (domain/built-in-addresses.ts), so the type refuses a typo. */
type BuiltInPath = "/" | `/${(typeof builtInAddresses.site)[number]}`;
/** The site's own pages the editor's "Link to" offers, each with the label it suggests. */
const builtInPageLabels = {
  "/": "Home",
  "/about": "About",
  "/services": "Services",
  "/projects": "Projects",
  "/products": "Products",
  "/career": "Career",
  "/contact": "Contact",
  "/privacy": "Privacy policy",
  "/blog": "Blog",
} satisfies Partial<Record<BuiltInPath, string>>;
export const navigationBuiltInPages = wordsOf(builtInPageLabels).map((to) => ({ to, label: builtInPageLabels[to] }));
